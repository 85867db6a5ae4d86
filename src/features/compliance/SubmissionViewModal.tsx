import { useMemo } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { SchemaRegistry } from '@/engine';
import { registryWithForm } from '@/engine/forms/registryWithForm';
import { TesseraForm } from '@/widgets/TesseraForm';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUi } from '@/store/selectors';
import { uiActions } from '@/store/uiSlice';
import { COMPLIANCE_MODALS, complianceActions, selectCompliance, type SubmissionViewState } from '@/store/complianceSlice';
import { ComplianceDialog } from './ComplianceDialog';
import { COMPLIANCE_FORM_WIDTH } from './ComplianceFormModal';
import { shownTime, submissionName, submittedBy } from './submissionEntry';
import { useServedForm } from './useServedForm';
import { COMPLIANCE_TEXTS as T } from './texts';

/** The view's own words (the spec has none for it: issue 13 item 2). */
export const SUBMISSION_VIEW_TEXTS = {
  title: 'Submitted form',
  loading: 'Loading the submission…',
  openPdf: 'Open PDF',
} as const;

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: `0 0 ${tokens.spacingVerticalL}`,
    '@media (max-width: 480px)': { gridTemplateColumns: '1fr' },
  },
  term: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  detail: { margin: 0, overflowWrap: 'anywhere' },
  answers: { margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

/**
 * The registry to draw a submission's answers with: the version it names (its own schema and
 * labels, beside the served registry's shared definitions and conditions), or the served form for
 * a submission stored before the studio recorded versions.
 * @param served - the browser's registry, holding the served form
 * @param view - the loaded view
 */
export function submissionRegistry(served: SchemaRegistry, view: SubmissionViewState): SchemaRegistry {
  return view.version ? registryWithForm(served, { schema: view.version.schema, ui: view.version.ui }) : served;
}

/**
 * A past compliance submission, read-only (issue 13 item 2): when, by whom and for which account,
 * and the answers drawn by the forms engine with the form version they were given on — its labels
 * and order, not the version in effect now — as the client screens draw a form's read-only view.
 * Opened by "View" on a row of the submitted forms; Close, Escape or the backdrop close it.
 */
export default function SubmissionViewModal() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const { submissionView: view, submissions } = useAppSelector(selectCompliance);
  const { openModals } = useAppSelector(selectUi);
  const open = openModals.includes(COMPLIANCE_MODALS.submissionView);
  const entry = view.read?.Submission ?? submissions.find((s) => s.Id === view.submissionId);
  const formId = view.status === 'ready' && view.read ? view.read.Submission.FormId : null;
  // The served form brings the shared definitions and the precompiled conditions the version refers to.
  const served = useServedForm(open ? formId : null);
  const registry = useMemo(() => (served && formId ? submissionRegistry(served, view) : null), [served, formId, view]);
  const title = entry ? submissionName(entry, view.version?.schema.title) : SUBMISSION_VIEW_TEXTS.title;
  const close = () => dispatch(uiActions.modalClosed(COMPLIANCE_MODALS.submissionView));
  const actions = (
    <>
      {view.status === 'ready' && entry && (
        <Button onClick={() => dispatch(complianceActions.submissionPdfRequested({ submissionId: entry.Id }))}>
          {SUBMISSION_VIEW_TEXTS.openPdf}
        </Button>
      )}
      <Button appearance="primary" onClick={close}>
        {T.close}
      </Button>
    </>
  );
  return (
    <ComplianceDialog open={open} onClose={close} title={title} width={COMPLIANCE_FORM_WIDTH} actions={actions}>
      {(view.status === 'loading' || (view.status === 'ready' && !registry)) && (
        <Spinner size="small" label={SUBMISSION_VIEW_TEXTS.loading} role="status" />
      )}
      {view.status === 'failed' && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{view.error}</MessageBarBody>
        </MessageBar>
      )}
      {view.status === 'ready' && view.read && registry && formId && (
        <>
          <dl className={styles.facts}>
            <dt className={styles.term}>Submitted</dt>
            <dd className={styles.detail}>{shownTime(view.read.Submission.SubmittedAt)}</dd>
            <dt className={styles.term}>By</dt>
            <dd className={styles.detail}>{submittedBy(view.read.Submission)}</dd>
            {view.read.Submission.AccountNumber && (
              <>
                <dt className={styles.term}>Account</dt>
                <dd className={styles.detail}>{view.read.Submission.AccountNumber}</dd>
              </>
            )}
            <dt className={styles.term}>Form version</dt>
            <dd className={styles.detail}>
              {view.version
                ? `${view.version.formVersion}, as the answers were given (schema ${view.version.version})`
                : `${view.read.Submission.Version} (stored before form versions were recorded: shown with the form in effect)`}
            </dd>
          </dl>
          <h3 className={styles.answers}>Answers</h3>
          <TesseraForm registry={registry} formId={formId} formData={view.read.Answers} idPrefix="submission" readOnly />
        </>
      )}
    </ComplianceDialog>
  );
}
