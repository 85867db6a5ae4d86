import { useEffect, useState, type ReactNode } from 'react';
import { Button, Card, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { Warning20Regular } from '@fluentui/react-icons';
import { formatMoney } from '@/engine/format/formatMoney';
import { isClient, isConsultant } from '@/engine/session/roles';
import { useAppSelector, useAppDispatch } from '@/store/hooks';
import { selectActiveAccount, selectDisplayName, selectPortfolio, selectRole } from '@/store/selectors';
import { selectProductSearch } from '@/store/productsSlice';
import { COMPLIANCE_MODALS, clientsWithMissingDocuments } from '@/store/complianceSlice';
import { uiActions } from '@/store/uiSlice';

const useStyles = makeStyles({
  page: { maxWidth: '1200px', margin: '0 auto', padding: '24px 16px' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: '16px', margin: '16px 0' },
  figure: { fontSize: tokens.fontSizeHero700, fontWeight: 600, color: 'var(--brand-title, #242424)' },
});

function Figure({ label, value }: { label: string; value: string }) {
  const styles = useStyles();
  return (
    <Card>
      <Text size={200}>{label}</Text>
      <span className={styles.figure}>{value}</span>
    </Card>
  );
}

/**
 * Home: the figures the session holds, and the product search with its results tab (trading §2);
 * the search is trading's, given by the app.
 */
export default function HomePage({ productSearch }: { productSearch?: ReactNode }) {
  const styles = useStyles();
  const name = useAppSelector(selectDisplayName);
  const role = useAppSelector(selectRole);
  const account = useAppSelector(selectActiveAccount);
  const { consultantSummary, missingDocuments } = useAppSelector(selectPortfolio);
  const dispatch = useAppDispatch();
  // Compliance §2.3: the consultant summary opens the Missing Document Alerts, with the number of clients listed.
  const clientsMissingDocuments = isConsultant(role) ? clientsWithMissingDocuments(missingDocuments) : 0;
  const { focusRequest } = useAppSelector(selectProductSearch);
  const [tab, setTab] = useState('results');
  // "Search for Products" activates the search-results tab (the search box then takes the focus).
  useEffect(() => {
    if (focusRequest > 0) setTab('results');
  }, [focusRequest]);
  return (
    <div className={styles.page}>
      <h1>Welcome, {name}</h1>
      {isClient(role) && account && (
        <section aria-label="Active account" className={styles.grid}>
          <Figure
            label={`Total position (${account.Number})`}
            value={`${account.CurrencySymbol} ${formatMoney(account.securityAndCashPosition)}`}
          />
          <Figure label="Cash position" value={`${account.CurrencySymbol} ${formatMoney(account.CashPosition)}`} />
          <Figure label="Security position" value={`${account.CurrencySymbol} ${formatMoney(account.SecurityPosition)}`} />
          <Figure label="Available balance" value={`${account.CurrencySymbol} ${formatMoney(account.AvailableBalance)}`} />
        </section>
      )}
      {consultantSummary && (
        <section aria-label="Your clients" className={styles.grid}>
          <Figure label="Clients" value={String(consultantSummary.TotalClients)} />
          <Figure label="Total position" value={`€ ${formatMoney(consultantSummary.TotalPosition)}`} />
          <Figure label="Available cash" value={`€ ${formatMoney(consultantSummary.TotalAvailableCash)}`} />
          <Figure label="Security position" value={`€ ${formatMoney(consultantSummary.SecurityPosition)}`} />
        </section>
      )}
      {clientsMissingDocuments > 0 && (
        <Button icon={<Warning20Regular />} onClick={() => dispatch(uiActions.modalOpened(COMPLIANCE_MODALS.adviserAlerts))}>
          Missing Document Alerts ({clientsMissingDocuments})
        </Button>
      )}
      <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as string)} aria-label="Home sections">
        <Tab value="results" id="home-tab-results">
          Search results
        </Tab>
        <Tab value="guide" id="home-tab-guide">
          How to buy
        </Tab>
      </TabList>
      <Card style={{ marginTop: 12 }} role="tabpanel" aria-labelledby={`home-tab-${tab}`}>
        {tab === 'results' ? (
          productSearch
        ) : (
          <Text>
            Search for a product, open its fact sheet or fund summary, and choose Buy to put it in your cart. Check out from the cart, one
            product at a time: payment, alerts, a summary of the order, then online, Docusign or manual signing.
          </Text>
        )}
      </Card>
    </div>
  );
}
