import { useState } from 'react';
import { Button, Field, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import type { FormError } from '@/engine';
import type { FormData } from '@/widgets/TesseraForm';
import { parseAnswers } from './parseAnswers';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  text: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  actions: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

export interface TryAnswersProps {
  /** Loads the answers into the form and validates them as a submit would. */
  onCheck: (answers: FormData) => void;
  /** The errors the last check found (none: valid), or null before the first check. */
  verdict: readonly FormError[] | null;
  /** Why answers cannot be checked now (the check is off and this says so), or undefined. */
  disabledReason?: string;
}

/**
 * "Try answers": compliance staff paste the answers a client gave (or a fixture) and see the
 * engine's verdict on them as given — the first error, shown in the form, or that they are valid —
 * without typing them in.
 * A paste that is not a JSON object is refused here, announced under the text area. The form
 * announces its first error itself (its alert); beside the button the outcome is repeated quietly,
 * since the form's alert may be out of view above.
 */
export default function TryAnswers({ onCheck, verdict, disabledReason }: TryAnswersProps) {
  const classes = useStyles();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const check = () => {
    const parsed = parseAnswers(text);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem(null);
    onCheck(parsed.answers);
  };

  return (
    <section className={classes.panel} aria-labelledby="try-answers-title">
      <h3 id="try-answers-title" className={classes.title}>
        Try answers
      </h3>
      <Field
        label="Try answers (JSON)"
        hint="A JSON object of field names and answers. Check answers puts them into the form above and validates them as given, as the server would."
        validationState={problem ? 'error' : 'none'}
        validationMessage={problem ?? undefined}
      >
        <Textarea
          className={classes.text}
          resize="vertical"
          rows={6}
          spellCheck={false}
          value={text}
          onChange={(_, data) => {
            setText(data.value);
            setProblem(null);
          }}
        />
      </Field>
      <div className={classes.actions}>
        <Button onClick={check} disabledFocusable={!!disabledReason}>
          Check answers
        </Button>
        {disabledReason && <Text>{disabledReason}</Text>}
        <div role="status">{verdict && verdict.length === 0 && <Text>The answers are valid.</Text>}</div>
        {verdict && verdict.length > 0 && (
          <Text>{`Not valid: ${verdict.length === 1 ? 'one error' : `${verdict.length} errors`}, the first shown in the form above: “${verdict[0].message}”`}</Text>
        )}
      </div>
    </section>
  );
}
