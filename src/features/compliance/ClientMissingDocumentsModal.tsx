import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-components';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUi } from '@/store/selectors';
import { uiActions } from '@/store/uiSlice';
import { COMPLIANCE_MODALS } from '@/store/complianceSlice';
import { ComplianceDialog } from './ComplianceDialog';
import { COMPLIANCE_TEXTS as T } from './texts';

/** Compliance §9: "missing documents 800". */
export const CLIENT_NOTICE_WIDTH = 800;

/**
 * The client's missing-documents modal (compliance §2.3, client version): shown once per login
 * session to an external client with documents not yet approved (the compliance saga decides).
 */
export default function ClientMissingDocumentsModal() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const open = useAppSelector(selectUi).openModals.includes(COMPLIANCE_MODALS.clientNotice);
  const close = () => dispatch(uiActions.modalClosed(COMPLIANCE_MODALS.clientNotice));
  const goToSection = () => {
    close();
    void navigate('/my-account', { state: { scrollToMissingDocuments: Date.now() } });
  };
  return (
    <ComplianceDialog
      open={open}
      onClose={close}
      title={T.clientNoticeTitle}
      width={CLIENT_NOTICE_WIDTH}
      actions={
        <>
          <Button appearance="secondary" onClick={close}>
            {T.acknowledge}
          </Button>
          <Button appearance="primary" onClick={goToSection}>
            {T.goToSection}
          </Button>
        </>
      }
    >
      <p>{T.clientNoticeMissing}</p>
      <p>{T.clientNoticeDisabled}</p>
    </ComplianceDialog>
  );
}
