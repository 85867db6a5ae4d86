import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { formatIsoDate } from '@/engine/format/formatIsoDate';
import { formatMoney } from '@/engine/format/formatMoney';
import { formatUnitCost } from '@/engine/format/formatUnitCost';
import { TRANSACTIONS_TEXTS as T } from '@/engine/messages/transactionsTexts';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectActiveAccount } from '@/store/selectors';
import { selectTransactions, transactionsActions } from '@/store/transactionsSlice';
import { ActiveAccountField } from '../common/ActiveAccountField';
import { useTradingTableStyles } from '../common/returnColumns';

const useStyles = makeStyles({
  // Trading §9 "transactions 1100"; never wider than the screen.
  surface: {
    width: '1100px',
    maxWidth: '95vw',
    '@media (max-width: 640px)': { width: '100vw', maxWidth: '100vw', margin: 0, borderRadius: 0 },
  },
  table: { tableLayout: 'auto', minWidth: '860px' },
  account: { margin: `0 0 ${tokens.spacingVerticalS}`, color: tokens.colorNeutralForeground2 },
  empty: { padding: `${tokens.spacingVerticalXL} 0`, textAlign: 'center', color: tokens.colorNeutralForeground2 },
});

const HEADERS = ['Date', 'Type', 'Product', 'Units', 'Price', 'Amount', 'Order'] as const;

/**
 * The Transactions modal of a holding (trading §7 "Holding transactions", width 1100): the
 * active account's settled buys and sells of one product (or of all, when opened without one).
 * My Account's own Transactions button opens the Transaction details report instead. The Active Account
 * choice stays usable in it (trading §2), and a change shows the new account's transactions.
 */
export function TransactionsModal() {
  const styles = useStyles();
  const table = useTradingTableStyles();
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectActiveAccount);
  const { open, view, filter, status, rows, error } = useAppSelector(selectTransactions);
  const close = () => dispatch(transactionsActions.closed());
  const title = T.modalTitle(filter?.name);
  return (
    <Dialog
      open={open && view === 'list'}
      onOpenChange={(_, d) => {
        if (!d.open) close();
      }}
    >
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <ActiveAccountField />
            {account && (
              <p className={styles.account}>{`Account ${account.Number} (${account.Currency}${account.IsDFM ? ', DFM' : ''})`}</p>
            )}
            {status === 'loading' && <Spinner label={T.loading} />}
            {status === 'failed' && (
              <MessageBar intent="error">
                <MessageBarBody>{error ?? T.requestFailed}</MessageBarBody>
              </MessageBar>
            )}
            {status === 'ready' && rows.length === 0 && <p className={styles.empty}>{T.empty}</p>}
            {status === 'ready' && rows.length > 0 && (
              <div className={table.scroller} tabIndex={0} role="region" aria-label={`${title} table`}>
                <Table aria-label={title} size="small" className={styles.table}>
                  <TableHeader>
                    <TableRow>
                      {HEADERS.map((h) => (
                        <TableHeaderCell key={h}>{h}</TableHeaderCell>
                      ))}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {rows.map((r) => (
                      <TableRow key={r.Id}>
                        <TableCell className={table.nowrap}>{formatIsoDate(r.Date)}</TableCell>
                        <TableCell>{r.TransactionType}</TableCell>
                        <TableCell className={table.fund}>
                          {r.Name}
                          <span className={table.isin}>{r.ISIN}</span>
                        </TableCell>
                        <TableCell className={table.num}>{formatUnitCost(r.Units)}</TableCell>
                        <TableCell className={table.num}>
                          {r.Price === null ? '–' : `${r.CurrencySymbol} ${formatUnitCost(r.Price)}`}
                        </TableCell>
                        <TableCell className={table.num}>{`${r.CurrencySymbol} ${formatMoney(r.Amount)}`}</TableCell>
                        <TableCell>{r.OrderId ?? '–'}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={close}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
