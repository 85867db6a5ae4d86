import { useEffect } from 'react';
import { Button, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { TRANSACTIONS_TEXTS as T } from '@/engine/messages/transactionsTexts';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectActiveAccount } from '@/store/selectors';
import { transactionsActions } from '@/store/transactionsSlice';
import { TransactionDetailsModal } from './TransactionDetailsModal';
import { TransactionsModal } from './TransactionsModal';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  intro: { color: tokens.colorNeutralForeground2, flex: '1 1 280px' },
});

/**
 * My Account's transactions section (trading §2): opens the Transaction details report of the
 * active account (compliance §2.6). The modals live here, so the holdings' per-product Transactions
 * opens its list from the same place.
 */
export function TransactionsSection() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectActiveAccount);
  // Leaving My Account with the modal open (the browser's Back) closes it: ui.openModals must not
  // keep a modal that is gone (it unlocks the header's account choice and locks page scroll).
  useEffect(
    () => () => {
      dispatch(transactionsActions.closed());
    },
    [dispatch],
  );
  return (
    <section aria-labelledby="transactions-title">
      <h2 id="transactions-title">{T.transactionsTitle}</h2>
      <Card className={styles.card}>
        <Text className={styles.intro}>{T.transactionsIntro}</Text>
        <Button appearance="primary" disabled={!account} onClick={() => dispatch(transactionsActions.detailsOpened())}>
          {T.transactionsButton}
        </Button>
      </Card>
      <TransactionsModal />
      <TransactionDetailsModal />
    </section>
  );
}
