import { Card, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { formatMoney } from '@/engine/format/formatMoney';
import { formatPercent } from '@/engine/format/formatPercent';
import { ADVISER_BOOK_TEXTS } from '@/engine/messages/adviserBookTexts';
import { isAdviser } from '@/engine/session/roles';
import { useAppSelector } from '@/store/hooks';
import { selectPortfolio, selectRole } from '@/store/selectors';

const T = ADVISER_BOOK_TEXTS.investmentSummary;

const useStyles = makeStyles({
  intro: { margin: `0 0 ${tokens.spacingVerticalS}`, color: tokens.colorNeutralForeground2 },
  // A phone scrolls the table sideways inside the card.
  scroll: { overflowX: 'auto' },
  table: { minWidth: '480px' },
  number: { textAlign: 'right', justifyContent: 'flex-end' },
  total: { fontWeight: tokens.fontWeightSemibold },
});

/**
 * My Account's investment summary for consultant, whitelabeladmin and ownerofbusiness (portal-shell
 * §4: clients/investmentsummary, loaded after login): the book's value by product type, cash
 * included, in the reference currency, largest first, with each type's share and the total.
 */
export function InvestmentSummarySection() {
  const styles = useStyles();
  const role = useAppSelector(selectRole);
  const { investmentSummary, referenceCurrency } = useAppSelector(selectPortfolio);
  if (!isAdviser(role)) return null;
  const currency = investmentSummary[0]?.Currency ?? referenceCurrency;
  const total = investmentSummary.reduce((s, e) => s + e.Value, 0);
  const c = T.columns;
  return (
    <section aria-labelledby="investment-summary-title">
      <h2 id="investment-summary-title">{T.title}</h2>
      <p className={styles.intro}>{T.intro(currency)}</p>
      {/* Focusable, so a keyboard scrolls it sideways on a phone. */}
      <Card className={styles.scroll} tabIndex={0} role="region" aria-label={`${T.title} table`}>
        {investmentSummary.length === 0 ? (
          <p>{T.empty}</p>
        ) : (
          <Table aria-labelledby="investment-summary-title" className={styles.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{c.type}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{`${c.value} (${currency})`}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{c.share}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {investmentSummary.map((e) => (
                <TableRow key={e.ProductType}>
                  <TableCell>{e.ProductType}</TableCell>
                  <TableCell className={styles.number}>{formatMoney(e.Value)}</TableCell>
                  <TableCell className={styles.number}>{formatPercent(e.Percentage)}</TableCell>
                </TableRow>
              ))}
              <TableRow className={styles.total}>
                <TableCell>{T.total}</TableCell>
                <TableCell className={styles.number}>{formatMoney(total)}</TableCell>
                <TableCell className={styles.number}>{formatPercent(100)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        )}
      </Card>
    </section>
  );
}
