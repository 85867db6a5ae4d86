import { useEffect, useRef, useState } from 'react';
import { Button, MessageBar, MessageBarBody, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { validateForm, type FormError, type SchemaRegistry } from '@/engine';
import { TesseraForm, type FormData } from '@/widgets/TesseraForm';
import SaveTestCase from './SaveTestCase';
import TryAnswers from './TryAnswers';
import BrandLookFrame from './preview/BrandLookFrame';
import BrandLookPicker from './preview/BrandLookPicker';
import type { BrandLookChoice } from './preview/useBrandLooks';

const useStyles = makeStyles({
  preview: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
  title: { margin: 0 },
  meta: { color: tokens.colorNeutralForeground3 },
  switches: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  data: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    overflowX: 'auto',
    fontSize: tokens.fontSizeBase200,
  },
});

export interface FormPreviewProps {
  /** A registry holding the form (the draft, in the studio). */
  registry: SchemaRegistry;
  formId: string;
  /** The reference lists the form's selects name (`ui:options.referenceData`). */
  referenceData?: Record<string, unknown>;
  /**
   * False when the registry cannot validate the form (a draft whose rules changed): the form is
   * drawn, a submit shows the answers unchecked and "Try answers" is off, each saying why.
   */
  validates?: boolean;
  /** What the preview shows, for its subtitle (e.g. "the draft"). */
  note?: string;
  /** Saves the current answers as a test case of the draft (the studio's Tests); without it there is no such action. */
  onSaveTestCase?: (answers: FormData, name: string) => Promise<string>;
  /** The brand looks the user may choose and the one chosen: the form is drawn in it. Without it, in the page's own look. */
  brandLook?: BrandLookChoice;
}

/**
 * One form drawn exactly as a screen draws it (TesseraForm), with its version and schema hash, a
 * read-only view, the answers a valid submit produces, and "Try answers": pasted answers loaded
 * into the form with the engine's verdict on them as given, shown in the form as a failed submit
 * shows it. The answers typed survive a new version of the form (a draft changing).
 */
export default function FormPreview({
  registry,
  formId,
  referenceData,
  validates = true,
  note,
  onSaveTestCase,
  brandLook,
}: FormPreviewProps) {
  const classes = useStyles();
  const [answers, setAnswers] = useState<FormData | undefined>(undefined);
  const [submitted, setSubmitted] = useState<FormData | null>(null);
  const [readOnly, setReadOnly] = useState(false);
  const [firstErrorOnly, setFirstErrorOnly] = useState(true);
  // The last "Try answers" check: the form is drawn afresh (a new key) with its answers and errors.
  const [check, setCheck] = useState<{ count: number; errors: FormError[] | null } | null>(null);
  const formBox = useRef<HTMLDivElement>(null);
  // As a failed submit does, a failed check takes the user to the field of the first error.
  const checkCount = check?.count ?? 0;
  const checkFailed = !!check?.errors?.length;
  useEffect(() => {
    if (!checkFailed) return undefined;
    // After the fields have drawn their errors (they subscribe to them after the form's commit).
    const timer = setTimeout(() => formBox.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
    return () => clearTimeout(timer);
  }, [checkCount, checkFailed]);

  const tryAnswers = (data: FormData) => {
    // The answers as given, not as the form would complete them: a form fills in schema defaults
    // and rows of required lists, while a stored submission or a rejected request has none of them.
    const { errors } = validateForm(registry, formId, data);
    setCheck((last) => ({ count: (last?.count ?? 0) + 1, errors }));
    setAnswers(data);
    setSubmitted(null);
    setReadOnly(false);
  };

  const schema = registry.schema(formId);
  const drawn = (
    <>
      <div ref={formBox}>
        <TesseraForm
          key={`${formId}:${checkCount}`}
          registry={registry}
          formId={formId}
          formData={answers}
          readOnly={readOnly}
          referenceData={referenceData}
          editAction={<Button onClick={() => setReadOnly(false)}>Edit</Button>}
          showFirstErrorOnly={firstErrorOnly}
          initialErrors={check?.errors ?? undefined}
          onChange={(data) => {
            setAnswers(data);
            setSubmitted(null);
          }}
          onSubmit={(data) => {
            setSubmitted(data);
            // A submit supersedes the last check (its verdict would now be stale).
            setCheck((last) => last && { ...last, errors: null });
          }}
        />
      </div>
      {submitted && (
        <>
          <MessageBar intent={validates ? 'success' : 'info'}>
            <MessageBarBody>{validates ? 'The answers are valid.' : 'The answers as typed (not validated: see above).'}</MessageBarBody>
          </MessageBar>
          <pre className={classes.data} aria-label="Submitted answers">
            {JSON.stringify(submitted, null, 2)}
          </pre>
        </>
      )}
    </>
  );
  return (
    <div className={classes.preview}>
      {brandLook && <BrandLookPicker choice={brandLook} />}
      <div>
        <h2 className={classes.title}>{schema.title ?? formId}</h2>
        {note && <Text block>{note}</Text>}
        <Text className={classes.meta}>{`${formId} · version ${schema.version} · sha-256 ${registry.hash(formId).slice(0, 12)}`}</Text>
      </div>
      {!validates && (
        <MessageBar intent="info">
          <MessageBarBody>
            This draft changes the form&apos;s rules, so the preview draws it without validating: the browser runs only the validators the
            server compiled for published versions. The answers a submit shows are not checked, and Try answers is off until the rules are
            back as published.
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={classes.switches}>
        <Switch label="Read-only view" checked={readOnly} onChange={(_, d) => setReadOnly(d.checked)} />
        <Switch label="First error only" checked={firstErrorOnly} onChange={(_, d) => setFirstErrorOnly(d.checked)} />
      </div>
      {brandLook ? <BrandLookFrame look={brandLook.chosen}>{drawn}</BrandLookFrame> : drawn}
      <TryAnswers
        onCheck={tryAnswers}
        verdict={check?.errors ?? null}
        disabledReason={validates ? undefined : "Try answers needs the form's published rules (see above)."}
      />
      {onSaveTestCase && <SaveTestCase answers={answers} onSave={onSaveTestCase} />}
    </div>
  );
}
