// The structured editor's section for a choice field's options: rename, remove and add.
import { useState } from 'react';
import { Button, Field, Input } from '@fluentui/react-components';
import { editOption } from '@/engine/studio';
import { Section } from './Section';
import { useStyles } from './styles';
import type { FieldEditorProps } from './types';
import { useEdit } from './useEdit';

/** Lists the options with their labels; a new option's value is a number on a numeric field. */
export function OptionsSection({
  field,
  draft,
  resolve,
  onChange,
  options,
  numeric,
}: FieldEditorProps & { options: Array<{ value: unknown; label: string }>; numeric: boolean }) {
  const classes = useStyles();
  const pointer = field.pointer;
  const option = useEdit(onChange);
  const [optionLabels, setOptionLabels] = useState<string[]>(() => options.map((o) => o.label));
  const [newValue, setNewValue] = useState('');
  const [newLabel, setNewLabel] = useState('');

  const optionValue = (text: string): unknown => (numeric && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

  return (
    <Section
      title="Options"
      onSubmit={() => {
        if (option.apply(editOption(draft, pointer, { action: 'add', value: optionValue(newValue), label: newLabel }, resolve))) {
          setOptionLabels((all) => [...all, newLabel.trim()]);
          setNewValue('');
          setNewLabel('');
        }
      }}
    >
      <ul className={classes.options} aria-label="Options">
        {options.map((o, i) => (
          <li key={JSON.stringify(o.value)} className={classes.row}>
            <Field className={classes.grow} label={`Label of the option ${JSON.stringify(o.value)}`}>
              <Input
                value={optionLabels[i] ?? ''}
                onChange={(_, d) => setOptionLabels((all) => all.map((l, j) => (j === i ? d.value : l)))}
              />
            </Field>
            <Button
              aria-label={`Rename the option ${JSON.stringify(o.value)}`}
              onClick={() =>
                option.apply(editOption(draft, pointer, { action: 'rename', value: o.value, label: optionLabels[i] ?? '' }, resolve))
              }
            >
              Rename
            </Button>
            <Button
              aria-label={`Remove the option ${JSON.stringify(o.value)}`}
              onClick={() => {
                if (option.apply(editOption(draft, pointer, { action: 'remove', value: o.value }, resolve)))
                  setOptionLabels((all) => all.filter((_, j) => j !== i));
              }}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <div className={classes.row}>
        <Field className={classes.grow} label="New option's value">
          <Input value={newValue} onChange={(_, d) => setNewValue(d.value)} />
        </Field>
        <Field className={classes.grow} label="New option's label">
          <Input value={newLabel} onChange={(_, d) => setNewLabel(d.value)} />
        </Field>
      </div>
      <Field validationState={option.error ? 'error' : 'none'} validationMessage={option.error ?? undefined}>
        <div className={classes.actions}>
          <Button type="submit">Add option</Button>
        </div>
      </Field>
    </Section>
  );
}
