import { useEffect, useRef, useState } from 'react';
import { Button, MessageBar, MessageBarBody, Switch, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { validateForm, type FormError, type SchemaRegistry } from '@/engine';
import { TesseraForm, type FormData } from '@/widgets/TesseraForm';
import TryAnswers from './TryAnswers';

const useStyles = makeStyles({
  page: { maxWidth: '1200px', margin: '0 auto', padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}` },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(12rem, 16rem) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    // A phone: the list of forms above the preview, both the screen's width.
    '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalL },
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXS },
  item: { width: '100%', justifyContent: 'flex-start' },
  chosen: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorNeutralBackground1Selected },
  preview: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
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

export interface FormPreviewPageProps {
  /** The registry holding the served forms (null while they load). */
  registry: SchemaRegistry | null;
  /** Every form id the server serves, in the order to list them. */
  formIds: readonly string[];
  /** The form shown first; the first listed by default. */
  initialFormId?: string;
  /** The reference lists the forms' selects name (`ui:options.referenceData`), as the wizard has them. */
  referenceData?: Record<string, unknown>;
}

/**
 * The form studio's preview: every served form by id, and the chosen one drawn and validated
 * exactly as a screen would (TesseraForm), with its version and schema hash, a read-only view and
 * the answers a valid submit produces. "Try answers" loads pasted answers into the form and shows
 * the engine's verdict on them as given — what the form's submit and the server say of them — in
 * the form, as a failed submit shows it. Presentational: the route's container loads the forms.
 */
export default function FormPreviewPage({ registry, formIds, initialFormId, referenceData }: FormPreviewPageProps) {
  const classes = useStyles();
  const [formId, setFormId] = useState<string | undefined>(initialFormId ?? formIds[0]);
  const [answers, setAnswers] = useState<Record<string, FormData>>({});
  const [submitted, setSubmitted] = useState<FormData | null>(null);
  const [readOnly, setReadOnly] = useState(false);
  const [firstErrorOnly, setFirstErrorOnly] = useState(true);
  const loaded = !!registry && !!formId && registry.has(formId);
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

  const choose = (id: string) => {
    setFormId(id);
    setSubmitted(null);
    setReadOnly(false);
    setCheck(null);
  };

  const tryAnswers = (data: FormData) => {
    if (!registry || !formId) return;
    // The answers as given, not as the form would complete them: a form fills in schema defaults
    // and rows of required lists, while a stored submission or a rejected request has none of them.
    const { errors } = validateForm(registry, formId, data);
    setCheck((last) => ({ count: (last?.count ?? 0) + 1, errors }));
    setAnswers((all) => ({ ...all, [formId]: data }));
    setSubmitted(null);
    setReadOnly(false);
  };

  return (
    <div className={classes.page}>
      <h1>Form preview</h1>
      <div className={classes.layout}>
        <nav aria-label="Forms">
          <ul className={classes.list}>
            {formIds.map((id) => (
              <li key={id}>
                <Button
                  appearance="subtle"
                  className={mergeClasses(classes.item, id === formId && classes.chosen)}
                  aria-current={id === formId ? 'page' : undefined}
                  onClick={() => choose(id)}
                >
                  {id}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
        <section className={classes.preview} aria-label="Preview">
          {!formId && <Text>No forms are served.</Text>}
          {formId && !loaded && <Text>{`The form "${formId}" is not loaded.`}</Text>}
          {formId && loaded && (
            <>
              <div>
                <h2>{registry.schema(formId).title ?? formId}</h2>
                <Text
                  className={classes.meta}
                >{`${formId} · version ${registry.schema(formId).version} · sha-256 ${registry.hash(formId).slice(0, 12)}`}</Text>
              </div>
              <div className={classes.switches}>
                <Switch label="Read-only view" checked={readOnly} onChange={(_, d) => setReadOnly(d.checked)} />
                <Switch label="First error only" checked={firstErrorOnly} onChange={(_, d) => setFirstErrorOnly(d.checked)} />
              </div>
              <div ref={formBox}>
                <TesseraForm
                  key={`${formId}:${checkCount}`}
                  registry={registry}
                  formId={formId}
                  formData={answers[formId]}
                  readOnly={readOnly}
                  referenceData={referenceData}
                  editAction={<Button onClick={() => setReadOnly(false)}>Edit</Button>}
                  showFirstErrorOnly={firstErrorOnly}
                  initialErrors={check?.errors ?? undefined}
                  onChange={(data) => {
                    setAnswers((all) => ({ ...all, [formId]: data }));
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
                  <MessageBar intent="success">
                    <MessageBarBody>The answers are valid.</MessageBarBody>
                  </MessageBar>
                  <pre className={classes.data} aria-label="Submitted answers">
                    {JSON.stringify(submitted, null, 2)}
                  </pre>
                </>
              )}
              <TryAnswers key={formId} onCheck={tryAnswers} verdict={check?.errors ?? null} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
