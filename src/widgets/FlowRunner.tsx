import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  canEnterStage,
  nextStep,
  previousStep,
  progressOf,
  replayAnswers,
  stagesFor,
  stepsFor,
  uiFor,
  type Flow,
  type Conditions,
  type FlowStep,
  type SchemaRegistry,
  type UiSchema,
} from '@/engine';
import ErrorSummary from './ErrorSummary/ErrorSummary';
import StepTracker, { type StageItem } from './StepTracker/StepTracker';
import { TesseraForm, type FormData } from './TesseraForm';
import { DRAFT_SAVE_DELAY_MS, browserStorage, draftKeyOf, readDraft, removeDraft, writeDraft, type DraftStorage } from './flowDraft';
import { nextLabelOf } from './flowSteps';

export type FlowAnswers = Record<string, unknown>;

/** What a screen step (sign, finish, introduction …) gets to work with. */
export interface ScreenSlotProps {
  step: FlowStep;
  answers: FlowAnswers;
  /** Stores the screen's own answer under the step's answers key. */
  setAnswer: (value: unknown) => void;
  next: () => void;
  previous: () => void;
}

export type ScreenSlot = ReactNode | ((props: ScreenSlotProps) => ReactNode);

export interface FlowRunnerProps {
  flow: Flow;
  /** The flow context its conditions read (e.g. `{ AccountTypeId: 400160, IsJoint: false }`). */
  context?: unknown;
  /**
   * The context derived live from the current answers (replaces `context`): conditions that read
   * answers of the step being edited (a term-account choice, say) follow every change.
   */
  contextOf?: (answers: FlowAnswers) => unknown;
  registry: SchemaRegistry;
  /** Keys the autosaved draft (`flowDraft:<flowId>:<draftKey>`), e.g. the user and account. */
  draftKey: string;
  /** Called with the answers of the visible steps when the last step is passed. */
  onComplete: (answers: FlowAnswers) => void;
  /** What screen steps show, by their `screen` name. */
  screens?: Record<string, ScreenSlot>;
  /** Answers to start from when there is no draft (stored data, say). */
  initialAnswers?: FlowAnswers;
  /** Reference lists for the forms' selects (see TesseraForm). */
  referenceData?: Record<string, unknown>;
  /** Computed answers per form id (see TesseraForm `derive`). */
  derive?: Record<string, (formData: FormData) => FormData>;
  /** Where the draft is kept; localStorage by default. */
  storage?: DraftStorage;
  /**
   * Runs when a step is passed (after its form is valid), before the flow moves on — e.g. saving
   * the step's section. `true` moves on; `false` stays; a text stays and shows it as the step's error.
   * The buttons wait while it runs.
   */
  beforeNext?: (step: FlowStep, answers: FlowAnswers) => Promise<boolean | string> | boolean | string;
  /** The step to start on when there is no draft (where the user left off). */
  initialStepId?: string;
  /**
   * Ids of the stages known to be valid. When given, the tracker lists stages: valid ones ticked,
   * and a stage can be entered from it only when every stage before it is valid.
   */
  validStageIds?: readonly string[];
  /** Changes a step's uiSchema after the flow's overrides (choices that depend on answers, say). */
  stepUi?: (step: FlowStep, ui: UiSchema, answers: FlowAnswers) => UiSchema;
  /** Hears every change of the answers. */
  onAnswersChange?: (answers: FlowAnswers) => void;
  /** Which of Previous / Next a step shows (both by default); a screen step may drive the flow itself. */
  navigation?: (step: FlowStep, answers: FlowAnswers) => { previous?: boolean; next?: boolean };
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, scrollMarginTop: tokens.spacingVerticalXXL },
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase500,
    outlineStyle: 'none',
  },
  progress: { color: tokens.colorNeutralForeground3 },
  buttons: { display: 'flex', justifyContent: 'space-between', marginTop: tokens.spacingVerticalL },
});

/** The step to stand on: the saved one if it still exists for the context, else the first visible step at or after it. */
function standingStep(flow: Flow, steps: readonly FlowStep[], wanted: string | undefined): FlowStep | undefined {
  if (!wanted) return steps[0];
  const found = steps.find((s) => s.id === wanted);
  if (found) return found;
  const order = flow.stages.flatMap((stage) => stage.steps.map((s) => s.id));
  const at = order.indexOf(wanted);
  return steps.find((s) => order.indexOf(s.id) >= at) ?? steps[steps.length - 1];
}

