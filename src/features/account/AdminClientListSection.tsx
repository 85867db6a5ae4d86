import {
  Button,
  Card,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { formatMoney } from '@/engine/format/formatMoney';
import { ADMIN_CLIENT_LIST_SHOWN, ADVISER_BOOK_TEXTS } from '@/engine/messages/adviserBookTexts';
import { isBrandAdmin } from '@/engine/session/roles';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectPortfolio, selectRole } from '@/store/selectors';
import { sessionActions } from '@/store/sessionSlice';

const T = ADVISER_BOOK_TEXTS.adminClientList;

const useStyles = makeStyles({
  intro: { margin: `0 0 ${tokens.spacingVerticalS}`, color: tokens.colorNeutralForeground2 },
  // A phone scrolls the table sideways inside the card.
  scroll: { overflowX: 'auto' },
  table: { minWidth: '1000px' },
  number: { textAlign: 'right', justifyContent: 'flex-end', whiteSpace: 'nowrap' },
});

/**
 * My Account's admin client list for whitelabeladmin and ownerofbusiness (portal-shell §4, §6 "Admin
 * client list": clients/adminlist, loaded after login): every client of the brand with its consultant,
 * accounts and positions in the reference currency, and Login As; the first ADMIN_CLIENT_LIST_SHOWN by
 * name (the client list above searches a large brand).
 */
export function AdminClientListSection() {
  const styles = useStyles();
  const role = useAppSelector(selectRole);
  const { adminClientList, referenceCurrency } = useAppSelector(selectPortfolio);
  const dispatch = useAppDispatch();
  if (!isBrandAdmin(role)) return null;
  const currency = adminClientList[0]?.Currency ?? referenceCurrency;
  const c = T.columns;
  return (
    <section aria-labelledby="admin-client-list-title">
      <h2 id="admin-client-list-title">{T.title}</h2>
      <p className={styles.intro}>{T.intro(currency)}</p>
      <Card className={styles.scroll}>
        {adminClientList.length === 0 ? (
          <p>{T.empty}</p>
        ) : (
          <Table aria-labelledby="admin-client-list-title" className={styles.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{c.client}</TableHeaderCell>
                <TableHeaderCell>{c.userName}</TableHeaderCell>
                <TableHeaderCell>{c.consultant}</TableHeaderCell>
                <TableHeaderCell>{c.accounts}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{`${c.cash} (${currency})`}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{`${c.securities} (${currency})`}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{`${c.total} (${currency})`}</TableHeaderCell>
                <TableHeaderCell>{c.action}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {adminClientList.slice(0, ADMIN_CLIENT_LIST_SHOWN).map((client) => (
                <TableRow key={client.Id}>
                  <TableCell>{client.Name}</TableCell>
                  <TableCell>{client.UserName}</TableCell>
                  <TableCell>{client.ConsultantName ?? T.noConsultant}</TableCell>
                  <TableCell>{client.AccountInformation.map((a) => a.Number).join(', ')}</TableCell>
                  <TableCell className={styles.number}>{formatMoney(client.CashPosition)}</TableCell>
                  <TableCell className={styles.number}>{formatMoney(client.SecurityPosition)}</TableCell>
                  <TableCell className={styles.number}>{formatMoney(client.SecurityAndCashPosition)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      aria-label={T.loginAsLabel(client.Name)}
                      onClick={() => dispatch(sessionActions.clientAccessRequested({ clientId: client.Id, clientName: client.Name }))}
                    >
                      {T.loginAs}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      {adminClientList.length > ADMIN_CLIENT_LIST_SHOWN && (
        <p className={styles.intro} role="note">
          {T.shown(ADMIN_CLIENT_LIST_SHOWN, adminClientList.length)}
        </p>
      )}
    </section>
  );
}
