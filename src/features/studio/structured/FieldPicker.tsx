// The structured editor's field picker: every question of the draft, by its label.
import { useMemo } from 'react';
import { Dropdown, Field, Option } from '@fluentui/react-components';
import type { FormField } from '@/engine/studio';
import { pathOf } from './fieldFacts';

/** Lists the fields; the chosen one's pointer goes to `onPick`. */
export function FieldPicker({
  fields,
  field,
  onPick,
}: {
  fields: FormField[];
  field: FormField | undefined;
  onPick: (pointer: string | undefined) => void;
}) {
  // Fields whose labels repeat (several 'Remarks') are told apart by their names.
  const names = useMemo(() => {
    const count = new Map<string, number>();
    for (const f of fields) count.set(pathOf(f), (count.get(pathOf(f)) ?? 0) + 1);
    return new Map(fields.map((f) => [f.pointer, (count.get(pathOf(f)) ?? 0) > 1 ? `${pathOf(f)} (${f.name})` : pathOf(f)]));
  }, [fields]);
  return (
    <Field label="Field to edit" hint="Every question of the form, by its label (a group's questions after the group's name).">
      <Dropdown
        placeholder="Choose a field"
        value={field ? (names.get(field.pointer) ?? '') : ''}
        selectedOptions={field ? [field.pointer] : []}
        onOptionSelect={(_, data) => onPick(data.optionValue)}
      >
        {fields.map((f) => (
          <Option key={f.pointer} value={f.pointer} text={names.get(f.pointer) ?? ''}>
            {names.get(f.pointer) ?? ''}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
