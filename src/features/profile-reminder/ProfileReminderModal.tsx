import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { stepsFor, uiFor, type SchemaRegistry } from '@/engine';
import { useFormsRegistryLoader } from '@/widgets/formsRegistryContext';
import { TesseraForm, type FormData } from '@/widgets/TesseraForm';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  PROFILE_REMINDER_FLOW,
  PROFILE_REMINDER_FORM,
  PROFILE_REMINDER_MODAL,
  PROFILE_REMINDER_TEXTS as TEXTS,
  profileReminderActions as actions,
  selectProfileReminder,
  type ProfileReminderAnswers,
} from '@/store/profileReminderSlice';
import { selectForms, selectUi } from '@/store/selectors';

/** The spec gives no width: the default modal maximum (compliance §9 "default min 280px and max 600px"). */
const PROFILE_MODAL_WIDTH = 600;

const useStyles = makeStyles({
  surface: { width: '100%', boxSizing: 'border-box' },
  step: { color: tokens.colorNeutralForeground3, margin: `0 0 ${tokens.spacingVerticalM}` },
  buttons: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalL,
  },
  success: { display: 'block', fontSize: tokens.fontSizeBase400 },
});

function submitTextOf(ui: unknown): string {
  const options = (ui as { 'ui:submitButtonOptions'?: { submitText?: string } } | undefined)?.['ui:submitButtonOptions'];
  return options?.submitText ?? TEXTS.confirmDetails;
}

/** The two steps on the profile-reminder flow: step 1 moves on as soon as either answer is chosen. */
function Steps({ registry, start }: { registry: SchemaRegistry; start: ProfileReminderAnswers }) {
  const classes = useStyles();
  const dispatch = useAppDispatch();
  const flow = useAppSelector(selectForms).flows[PROFILE_REMINDER_FLOW];
  const { status } = useAppSelector(selectProfileReminder);
  const [answers, setAnswers] = useState<FormData>(start as unknown as FormData);
  const changed = answers.detailsChanged;
  const context = { DetailsUpdated: false, CphqUser: false, ...(typeof changed === 'boolean' ? { DetailsChanged: changed } : {}) };
  const contextKey = JSON.stringify(context);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the context is compared by value (contextKey)
  const steps = useMemo(() => stepsFor(flow, context, registry.conditions), [flow, registry, contextKey]);
  const step = typeof changed === 'boolean' ? steps[1] : steps[0];
  const ui = useMemo(
    () => (step ? uiFor(step, registry.ui(PROFILE_REMINDER_FORM), context, registry.conditions) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the context is compared by value (contextKey)
    [step, registry, contextKey],
  );
  if (!step) return null;
  const submitting = status === 'submitting';

  if (step === steps[0]) {
    return (
      <>
        <Text as="p" className={classes.step}>
          {step.title}
        </Text>
        <TesseraForm
          key="step-1"
          registry={registry}
          formId={PROFILE_REMINDER_FORM}
          ui={ui}
          formData={answers}
          onChange={(data) => setAnswers(data)}
          validateShownOnly
          idPrefix="profile-reminder-1"
        >
          <></>
        </TesseraForm>
      </>
    );
  }
  return (
    <>
      <Text as="p" className={classes.step}>
        {step.title}
      </Text>
      <TesseraForm
        key={`step-2-${String(changed)}`}
        registry={registry}
        formId={PROFILE_REMINDER_FORM}
        ui={ui}
        formData={answers}
        onChange={(data) => setAnswers(data)}
        onSubmit={(data) =>
          dispatch(
            actions.confirmed({
              email: String(data.email ?? ''),
              phone: typeof data.phone === 'string' ? data.phone : '',
              financialChanged: data.financialChanged === true,
              detailsChanged: data.detailsChanged === true,
            }),
          )
        }
        validateShownOnly
        disabled={submitting}
        idPrefix="profile-reminder-2"
      >
        <div className={classes.buttons}>
          <Button
            type="button"
            disabled={submitting}
            onClick={() => {
              const { detailsChanged: _dropped, ...rest } = answers;
              setAnswers(rest);
            }}
          >
            {TEXTS.backToStep1}
          </Button>
          {submitting && <Spinner size="tiny" label={TEXTS.updating} labelPosition="after" />}
          <Button type="submit" appearance="primary" disabled={submitting}>
            {submitTextOf(ui)}
          </Button>
        </div>
      </TesseraForm>
    </>
  );
}

/**
 * 'Are your details still up-to-date?' (compliance §2.5, §4): step 1 of 2 asks whether the
 * circumstances changed, step 2 confirms the details (Phone and Email editable only if they
 * changed); 'Confirm Details' shows the loader while the saga waits 1 s and sends the update, then
 * 'Updated Profile Successfully' with OK.
 */
export default function ProfileReminderModal() {
  const classes = useStyles();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectUi).openModals.includes(PROFILE_REMINDER_MODAL);
  const { status, answers } = useAppSelector(selectProfileReminder);
  const forms = useAppSelector(selectForms);
  const loadRegistry = useFormsRegistryLoader();
  const [registry, setRegistry] = useState<SchemaRegistry | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    void loadRegistry().then((r) => {
      if (live) setRegistry(r);
    });
    return () => {
      live = false;
    };
  }, [open, loadRegistry]);
  if (!open) return null;
  const ready =
    !!registry && !!forms.flows[PROFILE_REMINDER_FLOW] && !!forms.loaded[PROFILE_REMINDER_FORM] && registry.has(PROFILE_REMINDER_FORM);
  return (
    <Dialog open modalType="alert">
      <DialogSurface className={classes.surface} style={{ maxWidth: PROFILE_MODAL_WIDTH }}>
        <DialogBody>
          <DialogTitle>{TEXTS.title}</DialogTitle>
          <DialogContent>
            {status === 'succeeded' ? (
              <Text role="status" className={classes.success}>
                {TEXTS.succeeded}
              </Text>
            ) : ready && answers ? (
              <Steps registry={registry} start={answers} />
            ) : (
              <Spinner label="Loading…" />
            )}
          </DialogContent>
          {status === 'succeeded' && (
            <DialogActions>
              <Button appearance="primary" onClick={() => dispatch(actions.closed())}>
                {TEXTS.ok}
              </Button>
            </DialogActions>
          )}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
