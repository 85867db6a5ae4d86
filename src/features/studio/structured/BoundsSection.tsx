// The structured editor's section for a field's bounds: minimum and maximum, or lengths for text.
import { useState } from 'react';
import { Button, Field, Input } from '@fluentui/react-components';
import { setBounds, type EditableBound } from '@/engine/studio';
import { boundName } from './fieldFacts';
import { Section } from './Section';
import { useStyles } from './styles';
import type { FieldEditorProps } from './types';
import { useEdit } from './useEdit';

/** Edits the given bounds together; an emptied box removes its limit. */
export function BoundsSection({
  field,
  draft,
  resolve,
  onChange,
  bounds,
  numeric,
}: FieldEditorProps & { bounds: EditableBound[]; numeric: boolean }) {
  const classes = useStyles();
  const bound = useEdit(onChange);
  const [boundText, setBoundText] = useState<Record<string, string>>(() =>
    Object.fromEntries(bounds.map((b) => [b, typeof field.schema[b] === 'number' ? String(field.schema[b]) : ''])),
  );

  const applyBounds = () => {
    const change: Partial<Record<EditableBound, number | null>> = {};
    for (const b of bounds) {
      const text = (boundText[b] ?? '').trim();
      const before = typeof field.schema[b] === 'number' ? String(field.schema[b]) : '';
      if (text === before) continue;
      change[b] = text === '' ? null : Number(text);
    }
    if (Object.keys(change).length === 0) {
      bound.clear();
      return;
    }
    bound.apply(setBounds(draft, field.pointer, change, resolve));
  };

  return (
    <Section title={numeric ? 'Bounds' : 'Length'} onSubmit={applyBounds}>
      <div className={classes.row}>
        {bounds.map((b) => (
          <Field key={b} className={classes.grow} label={boundName(b)} hint="Empty: no limit.">
            <Input
              type="number"
              inputMode="decimal"
              value={boundText[b] ?? ''}
              onChange={(_, d) => setBoundText((all) => ({ ...all, [b]: d.value }))}
            />
          </Field>
        ))}
      </div>
      <Field validationState={bound.error ? 'error' : 'none'} validationMessage={bound.error ?? undefined}>
        <div className={classes.actions}>
          <Button type="submit">Apply bounds</Button>
        </div>
      </Field>
    </Section>
  );
}
