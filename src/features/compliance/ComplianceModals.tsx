import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectUi } from '@/store/selectors';
import { COMPLIANCE_MODALS } from '@/store/complianceSlice';
import ClientMissingDocumentsModal from './ClientMissingDocumentsModal';
import AdviserAlertsModal from './AdviserAlertsModal';

// The forms modal draws a served form: its own chunk, loaded when a form is first opened.
const ComplianceFormModal = lazy(() => import('./ComplianceFormModal'));

/**
 * The modals of missing documents, KYC and appropriateness (compliance §2.1–2.3), mounted while
 * their id is open in `ui.openModals` (the forms modal stays mounted once opened, so its dialog closes
 * through `open`, and the dialog beneath gets the focus back).
 */
export default function ComplianceModals() {
  const { openModals } = useAppSelector(selectUi);
  const formOpened = useAppSelector((s) => s.compliance.form.formId !== null);
  const open = (id: string) => openModals.includes(id);
  return (
    <>
      {open(COMPLIANCE_MODALS.clientNotice) && <ClientMissingDocumentsModal />}
      {open(COMPLIANCE_MODALS.adviserAlerts) && <AdviserAlertsModal />}
      {formOpened && (
        <Suspense fallback={null}>
          <ComplianceFormModal />
        </Suspense>
      )}
    </>
  );
}
