import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DUE_DILIGENCE_REFERENCE_DATA, stepsFor, uiFor, type Flow, type SchemaRegistry, type UiSchema } from '@/engine';
import type { DueDiligenceDetails, DueDiligenceDetailsInfo } from '@/types/api';
import ErrorSummary from '@/widgets/ErrorSummary/ErrorSummary';
import StepTracker from '@/widgets/StepTracker/StepTracker';
import { TesseraForm, type FormData } from '@/widgets/TesseraForm';
import { DUE_DILIGENCE_TEXTS as TEXTS, type Holder } from '@/store/dueDiligenceSlice';
import {
  HOLDER_KEYS,
  answersFromDetails,
  changedHolders,
  detailsFromAnswers,
  reviewContext,
  withHolderNotes,
  withUsTaxFlags,
} from './details';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, outlineStyle: 'none' },
  progress: { color: tokens.colorNeutralForeground3 },
  question: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalM,
  },
  buttons: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    justifyContent: 'space-between',
    marginTop: tokens.spacingVerticalL,
  },
});

export interface ReviewStagesProps {
  flow: Flow;
  registry: SchemaRegistry;
  info: DueDiligenceDetailsInfo;
  submitting: boolean;
  /** A failed submission's message. */
  error: string | null;
  /** The holder whose contact details to move to (set by the saga 600 ms after the change). */
  jump: { holder: Holder; seq: number } | null;
  onSubmit: (details: DueDiligenceDetails) => void;
  onFiscalResidenceChanged: (holder: Holder) => void;
}

const ID_PREFIX = 'due-diligence';

/**
 * The view-only mode of a stage whose answers are lists (the sources): the read-only view prints
 * answers as text and cannot print list items, so these stages show their form read-only, with no
 * adding or removing.
 */
function listViewUi(registry: SchemaRegistry, formId: string, ui: UiSchema | undefined): UiSchema | undefined {
  const schema = registry.schema(formId);
  const properties = (schema.properties ?? {}) as Record<string, { type?: unknown; $ref?: string }>;
  const typeOf = (p: { type?: unknown; $ref?: string }) => (p.$ref ? registry.resolveRef(p.$ref, String(schema.$id))?.schema.type : p.type);
  const lists = Object.keys(properties).filter((p) => typeOf(properties[p]) === 'array');
  if (!lists.length) return undefined;
  const view: UiSchema = { ...ui, 'ui:readonly': true };
  for (const name of lists) {
    const field = (ui?.[name] ?? {}) as UiSchema;
    view[name] = { ...field, 'ui:options': { ...(field['ui:options'] as object | undefined), addable: false, removable: false } };
  }
  return view;
}
/** The source stages' options (the same lists the server accepts). */
const REFERENCE_DATA = DUE_DILIGENCE_REFERENCE_DATA as unknown as Record<string, unknown>;

/**
 * The review's four stages (compliance §2.4) on the due-diligence flow: each stage shows the stored
 * answers view-only first; 'Yes' (or 'Add More Information') makes it editable and 'No' (or
 * 'Accept and Submit') moves on unchanged; in edit mode 'Save and Go Next' validates the stage
 * with the engine, turns editing off and advances, or on the last stage submits all details, and
 * 'Go Back' turns editing off and goes to the previous stage. The flow's ui overrides (account
 * types, joint accounts, revealed contact details) are applied for the context.
 */
