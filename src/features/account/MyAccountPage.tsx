import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Card, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { formatMoney } from '@/engine/format/formatMoney';
import { isAdviser, isClient } from '@/engine/session/roles';
import { useAppSelector } from '@/store/hooks';
import { selectRole, selectSession } from '@/store/selectors';
import { CLIENT_LIST_SCROLL_DELAY_MS } from '@/engine/constants';
import { AdminClientListSection } from './AdminClientListSection';
import { ClientDirectorySection } from './ClientDirectorySection';
import { InvestmentSummarySection } from './InvestmentSummarySection';

const useStyles = makeStyles({
  page: { maxWidth: '1200px', margin: '0 auto', padding: '24px 16px', display: 'flex', flexDirection: 'column', gap: '24px' },
  scroll: { overflowX: 'auto' },
});

/**
 * My Account: accounts (client) or the client directory (advisers), and missing documents. A
 * client's holdings, pending orders and transactions are trading's sections, and the missing
 * documents compliance's, given by the app.
 */
export default function MyAccountPage({
  clientSections,
  missingDocumentsSection,
}: {
  clientSections?: ReactNode;
  /** Compliance's missing documents, review queue and submitted forms, given by the app. */
  missingDocumentsSection?: ReactNode;
}) {
  const styles = useStyles();
  const role = useAppSelector(selectRole);
  const { accountSummary } = useAppSelector(selectSession);
  const location = useLocation();
  const scrollRequest = (location.state as { scrollToClients?: number } | null)?.scrollToClients;
  // Buy Options → Go to Client List: the directory scrolls into view after 800 ms (trading §2, §9).
  useEffect(() => {
    if (!scrollRequest) return undefined;
    const timer = setTimeout(() => {
      const heading = document.getElementById('clients-title');
      heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      heading?.focus({ preventScroll: true });
    }, CLIENT_LIST_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [scrollRequest]);
  return (
    <div className={styles.page}>
      <h1>My Account</h1>
      {isClient(role) && (
        <section aria-labelledby="accounts-title">
          <h2 id="accounts-title">Your accounts</h2>
          <Card className={styles.scroll}>
            <Table aria-labelledby="accounts-title">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Account</TableHeaderCell>
                  <TableHeaderCell>Currency</TableHeaderCell>
                  <TableHeaderCell>Cash</TableHeaderCell>
                  <TableHeaderCell>Securities</TableHeaderCell>
                  <TableHeaderCell>Total</TableHeaderCell>
                  <TableHeaderCell>Opened</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {accountSummary.map((a) => (
                  <TableRow key={a.Id}>
                    <TableCell>
                      {a.Number}
                      {a.IsDFM ? ' (DFM)' : ''}
                    </TableCell>
                    <TableCell>{a.Currency}</TableCell>
                    <TableCell>{formatMoney(a.CashPosition)}</TableCell>
                    <TableCell>{formatMoney(a.SecurityPosition)}</TableCell>
                    <TableCell>{formatMoney(a.securityAndCashPosition)}</TableCell>
                    <TableCell>{a.CreationDate}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        </section>
      )}
      {isClient(role) && clientSections}
      {/* The client directory (searched, sorted and paged by the server): ClientDirectorySection. */}
      {isAdviser(role) && <ClientDirectorySection />}
      {/* The advisers' book: each section shows itself to its roles only. */}
      <InvestmentSummarySection />
      <AdminClientListSection />
      {missingDocumentsSection}
    </div>
  );
}
