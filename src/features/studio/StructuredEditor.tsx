import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Dropdown, Field, Input, Option, Switch, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import {
  editOption,
  labelOf,
  outlineForm,
  setBounds,
  setErrorMessage,
  setFieldLabel,
  setHelpText,
  setRequired,
  type EditResult,
  type EditableBound,
  type FormField,
  type FormVersion,
  type RefResolver,
} from '@/engine/studio';
import { BOUND_WORDS } from '@/engine/studio/wording';

const useStyles = makeStyles({
  editor: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
  section: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: `0 ${tokens.spacingHorizontalXS}` },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  grow: { flexGrow: 1, minWidth: '8rem' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  options: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

export interface StructuredEditorProps {
  /** The draft being edited. */
  draft: FormVersion;
  /** Finds the `$ref` targets of the draft. */
  resolve: RefResolver;
  /** Receives the draft after an edit the engine accepted. */
  onChange: (draft: FormVersion) => void;
}

/** A field as the picker lists it: its labels from the outermost. */
const pathOf = (field: FormField): string => (field.labels.length > 0 ? field.labels.join(' › ') : field.name);

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
  // Fields whose labels repeat (several 'Remarks') are told apart by their names.
  const names = useMemo(() => {
    const count = new Map<string, number>();
    for (const f of fields) count.set(pathOf(f), (count.get(pathOf(f)) ?? 0) + 1);
    return new Map(fields.map((f) => [f.pointer, (count.get(pathOf(f)) ?? 0) > 1 ? `${pathOf(f)} (${f.name})` : pathOf(f)]));
  }, [fields]);
  const [pointer, setPointer] = useState<string | undefined>(undefined);
  const field = fields.find((f) => f.pointer === pointer);
  return (
    <div className={classes.editor}>
      <Field label="Field to edit" hint="Every question of the form, by its label (a group's questions after the group's name).">
        <Dropdown
          placeholder="Choose a field"
          value={field ? (names.get(field.pointer) ?? '') : ''}
          selectedOptions={field ? [field.pointer] : []}
          onOptionSelect={(_, data) => setPointer(data.optionValue)}
        >
          {fields.map((f) => (
            <Option key={f.pointer} value={f.pointer} text={names.get(f.pointer) ?? ''}>
              {names.get(f.pointer) ?? ''}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {field && <FieldEditor key={field.pointer} field={field} draft={draft} resolve={resolve} onChange={onChange} />}
    </div>
  );
}

interface FieldEditorProps extends StructuredEditorProps {
  field: FormField;
}

/** Applies an edit: the new draft to the page, or the engine's refusal as the section's error. */
function useEdit(onChange: (draft: FormVersion) => void) {
  const [error, setError] = useState<string | null>(null);
  const apply = (result: EditResult<FormVersion>): boolean => {
    if (!result.ok) {
      setError(result.error);
      return false;
    }
    setError(null);
    onChange(result.value);
    return true;
  };
  return { error, apply, clear: () => setError(null) };
}

/** A titled group of one kind of change, submitted with Enter or its button. */
function Section({ title, onSubmit, children }: { title: string; onSubmit?: () => void; children: ReactNode }) {
  const classes = useStyles();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={classes.section}>
        <legend className={classes.legend}>{title}</legend>
        {children}
      </fieldset>
    </form>
  );
}

const NUMBER_BOUNDS: EditableBound[] = ['minimum', 'maximum'];
const TEXT_BOUNDS: EditableBound[] = ['minLength', 'maxLength'];

function typesOf(schema: Record<string, unknown>): string[] {
  return typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? (schema.type as string[]) : [];
}

/** A bound as the user reads it: "Minimum length". */
const boundName = (bound: string): string => {
  const name = BOUND_WORDS[bound]?.name ?? bound;
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** The options of a choice field as the form shows them: value and label. */
function optionsOf(field: FormField): Array<{ value: unknown; label: string }> | undefined {
  const { schema, ui } = field;
  if (Array.isArray(schema.enum)) {
    const names = Array.isArray(ui['ui:enumNames']) ? (ui['ui:enumNames'] as unknown[]) : [];
    return (schema.enum as unknown[]).map((value, i) => ({ value, label: typeof names[i] === 'string' ? names[i] : String(value) }));
  }
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const list = schema[keyword];
    if (Array.isArray(list) && list.length > 0 && list.every((entry) => typeof entry === 'object' && entry !== null && 'const' in entry)) {
      return (list as Array<{ const: unknown; title?: unknown }>).map((entry) => ({
        value: entry.const,
        label: typeof entry.title === 'string' ? entry.title : String(entry.const),
      }));
    }
  }
  return undefined;
}

/** Rules a message can be written for, in the order the picker lists them, with their names. */
const MESSAGE_RULES: Array<[string, string]> = [
  ['_', 'Any error without its own message'],
  ['required', 'Missing answer'],
  ['minimum', 'Minimum'],
  ['maximum', 'Maximum'],
  ['minLength', 'Minimum length'],
  ['maxLength', 'Maximum length'],
  ['pattern', 'Pattern'],
  ['format', 'Format'],
  ['enum', 'Not one of the options'],
  ['type', 'Wrong kind of answer'],
];

/** The message a field shows now for a rule ('' when none). */
function messageOf(field: FormField, parentMessages: unknown, keyword: string): string {
  if (keyword === 'required') {
    const required = (parentMessages as { required?: unknown } | undefined)?.required;
    const text = typeof required === 'object' && required !== null ? (required as Record<string, unknown>)[field.name] : undefined;
    return typeof text === 'string' ? text : '';
  }
  const messages = field.schema.errorMessage;
  if (typeof messages === 'string') return keyword === '_' ? messages : '';
  const text = typeof messages === 'object' && messages !== null ? (messages as Record<string, unknown>)[keyword] : undefined;
  return typeof text === 'string' ? text : '';
}

function FieldEditor({ field, draft, resolve, onChange }: FieldEditorProps) {
  const classes = useStyles();
  const pointer = field.pointer;
  const types = typesOf(field.schema);
  const numeric = types.includes('number') || types.includes('integer');
  const bounds = numeric ? NUMBER_BOUNDS : types.includes('string') ? TEXT_BOUNDS : [];
  const options = optionsOf(field);
  const parent = outlineForm(draft, resolve).fields.get(pointer.slice(0, pointer.lastIndexOf('/')));
  const rules = MESSAGE_RULES.filter(
    ([keyword]) => keyword === '_' || (keyword === 'required' ? field.required === true : field.schema[keyword] !== undefined),
  );

  const label = useEdit(onChange);
  const [labelText, setLabelText] = useState(labelOf(field.schema, field.ui, field.name));
  const help = useEdit(onChange);
  const currentHelp =
    typeof field.ui['ui:help'] === 'string'
      ? field.ui['ui:help']
      : typeof field.ui['ui:description'] === 'string'
        ? field.ui['ui:description']
        : '';
  const [helpText, setHelpTextValue] = useState(currentHelp);
  const required = useEdit(onChange);
  const bound = useEdit(onChange);
  const [boundText, setBoundText] = useState<Record<string, string>>(() =>
    Object.fromEntries(bounds.map((b) => [b, typeof field.schema[b] === 'number' ? String(field.schema[b]) : ''])),
  );
  const message = useEdit(onChange);
  const [rule, setRule] = useState(rules[0][0]);
  const [messageText, setMessageText] = useState(messageOf(field, parent?.schema.errorMessage, rules[0][0]));
  const option = useEdit(onChange);
  const [optionLabels, setOptionLabels] = useState<string[]>(() => (options ?? []).map((o) => o.label));
  const [newValue, setNewValue] = useState('');
  const [newLabel, setNewLabel] = useState('');

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
    bound.apply(setBounds(draft, pointer, change, resolve));
  };

  const optionValue = (text: string): unknown => (numeric && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

  return (
    <>
      <Text className={classes.code}>{`Editing ${pathOf(field)} (${field.name})`}</Text>
      <Section title="Label" onSubmit={() => label.apply(setFieldLabel(draft, pointer, labelText, resolve))}>
        <Field label="Label" validationState={label.error ? 'error' : 'none'} validationMessage={label.error ?? undefined}>
          <Input value={labelText} onChange={(_, d) => setLabelText(d.value)} />
        </Field>
        <div className={classes.actions}>
          <Button type="submit">Apply label</Button>
        </div>
      </Section>

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

      {field.required !== undefined && (
        <Section title="Answer needed">
          <Field validationState={required.error ? 'error' : 'none'} validationMessage={required.error ?? undefined}>
            <Switch
              label="Required"
              checked={field.required}
              onChange={(_, d) => required.apply(setRequired(draft, pointer, d.checked, resolve))}
            />
          </Field>
        </Section>
      )}

      {bounds.length > 0 && (
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
      )}

      {options && (
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
      )}

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
    </>
  );
}
