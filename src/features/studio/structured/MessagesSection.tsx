// The structured editor's section for a field's error messages, one rule at a time.
import { useState } from 'react';
import { Button, Dropdown, Field, Option, Textarea } from '@fluentui/react-components';
import { outlineForm, setErrorMessage } from '@/engine/studio';
import { MESSAGE_RULES, messageOf } from './fieldFacts';
import { Section } from './Section';
import { useStyles } from './styles';
import type { FieldEditorProps } from './types';
import { useEdit } from './useEdit';

/** Picks a rule the field has and writes, changes or removes its message. */
export function MessagesSection({ field, draft, resolve, onChange }: FieldEditorProps) {
  const classes = useStyles();
  const pointer = field.pointer;
  const parent = outlineForm(draft, resolve).fields.get(pointer.slice(0, pointer.lastIndexOf('/')));
  const rules = MESSAGE_RULES.filter(
    ([keyword]) => keyword === '_' || (keyword === 'required' ? field.required === true : field.schema[keyword] !== undefined),
  );
  const message = useEdit(onChange);
  const [rule, setRule] = useState(rules[0][0]);
  const [messageText, setMessageText] = useState(messageOf(field, parent?.schema.errorMessage, rules[0][0]));

  return (
    <Section title="Error messages" onSubmit={() => message.apply(setErrorMessage(draft, pointer, rule, messageText, resolve))}>
      <Field label="Message for">
        <Dropdown
          value={rules.find(([k]) => k === rule)?.[1] ?? ''}
          selectedOptions={[rule]}
          onOptionSelect={(_, d) => {
            const next = d.optionValue ?? '_';
            setRule(next);
            setMessageText(messageOf(field, parent?.schema.errorMessage, next));
            message.clear();
          }}
        >
          {rules.map(([keyword, name]) => (
            <Option key={keyword} value={keyword}>
              {name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label="Message" validationState={message.error ? 'error' : 'none'} validationMessage={message.error ?? undefined}>
        <Textarea value={messageText} resize="vertical" onChange={(_, d) => setMessageText(d.value)} />
      </Field>
      <div className={classes.actions}>
        <Button type="submit">Apply message</Button>
        {messageOf(field, parent?.schema.errorMessage, rule) !== '' && (
          <Button
            onClick={() => {
              if (message.apply(setErrorMessage(draft, pointer, rule, null, resolve))) setMessageText('');
            }}
          >
            Remove message
          </Button>
        )}
      </div>
    </Section>
  );
}
