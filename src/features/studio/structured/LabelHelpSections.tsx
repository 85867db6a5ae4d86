// The structured editor's sections for a field's wording: its label and its help text.
import { useState } from 'react';
import { Button, Field, Input, Textarea } from '@fluentui/react-components';
import { labelOf, setFieldLabel, setHelpText } from '@/engine/studio';
import { Section } from './Section';
import { useStyles } from './styles';
import type { FieldEditorProps } from './types';
import { useEdit } from './useEdit';

/** Renames the field as the form shows it. */
export function LabelSection({ field, draft, resolve, onChange }: FieldEditorProps) {
  const classes = useStyles();
  const label = useEdit(onChange);
  const [labelText, setLabelText] = useState(labelOf(field.schema, field.ui, field.name));
  return (
    <Section title="Label" onSubmit={() => label.apply(setFieldLabel(draft, field.pointer, labelText, resolve))}>
      <Field label="Label" validationState={label.error ? 'error' : 'none'} validationMessage={label.error ?? undefined}>
        <Input value={labelText} onChange={(_, d) => setLabelText(d.value)} />
      </Field>
      <div className={classes.actions}>
        <Button type="submit">Apply label</Button>
      </div>
    </Section>
  );
}

/** Sets or removes the text shown under the field. */
export function HelpTextSection({ field, draft, resolve, onChange }: FieldEditorProps) {
  const classes = useStyles();
  const pointer = field.pointer;
  const help = useEdit(onChange);
  const currentHelp =
    typeof field.ui['ui:help'] === 'string'
      ? field.ui['ui:help']
      : typeof field.ui['ui:description'] === 'string'
        ? field.ui['ui:description']
        : '';
  const [helpText, setHelpTextValue] = useState(currentHelp);
  return (
    <Section title="Help text" onSubmit={() => help.apply(setHelpText(draft, pointer, helpText, resolve))}>
      <Field
        label="Help text"
        hint="Shown under the field."
        validationState={help.error ? 'error' : 'none'}
        validationMessage={help.error ?? undefined}
      >
        <Textarea value={helpText} resize="vertical" onChange={(_, d) => setHelpTextValue(d.value)} />
      </Field>
      <div className={classes.actions}>
        <Button type="submit">Apply help text</Button>
        {currentHelp !== '' && (
          <Button
            onClick={() => {
              if (help.apply(setHelpText(draft, pointer, null, resolve))) setHelpTextValue('');
            }}
          >
            Remove help text
          </Button>
        )}
      </div>
    </Section>
  );
}
