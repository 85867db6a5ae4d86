import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { validateForm, type Flow, type FlowStep, type SchemaRegistry, type UiSchema } from '@/engine';
import { sanitiseHolderPhones } from '@/engine/accountOpening';
import type { FeesInfo, Opening } from '@/types/api';
import { ACCOUNT_OPENING_TEXTS, accountOpeningActions as actions } from '@/store/accountOpeningSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { FlowRunner, type FlowAnswers } from '@/widgets/FlowRunner';
import type { DraftStorage } from '@/widgets/flowDraft';
import type { FormData } from '@/widgets/TesseraForm';
import ConfirmDetails from './ConfirmDetails';
import FinishStep from './FinishStep';
import SignStep from './SignStep';
import { FEE_CHOICE_FIELDS, deriveFees, feeValuesFor, feesFlagsOf } from './fees';
import {
  answersFromOpening,
  contextOf,
  derivePersonalDetails,
  fieldsHiddenByFlow,
  groupSavedAt,
  hasUnknownPastExperience,
  isSigned,
  resumeStepOf,
  signStepProblem,
  stepProblem,
  validStagesOf,
} from './sections';

/** The wizard keeps no draft in the browser: what is saved is on the server, the current step's typing is not kept (the leave prompt says so). */
const NO_DRAFTS: DraftStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Answers the server checks again: the holders' phone numbers normalised as they will be stored (portal-shell §5). */
function sanitisedBody(section: string, body: Record<string, unknown>): Record<string, unknown> {
  if (section !== 'personaldetails' || !Array.isArray(body.Holders)) return body;
  return { ...body, Holders: body.Holders.map(sanitiseHolderPhones) };
}

export interface WizardProps {
  flow: Flow;
  registry: SchemaRegistry;
  opening: Opening;
  referenceData: Record<string, unknown>;
  feesInfo: FeesInfo | null;
  docuSignOffered: boolean;
}

/**
 * The account-opening wizard on the engine's FlowRunner (portal-shell §2, §4): the flow's seven
 * stages, the context derived live from the answers, each section saved through the saga before
 * the wizard moves on, stages entered from the tracker only when the one before is valid, and the
 * wizard resumed where the adviser left off. No step is put in the URL.
 */