/** The tracker's stages: valid ones done, and each enterable one (every stage before it valid) a way in. */
function stageItems(
  flow: Flow,
  context: unknown,
  conditions: Conditions,
  steps: readonly FlowStep[],
  current: FlowStep,
  validStageIds: readonly string[],
  enter: ((first: FlowStep) => void) | undefined,
): StageItem[] {
  return stagesFor(flow, context, conditions).map(({ id, title }) => {
    const first = steps.find((s) => s.stageId === id)!;
    const isCurrent = id === current.stageId;
    const enterable = !isCurrent && !!enter && canEnterStage(flow, context, id, { validStages: validStageIds }, conditions);
    return {
      id,
      title,
      state: isCurrent ? 'current' : validStageIds.includes(id) ? 'done' : 'upcoming',
      onEnter: enterable ? () => enter(first) : undefined,
    };
  });
}

/**
 * Runs a flow: a step tracker, the current step's form (the flow's ui overrides applied for the
 * context) or screen, and Previous / Next. Next validates the step with the engine and moves on
 * only when it is valid; steps whose conditions do not hold are skipped both ways. Answers are
 * autosaved as a draft per flow (debounced) and restored after a reload; passing the last step
 * calls `onComplete` with the answers of the steps that exist for the context.
 */
export function FlowRunner(props: FlowRunnerProps) {
  const {
    flow,
    registry,
    draftKey,
    onComplete,
    screens = {},
    initialAnswers,
    referenceData,
    derive,
    beforeNext,
    validStageIds,
    contextOf,
    stepUi: patchUi,
    onAnswersChange,
    navigation,
  } = props;
  const classes = useStyles();
  const storage = props.storage ?? browserStorage();
  const key = draftKeyOf(flow.id, draftKey);
  const [state, setState] = useState(() => {
    const draft = readDraft(storage, key);
    return { stepId: draft?.stepId ?? props.initialStepId, answers: draft?.answers ?? initialAnswers ?? {} };
  });
  const answers = state.answers;
  const context = contextOf ? contextOf(answers) : props.context;
  // Callers may build the context afresh on every render: it is compared by value.
  const contextKey = JSON.stringify(context ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the context is compared by value (contextKey)
  const steps = useMemo(() => stepsFor(flow, context, registry.conditions), [flow, contextKey, registry]);
  const step = standingStep(flow, steps, state.stepId);
  // While `beforeNext` runs the buttons wait; a text it returns is shown until the next try.
  const [busy, setBusy] = useState(false);
  const [stepError, setStepError] = useState<string | undefined>(undefined);

  const answersHeard = useRef(answers);
  useEffect(() => {
    if (answersHeard.current === answers) return;
    answersHeard.current = answers;
    onAnswersChange?.(answers);
  }, [answers, onAnswersChange]);

  // Autosave: the draft follows the answers and the step, half a second after the last change.
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; save: () => void } | null>(null);
  const flush = useCallback(() => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    pending.current.save();
    pending.current = null;
  }, []);
  const stepId = step?.id;
  const completed = useRef(false);
  useEffect(() => {
    if (!stepId || completed.current) return;
    const save = () => writeDraft(storage, key, { version: flow.version, stepId, answers });
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = {
      timer: setTimeout(() => {
        pending.current = null;
        save();
      }, DRAFT_SAVE_DELAY_MS),
      save,
    };
  }, [storage, key, flow.version, stepId, answers]);
  // Leaving the page (or the flow) keeps what was typed in the last half second too.
  useEffect(() => flush, [flush]);

  // Changing step scrolls the flow back to its top and moves focus to the new step's heading.
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(stepId);
  useEffect(() => {
    if (shownStep.current === stepId) return;
    shownStep.current = stepId;
    root.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [stepId]);

  // The step's uiSchema: its form's ui.json with the overrides whose conditions hold.
  const flowUi = useMemo(
    () => (step?.form ? uiFor(step, registry.ui(step.form), context, registry.conditions) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the context is compared by value (contextKey)
    [step, registry, contextKey],
  );
  const stepUi = useMemo(() => (flowUi && step && patchUi ? patchUi(step, flowUi, answers) : flowUi), [flowUi, step, patchUi, answers]);
  const answerKey = step ? (step.answers ?? step.id) : '';
  const setAnswer = useCallback(
    (value: unknown) => {
      setState((s) => ({ ...s, answers: { ...s.answers, [answerKey]: value } }));
    },
    [answerKey],
  );

  const goTo = (target: FlowStep) => {
    setStepError(undefined);
    setState((s) => ({ ...s, stepId: target.id }));
  };
  const next = async (latest: FlowAnswers = answers) => {
    if (!step || busy) return;
    if (beforeNext) {
      setStepError(undefined);
      setBusy(true);
      let verdict: boolean | string;
      try {
        verdict = await beforeNext(step, latest);
      } finally {
        setBusy(false);
      }
      if (verdict !== true) {
        if (typeof verdict === 'string') setStepError(verdict);
        return;
      }
    }
    const latestContext = contextOf ? contextOf(latest) : context;
    const following = nextStep(flow, latestContext, step.id, registry.conditions);
    if (following) {
      goTo(following);
      return;
    }
    // A completed flow leaves no draft behind (the caller stores the answers).
    completed.current = true;
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    removeDraft(storage, key);
    onComplete(replayAnswers(flow, latestContext, latest, registry.conditions).kept);
  };
  const previous = () => {
    const before = step && previousStep(flow, context, step.id, registry.conditions);
    if (before) goTo(before);
  };

  if (!step) return null;
  const progress = progressOf(flow, context, step.id, registry.conditions);
  const hasPrevious = progress.index > 1;
  const isLast = progress.index === progress.total;
  const shown = { previous: true, next: true, ...navigation?.(step, answers) };

  const previousButton = shown.previous ? (
    <Button type="button" onClick={previous} disabled={!hasPrevious || busy}>
      Previous
    </Button>
  ) : (
    <span />
  );
  const waiting = busy ? <Spinner size="tiny" label="Saving…" labelPosition="after" /> : null;
  let body: ReactNode;
  if (step.form) {
    const form = step.form;
    body = (
      <TesseraForm
        key={step.id}
        registry={registry}
        formId={form}
        ui={stepUi}
        formData={answers[answerKey] as FormData | undefined}
        onChange={setAnswer}
        onSubmit={(data) => {
          const latest = { ...answers, [answerKey]: data };
          setState((s) => ({ ...s, answers: latest }));
          void next(latest);
        }}
        validateShownOnly
        referenceData={referenceData}
        derive={derive?.[form]}
        idPrefix={`${flow.id}-${step.id}`.replace(/[^A-Za-z0-9-]/g, '-')}
      >
        <ErrorSummary message={stepError} />
        <div className={classes.buttons}>
          {previousButton}
          {waiting}
          {shown.next && (
            <Button type="submit" appearance="primary" disabled={busy}>
              {nextLabelOf(stepUi, isLast)}
            </Button>
          )}
        </div>
      </TesseraForm>
    );
  } else {
    const slot = step.screen ? screens[step.screen] : undefined;
    const content = typeof slot === 'function' ? slot({ step, answers, setAnswer, next: () => void next(), previous }) : slot;
    body = (
      <>
        {content}
        <ErrorSummary message={stepError} />
        <div className={classes.buttons}>
          {previousButton}
          {waiting}
          {shown.next && (
            <Button type="button" appearance="primary" disabled={busy} onClick={() => void next()}>
              {isLast ? 'Finish' : 'Next'}
            </Button>
          )}
        </div>
      </>
    );
  }

  return (
    <div ref={root} className={classes.root}>
      {validStageIds ? (
        <StepTracker
          steps={steps}
          currentId={step.id}
          stages={stageItems(flow, context, registry.conditions, steps, step, validStageIds, busy ? undefined : (first) => goTo(first))}
        />
      ) : (
        <StepTracker steps={steps} currentId={step.id} />
      )}
      <div>
        <h2 ref={heading} tabIndex={-1} className={classes.heading}>
          {step.title}
        </h2>
        <Text className={classes.progress}>{`Step ${progress.index} of ${progress.total} · ${step.stageTitle}`}</Text>
      </div>
      {body}
    </div>
  );
}

export default FlowRunner;
