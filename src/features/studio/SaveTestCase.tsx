import { useState } from 'react';
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { FormData } from '@/widgets/TesseraForm';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', alignItems: 'end', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** A test case's name: what a fixture file's name may be (lower-case words joined by hyphens). */
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const NAME_RULE = 'A test case name is lower-case letters and digits, words joined by hyphens (e.g. "us-person-missing").';

/** What the studio says after saving a test case. */
export const SAVED_TEST_CASE = {
  valid: (name: string) => `Saved "${name}" as a valid test case: the draft must accept these answers.`,
  invalid: (name: string, firstError: string) =>
    `Saved "${name}" as an invalid test case: the draft must refuse these answers first with “${firstError}”.`,
} as const;

export interface SaveTestCaseProps {
  /** The answers in the preview now (none typed yet: an empty form). */
  answers: FormData | undefined;
  /** Saves them as a test case of the draft; resolves with the sentence saying what was saved. */
  onSave: (answers: FormData, name: string) => Promise<string>;
}

/**
 * "Save as a test case": the preview's current answers become one of the draft's own fixtures,
 * valid when the draft accepts them, otherwise invalid with the first message it refuses them with.
 */
export default function SaveTestCase({ answers, onSave }: SaveTestCaseProps) {
  const classes = useStyles();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setSaved(null);
    if (!NAME.test(name)) {
      setProblem(NAME_RULE);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      setSaved(await onSave(answers ?? {}, name));
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={classes.panel} aria-labelledby="save-test-case-title">
      <h3 id="save-test-case-title" className={classes.title}>
        Save as a test case
      </h3>
      <div className={classes.actions}>
        <Field
          label="Test case name"
          hint="The answers in the form above become a test of the draft: valid if the draft accepts them, otherwise invalid with its first message."
          validationState={problem ? 'error' : 'none'}
          validationMessage={problem ?? undefined}
        >
          <Input
            value={name}
            onChange={(_, d) => {
              setName(d.value);
              setProblem(null);
            }}
          />
        </Field>
        <Button disabled={busy} onClick={() => void save()}>
          Save as a test case
        </Button>
      </div>
      <div role="status">{saved && <Text>{saved}</Text>}</div>
    </section>
  );
}