export default function Wizard({ flow, registry, opening, referenceData, feesInfo, docuSignOffered }: WizardProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const save = useAppSelector((s) => s.accountOpening.save);
  // Where the adviser left off and what they saved: read once, when the wizard opens.
  const [start] = useState(() => ({ answers: answersFromOpening(opening), stepId: resumeStepOf(flow, opening, registry.conditions) }));
  const validStageIds = useMemo(() => validStagesOf(flow, opening, registry.conditions), [flow, opening, registry]);

  // Stored answers with an experience code this platform does not know (portal-shell §8): shown, not only logged.
  const unknownExperience = useMemo(() => hasUnknownPastExperience(registry, start.answers), [registry, start]);

  // A section save resolves the Next that asked for it: true, or the server's first message.
  const waiting = useRef(new Map<number, (verdict: true | string) => void>());
  useEffect(() => {
    if (!save || save.status === 'saving') return;
    const resolve = waiting.current.get(save.id);
    if (!resolve) return;
    waiting.current.delete(save.id);
    resolve(save.status === 'saved' ? true : (save.error ?? ACCOUNT_OPENING_TEXTS.saveFailed));
  }, [save]);

  const latestOpening = useRef(opening);
  latestOpening.current = opening;
  const beforeNext = useCallback(
    (step: FlowStep, answers: FlowAnswers): Promise<boolean | string> | boolean | string => {
      if (step.id === 'Sign') return signStepProblem(latestOpening.current) ?? true;
      // The engine's cross-section rules, before the server is asked (it asks them again).
      const problem = stepProblem(step.id, answers, flow, registry.conditions);
      if (problem) return problem;
      const group = groupSavedAt(step.id);
      if (!group) return true;
      // The three acknowledgement steps share one form: it is validated whole when the stage is saved.
      if (group.section === 'acknowldedgements') {
        const verdict = validateForm(registry, 'acknowledgements', answers.Acknowledgements ?? {});
        if (!verdict.valid) return verdict.errors[0].message;
      }
      return new Promise((resolve) => {
        const action = dispatch(
          actions.sectionSaveRequested({
            stepId: step.id,
            section: group.section,
            body: sanitisedBody(
              group.section,
              group.body(answers, (stepId) => fieldsHiddenByFlow(flow, stepId, contextOf(answers), registry.conditions)),
            ),
          }),
        );
        waiting.current.set(action.payload.id, resolve);
      });
    },
    [dispatch, flow, registry],
  );

  // "Choosing a term account sets a term flag"; the fee schedule follows the access and option choices.
  const lastFees = useRef('');
  const onAnswersChange = useCallback(
    (answers: FlowAnswers) => {
      const flags = feesFlagsOf(answers.FeesAndCharges as Record<string, unknown> | undefined);
      const key = JSON.stringify(flags);
      if (key === lastFees.current) return;
      lastFees.current = key;
      dispatch(actions.feesChoiceChanged(flags));
    },
    [dispatch],
  );
  useEffect(() => onAnswersChange(start.answers), [onAnswersChange, start]);

  const choices = feesInfo?.Choices;
  const derive = useMemo(
    () => ({ fees: (data: FormData) => deriveFees(data, choices), 'personal-details': derivePersonalDetails }),
    [choices],
  );

  // The fee lists of §5 for the choices so far (feesinfo's data, not a rule): each fee field's
  // widget, its radio display and which fields a step hides come from the form's ui.json and the
  // flow's uiOverrides; only the values offered are added here.
  const uiCache = useRef(new Map<string, UiSchema>());
  const stepUi = useCallback(
    (step: FlowStep, ui: UiSchema, answers: FlowAnswers): UiSchema => {
      if (step.form !== 'fees') return ui;
      const fees = obj(answers[step.answers ?? step.id]);
      const lists = Object.fromEntries(FEE_CHOICE_FIELDS.map((f) => [f, feeValuesFor(f, fees, choices)]));
      const key = `Fees:${JSON.stringify(lists)}:${JSON.stringify(ui)}`;
      let patched = uiCache.current.get(key);
      if (!patched) {
        patched = { ...ui };
        for (const field of FEE_CHOICE_FIELDS) {
          const own = (ui[field] ?? {}) as UiSchema;
          patched[field] = { ...own, 'ui:options': { ...(own['ui:options'] as object | undefined), allowedValues: lists[field] } };
        }
        uiCache.current.set(key, patched);
      }
      return patched;
    },
    [choices],
  );

  const completed = opening.Status === 'Completed';
  const signingStarted = opening.SigningOrders.some((s) => !!s.SignedAt) || completed;
  const navigation = useCallback(
    (step: FlowStep) => {
      if (step.id === 'Sign') return { previous: !signingStarted, next: isSigned(opening) };
      if (step.id === 'Finish') return { previous: false, next: completed };
      return {};
    },
    [signingStarted, opening, completed],
  );

  const screens = useMemo(
    () => ({
      'account-opening-confirm-details': ({ answers }: { answers: FlowAnswers }) => (
        <ConfirmDetails
          flow={flow}
          registry={registry}
          accountType={answers.AccountType as FormData | undefined}
          context={contextOf(answers)}
          referenceData={referenceData}
        />
      ),
      'account-opening-sign': <SignStep docuSignOffered={docuSignOffered} />,
      'account-opening-finish': <FinishStep />,
    }),
    [flow, registry, referenceData, docuSignOffered],
  );

  return (
    <>
      {unknownExperience && (
        <div role="alert">
          <MessageBar intent="error">
            <MessageBarBody>{ACCOUNT_OPENING_TEXTS.unknownPastExperience}</MessageBarBody>
          </MessageBar>
        </div>
      )}
      <FlowRunner
        flow={flow}
        registry={registry}
        contextOf={contextOf}
        draftKey={`opening-${opening.ID}`}
        storage={NO_DRAFTS}
        initialAnswers={start.answers}
        initialStepId={start.stepId}
        validStageIds={validStageIds}
        referenceData={referenceData}
        derive={derive}
        stepUi={stepUi}
        beforeNext={beforeNext}
        onAnswersChange={onAnswersChange}
        navigation={navigation}
        screens={screens}
        onComplete={() => navigate('/my-account')}
      />
    </>
  );
}
