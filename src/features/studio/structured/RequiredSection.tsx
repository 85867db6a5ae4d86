// The structured editor's section that makes a field required or optional.
import { Field, Switch } from '@fluentui/react-components';
import { setRequired } from '@/engine/studio';
import { Section } from './Section';
import type { FieldEditorProps } from './types';
import { useEdit } from './useEdit';

/** Switches whether the field needs an answer; shown only where the parent lists required fields. */
export function RequiredSection({ field, draft, resolve, onChange }: FieldEditorProps) {
  const required = useEdit(onChange);
  return (
    <Section title="Answer needed">
      <Field validationState={required.error ? 'error' : 'none'} validationMessage={required.error ?? undefined}>
        <Switch
          label="Required"
          checked={field.required}
          onChange={(_, d) => required.apply(setRequired(draft, field.pointer, d.checked, resolve))}
        />
      </Field>
    </Section>
  );
}
