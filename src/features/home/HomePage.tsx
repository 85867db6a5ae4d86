import { Card, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { formatMoney } from '@/engine/format/formatMoney';
import { isClient } from '@/engine/session/roles';
import { useAppSelector } from '@/store/hooks';
import { selectActiveAccount, selectDisplayName, selectPortfolio, selectRole } from '@/store/selectors';

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

/** Home: product search lands here (later work); the figures the session already holds are shown. */
export default function HomePage() {
  const styles = useStyles();
  const name = useAppSelector(selectDisplayName);
  const role = useAppSelector(selectRole);
  const account = useAppSelector(selectActiveAccount);
  const { consultantSummary } = useAppSelector(selectPortfolio);
  return (
    <div className={styles.page}>
      <h1>Welcome, {name}</h1>
      {isClient(role) && account && (
        <section aria-label="Active account" className={styles.grid}>
          <Figure label={`Total position (${account.Number})`} value={`${account.CurrencySymbol} ${formatMoney(account.securityAndCashPosition)}`} />
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
      <TabList selectedValue="results" aria-label="Home sections">
        <Tab value="results">Search results</Tab>
      </TabList>
      <Card style={{ marginTop: 12 }}>
        <Text>Product search — funds, ETFs, equities, structured notes and bonds with their fact sheets — is coming soon.</Text>
      </Card>
    </div>
  );
}
