import { useMemo, useState } from 'react';
import { outlineForm } from '@/engine/studio';
import { FieldEditor } from './structured/FieldEditor';
import { FieldPicker } from './structured/FieldPicker';
import { useStyles } from './structured/styles';
import type { StructuredEditorProps } from './structured/types';

/**
 * The structured editor for non-developers: pick a field, then change its label, help text,
 * error messages, options, bounds and whether it is required. Every change goes through the
 * studio engine's edit functions; a refused edit shows the engine's sentence under the input.
 */
export default function StructuredEditor({ draft, resolve, onChange }: StructuredEditorProps) {
  const classes = useStyles();
  const fields = useMemo(
    () => [...outlineForm(draft, resolve).fields.values()].filter((field) => field.pointer !== '' && !field.unresolvedRef),
    [draft, resolve],
  );
  const [pointer, setPointer] = useState<string | undefined>(undefined);
  const field = fields.find((f) => f.pointer === pointer);
  return (
    <div className={classes.editor}>
      <FieldPicker fields={fields} field={field} onPick={setPointer} />
      {field && <FieldEditor key={field.pointer} field={field} draft={draft} resolve={resolve} onChange={onChange} />}
    </div>
  );
}
