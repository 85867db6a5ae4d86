import { useCallback, useEffect, useState } from 'react';
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
import { Dismiss24Regular } from '@fluentui/react-icons';
import { DUE_DILIGENCE_SKIP_LIMIT_MESSAGE, canSkipDueDiligence, type SchemaRegistry } from '@/engine';
import { useFormsRegistryLoader } from '@/widgets/formsRegistryContext';
import {
  DUE_DILIGENCE_FLOW,
  DUE_DILIGENCE_FORMS,
  DUE_DILIGENCE_MODALS,
  DUE_DILIGENCE_TEXTS as TEXTS,
  dueDiligenceActions as actions,
  selectDueDiligence,
  type Holder,
} from '@/store/dueDiligenceSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectForms, selectUi } from '@/store/selectors';
import type { DueDiligenceDetails } from '@/types/api';
import ReviewStages from './ReviewStages';

/** Widths (the spec gives none for these modals): the short ones at the default maximum, the form as wide as the KYC form. */
const SHORT_MODAL_WIDTH = 600;
const FORM_MODAL_WIDTH = 1024;

const useStyles = makeStyles({
  surface: { width: '100%', boxSizing: 'border-box' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  limit: { color: tokens.colorNeutralForeground2, flexBasis: '100%' },
  list: { margin: `${tokens.spacingVerticalS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
});

/** The introduction (compliance §2.4): has a form provided since 1 April 2025 changed? Yes, No or Remind Me Later. */
function Introduction({ open }: { open: boolean }) {
  const classes = useStyles();
  const dispatch = useAppDispatch();
  const { reminder, busy } = useAppSelector(selectDueDiligence);
  const limitReached = !!reminder && !canSkipDueDiligence(reminder.SkipCount, reminder.SkipLimit);
  const left = reminder ? Math.max(0, reminder.SkipLimit - reminder.SkipCount) : 0;
  const waiting = busy !== 'none';
  return (
    <Dialog open={open} modalType="alert">
      <DialogSurface className={classes.surface} style={{ maxWidth: SHORT_MODAL_WIDTH }} aria-describedby="due-diligence-intro-text">
        <DialogBody>
          <DialogTitle>{TEXTS.title}</DialogTitle>
          <DialogContent>
            <Text as="p" id="due-diligence-intro-text">
              {TEXTS.introduction}
            </Text>
            {waiting && <Spinner size="tiny" label={busy === 'skipping' ? 'Saving…' : TEXTS.submitting} labelPosition="after" />}
          </DialogContent>
          <DialogActions className={classes.actions} fluid>
            <Button appearance="primary" disabled={waiting} onClick={() => dispatch(actions.changedChosen())}>
              {TEXTS.yes}
            </Button>
            <Button disabled={waiting} onClick={() => dispatch(actions.unchangedChosen())}>
              {TEXTS.no}
            </Button>
            <Button
              disabled={waiting || limitReached}
              aria-describedby="due-diligence-skip-limit"
              onClick={() => dispatch(actions.remindLaterChosen())}
            >
              {TEXTS.remindMeLater}
            </Button>
            {reminder && (
              <Text id="due-diligence-skip-limit" size={200} className={classes.limit}>
                {limitReached ? DUE_DILIGENCE_SKIP_LIMIT_MESSAGE : TEXTS.skipsLeft(left)}
              </Text>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The four stages in a modal, once the flow, its forms and the stored details are loaded. */
function Review({ open }: { open: boolean }) {
  const classes = useStyles();
  const dispatch = useAppDispatch();
  const { info, infoStatus, busy, error, jump } = useAppSelector(selectDueDiligence);
  const forms = useAppSelector(selectForms);
  const flow = forms.flows[DUE_DILIGENCE_FLOW];
  const formsReady = DUE_DILIGENCE_FORMS.every((id) => forms.loaded[id]);
  const loadRegistry = useFormsRegistryLoader();
  const [registry, setRegistry] = useState<SchemaRegistry | null>(null);
  useEffect(() => {
    let live = true;
    void loadRegistry().then((r) => {
      if (live) setRegistry(r);
    });
    return () => {
      live = false;
    };
  }, [loadRegistry]);
  const onSubmit = useCallback((details: DueDiligenceDetails) => dispatch(actions.detailsSubmitted(details)), [dispatch]);
  const onFiscalResidenceChanged = useCallback((holder: Holder) => dispatch(actions.fiscalResidenceChanged(holder)), [dispatch]);
  const ready = !!flow && formsReady && !!registry && !!info && DUE_DILIGENCE_FORMS.every((id) => registry.has(id));
  return (
    <Dialog open={open} modalType="alert">
      <DialogSurface className={classes.surface} style={{ maxWidth: FORM_MODAL_WIDTH }}>
        <DialogBody>
          <DialogTitle
            action={
              <Button
                appearance="subtle"
                aria-label="Close"
                icon={<Dismiss24Regular />}
                disabled={busy === 'submitting'}
                onClick={() => dispatch(actions.formClosed())}
              />
            }
          >
            {TEXTS.title}
          </DialogTitle>
          <DialogContent>
            {ready ? (
              <ReviewStages
                flow={flow}
                registry={registry}
                info={info}
                submitting={busy === 'submitting'}
                error={error}
                jump={jump}
                onSubmit={onSubmit}
                onFiscalResidenceChanged={onFiscalResidenceChanged}
              />
            ) : infoStatus === 'failed' ? (
              <Text>{TEXTS.loadFailed}</Text>
            ) : (
              <Spinner label={TEXTS.loading} />
            )}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The confirmation: the documents to e-mail to the consultant; 'Acknowledged' closes all the review's modals. */
function Confirmation({ open }: { open: boolean }) {
  const classes = useStyles();
  const dispatch = useAppDispatch();
  const { documents } = useAppSelector(selectDueDiligence);
  return (
    <Dialog open={open} modalType="alert">
      <DialogSurface className={classes.surface} style={{ maxWidth: SHORT_MODAL_WIDTH }} aria-describedby="due-diligence-documents">
        <DialogBody>
          <DialogTitle>{TEXTS.confirmationTitle}</DialogTitle>
          <DialogContent id="due-diligence-documents">
            <Text as="p">{TEXTS.confirmationIntro}</Text>
            <ul className={classes.list} aria-label="Documents to e-mail to your consultant">
              {documents.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => dispatch(actions.acknowledged())}>
              {TEXTS.acknowledged}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * The ongoing due-diligence review's modals (compliance §2.4): introduction, the four-stage form
 * and the confirmation, each shown while its id is in `ui.openModals` (the saga opens them in turn).
 */
export default function DueDiligenceModals() {
  const { openModals } = useAppSelector(selectUi);
  const open = (id: string) => openModals.includes(id);
  return (
    <>
      {open(DUE_DILIGENCE_MODALS.introduction) && <Introduction open />}
      {open(DUE_DILIGENCE_MODALS.form) && <Review open />}
      {open(DUE_DILIGENCE_MODALS.confirmation) && <Confirmation open />}
    </>
  );
}