export default function ReviewStages(props: ReviewStagesProps) {
  const { flow, registry, info, submitting, error, jump, onSubmit, onFiscalResidenceChanged } = props;
  const classes = useStyles();
  const [initial] = useState(() => answersFromDetails(info));
  const [answers, setAnswers] = useState(initial);
  const latest = useRef(answers);
  latest.current = answers;
  const [index, setIndex] = useState(0);
  const [editing, setEditing] = useState(false);

  const changed = changedHolders(initial.GeneralDetails as FormData, answers.GeneralDetails as FormData);
  const context = reviewContext(info, changed);
  const contextKey = JSON.stringify(context);
  const steps = useMemo(
    () => stepsFor(flow, context, registry.conditions).filter((s) => !!s.form),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the context is compared by value (contextKey)
    [flow, registry, contextKey],
  );
  const step = steps[Math.min(index, steps.length - 1)];
  const ui = useMemo(
    () => (step?.form ? uiFor(step, registry.ui(step.form), context, registry.conditions) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the context is compared by value (contextKey)
    [step, registry, contextKey],
  );

  // A changed stage moves focus to its heading, as the flow runner does.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step?.id);
  useEffect(() => {
    if (shown.current === step?.id) return;
    shown.current = step?.id;
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [step?.id]);

  // 600 ms after a holder's fiscal residence changed (the saga's timer) the revealed contact details come into view.
  useEffect(() => {
    if (!jump) return;
    const field = document.getElementById(`${ID_PREFIX}_${HOLDER_KEYS[jump.holder]}_ContactDetails_MobileNo`);
    field?.scrollIntoView?.({ block: 'center' });
    field?.focus({ preventScroll: true });
  }, [jump]);

  const onChange = useCallback(
    (data: FormData) => {
      const key = step?.answers ?? step?.id;
      if (!key) return;
      const before = latest.current;
      let next = { ...before, [key]: data };
      if (key === 'GeneralDetails') {
        const was = changedHolders(initial.GeneralDetails as FormData, before.GeneralDetails as FormData);
        const now = changedHolders(initial.GeneralDetails as FormData, data);
        const newly = (['primary', 'secondary'] as const).filter((h) => now[h] && !was[h]);
        if (newly.length) {
          next = { ...next, MoreInformation: withHolderNotes(next.MoreInformation as FormData, newly) };
          for (const holder of newly) onFiscalResidenceChanged(holder);
        }
      }
      latest.current = next;
      setAnswers(next);
    },
    [step, initial, onFiscalResidenceChanged],
  );

  if (!step?.form) return null;
  const form = step.form;
  const key = step.answers ?? step.id;
  const listUi = editing ? undefined : listViewUi(registry, form, ui);
  const isFirst = index === 0;
  const isLast = index === steps.length - 1;

  const goBack = () => {
    setEditing(false);
    setIndex((i) => Math.max(0, i - 1));
  };
  const moveOn = (stageAnswers: Record<string, unknown>) => {
    if (isLast) {
      onSubmit(detailsFromAnswers(stageAnswers));
      return;
    }
    setEditing(false);
    setIndex((i) => i + 1);
  };

  const goBackButton = !isFirst && (
    <Button type="button" onClick={goBack} disabled={submitting}>
      {TEXTS.goBack}
    </Button>
  );
  const waiting = submitting && <Spinner size="tiny" label={TEXTS.submitting} labelPosition="after" />;

  return (
    <div className={classes.root}>
      <StepTracker steps={steps} currentId={step.id} />
      <div>
        <h3 ref={heading} tabIndex={-1} className={classes.heading}>
          {step.title}
        </h3>
        <Text className={classes.progress}>{`Step ${index + 1} of ${steps.length}`}</Text>
      </div>
      <ErrorSummary message={error ?? undefined} />
      {editing ? (
        <TesseraForm
          key={`${step.id}-edit`}
          registry={registry}
          formId={form}
          ui={ui}
          formData={answers[key] as FormData | undefined}
          onChange={onChange}
          onSubmit={(data) => {
            const next = { ...latest.current, [key]: data };
            latest.current = next;
            setAnswers(next);
            moveOn(next);
          }}
          derive={key === 'GeneralDetails' ? withUsTaxFlags : undefined}
          validateShownOnly
          referenceData={REFERENCE_DATA}
          idPrefix={ID_PREFIX}
        >
          <div className={classes.buttons}>
            {goBackButton || <span />}
            {waiting}
            <Button type="submit" appearance="primary" disabled={submitting}>
              {TEXTS.saveAndGoNext}
            </Button>
          </div>
        </TesseraForm>
      ) : (
        <>
          {listUi ? (
            <TesseraForm
              key={`${step.id}-view`}
              registry={registry}
              formId={form}
              ui={listUi}
              formData={answers[key] as FormData | undefined}
              referenceData={REFERENCE_DATA}
              idPrefix={ID_PREFIX}
            >
              <></>
            </TesseraForm>
          ) : (
            <TesseraForm
              key={`${step.id}-view`}
              registry={registry}
              formId={form}
              ui={ui}
              formData={answers[key] as FormData | undefined}
              readOnly
              referenceData={REFERENCE_DATA}
              idPrefix={ID_PREFIX}
            />
          )}
          <div className={classes.question} role="group" aria-label={isLast ? TEXTS.lastStageQuestion : TEXTS.stageQuestion}>
            <Text weight="semibold">{isLast ? TEXTS.lastStageQuestion : TEXTS.stageQuestion}</Text>
            <Button appearance="primary" onClick={() => setEditing(true)} disabled={submitting}>
              {isLast ? TEXTS.addMoreInformation : TEXTS.yes}
            </Button>
            <Button onClick={() => moveOn(latest.current)} disabled={submitting}>
              {isLast ? TEXTS.acceptAndSubmit : TEXTS.no}
            </Button>
          </div>
          <div className={classes.buttons}>
            {goBackButton || <span />}
            {waiting}
          </div>
        </>
      )}
    </div>
  );
}
