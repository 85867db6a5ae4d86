import { useMemo, useState } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { uiForContext } from '@/engine';
import { TesseraForm, type FormData } from '@/widgets/TesseraForm';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUi } from '@/store/selectors';
import { COMPLIANCE_MODALS, complianceActions, selectCompliance } from '@/store/complianceSlice';
import { ComplianceDialog } from './ComplianceDialog';
import { unconditionalRulesHold, withDerivedFlags } from './formRules';
import { useServedForm } from './useServedForm';
import { COMPLIANCE_TEXTS as T } from './texts';

/** Compliance §9: "KYC and appropriateness 1024". */
export const COMPLIANCE_FORM_WIDTH = 1024;

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalL,
  },
  progress: { marginRight: 'auto' },
  holders: { margin: `0 0 ${tokens.spacingVerticalM}` },
});

/**
 * The KYC form and the Appropriateness Test (compliance §2.1, §2.2, §4), opened from their missing
 * document: the served form drawn by TesseraForm, prefilled from the stored online-form data; for a
 * single-holder account the Account Holder 2 column is left out (the form's ui.json says so). 'Generate and Send Form' hands the
 * answers the engine found valid to the compliance saga, which runs the timed sequence; the form stays
 * mounted meanwhile, so a refusal loses nothing. The KYC button is disabled until one of the three
 * source categories is ticked (the schema's rule, asked of the engine).
 */
export default function ComplianceFormModal() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const { form } = useAppSelector(selectCompliance);
  const { openModals } = useAppSelector(selectUi);
  const formId = form.formId;
  const isKyc = formId === 'kyc';
  const modalId = isKyc ? COMPLIANCE_MODALS.kyc : COMPLIANCE_MODALS.appropriateness;
  const open = !!formId && openModals.includes(modalId);
  const registry = useServedForm(open ? formId : null);
  // The answers as typed, for the KYC button's rule (the form keeps its own copy).
  const [typed, setTyped] = useState<{ documentId: number | null; answers: FormData } | null>(null);
  const answers = typed && typed.documentId === form.documentId ? typed.answers : form.answers;
  // The form's ui for the account: its ui.json's context overrides decide (the appropriateness test
  // hides its Account Holder 2 boxes unless the account is joint).
  const ui = useMemo(
    () => (registry && formId ? uiForContext(registry.ui(formId), { IsJoint: form.isJoint }, registry.conditions) : undefined),
    [registry, formId, form.isJoint],
  );
  const busy = form.submitting || form.submitted;
  const canSubmit = !!registry && !!formId && (!isKyc || unconditionalRulesHold(registry, formId, answers));
  const close = () => dispatch(complianceActions.formCloseRequested());
  const title = isKyc ? T.kycTitle : T.appropriatenessTitle;
  const ready = form.status === 'ready' && registry && formId;
  return (
    <ComplianceDialog open={open} onClose={close} title={title} width={COMPLIANCE_FORM_WIDTH} locked={form.submitting}>
      {(form.status === 'loading' || (form.status === 'ready' && !registry)) && <Spinner size="small" label={T.loadingForm} />}
      {form.status === 'failed' && (
        <>
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{form.error}</MessageBarBody>
          </MessageBar>
          <div className={styles.actions}>
            <Button onClick={close}>{T.close}</Button>
          </div>
        </>
      )}
      {ready && (
        <>
          {!isKyc && form.isJoint && form.holderNames.length > 1 && (
            <p className={styles.holders}>
              Account Holder 1: {form.holderNames[0]}; Account Holder 2: {form.holderNames[1]}
            </p>
          )}
          <TesseraForm
            key={form.documentId ?? 0}
            registry={registry}
            formId={formId}
            ui={ui}
            formData={form.answers}
            idPrefix={isKyc ? 'kyc' : 'appropriateness'}
            derive={isKyc ? undefined : withDerivedFlags}
            disabled={busy}
            onChange={(next) => setTyped({ documentId: form.documentId, answers: next })}
            onSubmit={(valid) => dispatch(complianceActions.formSubmitted(valid))}
          >
            {form.error && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{form.error}</MessageBarBody>
              </MessageBar>
            )}
            {form.submitted && (
              <MessageBar intent="success" role="status">
                <MessageBarBody>{T.generated}</MessageBarBody>
              </MessageBar>
            )}
            <div className={styles.actions}>
              {form.submitting && <Spinner className={styles.progress} size="small" label={T.generating} role="status" />}
              <Button type="button" onClick={close} disabled={form.submitting}>
                {T.close}
              </Button>
              <Button type="submit" appearance="primary" disabled={!canSubmit || busy}>
                {T.generate}
              </Button>
            </div>
          </TesseraForm>
        </>
      )}
    </ComplianceDialog>
  );
}
