import { useId, useMemo, useState } from 'react';
import {
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Condition } from '@/engine/flows/types';
import type { JsonParse } from '../JsonCodeEditor';
import { conditionOf, conditionWords, parseValues, shapeOf, valueLabel, type ConditionShape, type Fact } from './flowDraft';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  values: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, border: 'none', margin: 0, padding: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground2 },
  words: { fontStyle: 'italic' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

type Kind = ConditionShape['kind'];

const KIND_WORDS: Record<Kind, string> = {
  always: 'Always shown',
  'shown-when': 'Shown only when a fact is one of some values',
  'hidden-when': 'Hidden when a fact is one of some values',
  advanced: 'Another condition (JSON)',
};

/** A value's key among the checkboxes. */
const keyOf = (value: unknown) => JSON.stringify(value);

export interface ConditionEditorProps {
  /** What the condition is of, as a sentence names it: "stage Investment Profile". */
  subject: string;
  /** The condition now (undefined: always shown). */
  when: Condition | undefined;
  /** The facts of the flow's context a condition may read. */
  facts: readonly Fact[];
  /** Sets the condition (null: always shown); answers the refusal's sentence, or undefined when it was set. */
  onApply: (when: Condition | null) => string | undefined;
  onCancel: () => void;
}

/**
 * Edits one stage's or step's condition without writing JSON: always shown; shown only when a
 * fact of the flow's context is one of some values; hidden when it is — the values the context
 * schema lists offered as checkboxes, others typed — or, for any other rule, the condition as JSON.
 * Says the condition in words as it is built; a refusal (a fact the flow does not know, no value
 * chosen, JSON that does not parse) is shown here.
 */
export default function ConditionEditor({ subject, when, facts, onApply, onCancel }: ConditionEditorProps) {
  const classes = useStyles();
  const id = useId();
  const start = useMemo(() => shapeOf(when), [when]);
  const [kind, setKind] = useState<Kind>(start.kind);
  const [factName, setFactName] = useState(
    start.kind === 'shown-when' || start.kind === 'hidden-when' ? start.fact : (facts[0]?.name ?? ''),
  );
  const startValues = start.kind === 'shown-when' || start.kind === 'hidden-when' ? start.values : [];
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(startValues.map(keyOf)));
  const [typed, setTyped] = useState(() => startValues.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', '));
  const [advanced, setAdvanced] = useState(() => JSON.stringify(when ?? {}, null, 2));
  const [problem, setProblem] = useState<string | null>(null);
  const fact = facts.find((f) => f.name === factName);

  /** The condition the inputs make, or the sentence saying why they make none. */
  const built = (): JsonParse<Condition | null> => {
    if (kind === 'always') return { ok: true, value: null };
    if (kind === 'advanced') {
      let value: unknown;
      try {
        value = JSON.parse(advanced);
      } catch (error) {
        return { ok: false, message: `The condition's JSON does not parse: ${(error as Error).message}` };
      }
      return { ok: true, value: value as Condition };
    }
    if (!fact) return { ok: false, message: 'Choose the fact the condition reads.' };
    let values: unknown[];
    if (fact.values) {
      values = fact.values.filter((v) => chosen.has(keyOf(v)));
      if (values.length === 0) return { ok: false, message: `Choose at least one value of ${fact.name}.` };
    } else {
      const parsed = parseValues(typed, fact);
      if (!parsed.ok) return parsed;
      values = parsed.value;
    }
    return { ok: true, value: conditionOf({ kind, fact: fact.name, values }) };
  };
  const candidate = built();

  const apply = () => {
    if (!candidate.ok) {
      setProblem(candidate.message);
      return;
    }
    const refusal = onApply(candidate.value);
    setProblem(refusal ?? null);
  };
  const toggle = (value: unknown, on: boolean) =>
    setChosen((all) => {
      const next = new Set(all);
      if (on) next.add(keyOf(value));
      else next.delete(keyOf(value));
      return next;
    });

  return (
    <div className={classes.box} role="group" aria-label={`Condition of ${subject}`}>
      <Field label={`When is ${subject} shown?`}>
        <RadioGroup
          value={kind}
          onChange={(_, d) => {
            setKind(d.value as Kind);
            setProblem(null);
          }}
        >
          {(Object.keys(KIND_WORDS) as Kind[]).map((k) => (
            <Radio key={k} value={k} label={KIND_WORDS[k]} />
          ))}
        </RadioGroup>
      </Field>
      {(kind === 'shown-when' || kind === 'hidden-when') && (
        <>
          <Field label="Fact" hint={fact?.description}>
            <Select
              value={factName}
              onChange={(_, d) => {
                setFactName(d.value);
                setChosen(new Set());
                setTyped('');
                setProblem(null);
              }}
            >
              {facts.map((f) => (
                <option key={f.name} value={f.name}>
                  {f.name}
                </option>
              ))}
            </Select>
          </Field>
          {fact?.values ? (
            <fieldset className={classes.values}>
              <legend className={classes.legend}>{kind === 'shown-when' ? 'Shown when it is one of' : 'Hidden when it is one of'}</legend>
              {fact.values.map((value) => (
                <Checkbox
                  key={keyOf(value)}
                  label={valueLabel(fact, value)}
                  checked={chosen.has(keyOf(value))}
                  onChange={(_, d) => toggle(value, d.checked === true)}
                />
              ))}
            </fieldset>
          ) : (
            fact && (
              <Field
                label={kind === 'shown-when' ? 'Shown when it is one of' : 'Hidden when it is one of'}
                hint="Values separated by commas."
              >
                <Input value={typed} onChange={(_, d) => setTyped(d.value)} />
              </Field>
            )
          )}
        </>
      )}
      {kind === 'advanced' && (
        <Field
          label="Condition (JSON)"
          hint={`A JSON Schema over the flow's facts (${facts.map((f) => f.name).join(', ')}): the stage or step is shown when they meet it.`}
        >
          <Textarea className={classes.code} value={advanced} resize="vertical" rows={8} onChange={(_, d) => setAdvanced(d.value)} />
        </Field>
      )}
      <Text id={`${id}-words`} className={classes.words}>
        {candidate.ok ? `In words: ${conditionWords(candidate.value ?? undefined)}` : ''}
      </Text>
      <div role="alert">
        {problem && (
          <MessageBar intent="error">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      <div className={classes.actions}>
        <Button appearance="primary" onClick={apply} aria-describedby={`${id}-words`}>
          Apply condition
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </div>
  );
}
