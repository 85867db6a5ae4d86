import {
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectPortfolio, selectUi } from '@/store/selectors';
import { sessionActions } from '@/store/sessionSlice';
import { uiActions } from '@/store/uiSlice';
import { COMPLIANCE_MODALS, clientsWithMissingDocuments, hasOpenDocuments } from '@/store/complianceSlice';
import { ComplianceDialog } from './ComplianceDialog';
import { COMPLIANCE_TEXTS as T, clientsWithMissingDocumentsText } from './texts';

/** Compliance §9 gives 800 for the missing-documents modals. */
export const ADVISER_ALERTS_WIDTH = 800;

const useStyles = makeStyles({
  top: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  scroll: { overflowX: 'auto', margin: `${tokens.spacingVerticalM} 0` },
  user: { display: 'flex', flexDirection: 'column' },
});

/**
 * The adviser's Missing Document Alerts (compliance §2.3): how many clients have missing documents,
 * one row per account the server lists (accounts created 42 or more days ago), each with Login As;
 * Acknowledge and Close at the top and the bottom.
 */
export default function AdviserAlertsModal() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectUi).openModals.includes(COMPLIANCE_MODALS.adviserAlerts);
  const { missingDocuments } = useAppSelector(selectPortfolio);
  const rows = missingDocuments.filter(hasOpenDocuments);
  const close = () => dispatch(uiActions.modalClosed(COMPLIANCE_MODALS.adviserAlerts));
  const acknowledge = (
    <Button appearance="primary" onClick={close}>
      {T.acknowledge}
    </Button>
  );
  return (
    <ComplianceDialog open={open} onClose={close} title={T.alertsTitle} width={ADVISER_ALERTS_WIDTH} actions={acknowledge}>
      <div className={styles.top}>
        <p>{clientsWithMissingDocumentsText(clientsWithMissingDocuments(missingDocuments))}</p>
        {acknowledge}
      </div>
      <div className={styles.scroll} role="region" aria-label="Clients with missing documents" tabIndex={0}>
        <Table aria-label="Clients with missing documents">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>User</TableHeaderCell>
              <TableHeaderCell>Missing information / documents</TableHeaderCell>
              <TableHeaderCell>Action</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((m) => {
              const clientName = `${m.Client.FirstName} ${m.Client.LastName}`;
              return (
                <TableRow key={m.Client.AccountNumber}>
                  <TableCell>
                    <span className={styles.user}>
                      <strong>{m.Client.AccountName}</strong>
                      <span>{clientName}</span>
                    </span>
                  </TableCell>
                  <TableCell>{m.Message}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      aria-label={`${T.loginAs} ${clientName}`}
                      onClick={() => dispatch(sessionActions.clientAccessRequested({ clientId: m.Client.ID, clientName }))}
                    >
                      {T.loginAs}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
    </ComplianceDialog>
  );
}
