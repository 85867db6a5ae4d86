import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Dropdown,
  Field,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Option,
  SearchBox,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { MoreHorizontal20Regular } from '@fluentui/react-icons';
import type { Product } from '@/types/api';
import { formatPercent } from '@/engine/format/formatPercent';
import { formatUnitCost } from '@/engine/format/formatUnitCost';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { productsActions, selectProductOptions, selectProductSearch } from '@/store/productsSlice';
import { tradingActions } from '@/store/tradingActions';
import { useTradePermissions } from './useTradePermissions';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'flex-end', margin: '12px 0' },
  search: { flexGrow: 1, minWidth: '240px' },
  filter: { minWidth: '180px', '@media (max-width: 600px)': { width: '100%' } },
  scroll: { overflowX: 'auto' },
  name: { minWidth: '220px' },
  number: { textAlign: 'right', whiteSpace: 'nowrap' },
  pager: { display: 'flex', alignItems: 'center', gap: '12px', justifyContent: 'flex-end', marginTop: '12px', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: '4px', flexWrap: 'nowrap' },
  // Short values and button labels stay on one line ("Fact Sheet", "Not rated" wrapped at 1366 px): the table scrolls instead.
  nowrap: { whiteSpace: 'nowrap', flexShrink: 0 },
});

const ALL = '';
/** The search's sort choices, labelled as the results' columns are. */
const SORTS: [string, string][] = [
  ['YTD', 'YTD'],
  ['OneYear', '1Y'],
  ['ThreeYears', '3Y'],
  ['FiveYears', '5Y'],
  ['FundName', 'Name'],
  ['NAV', 'NAV'],
  ['MSrating', 'Rating'],
];

/** One result row's actions: fund summary, fact sheet and, for clients who may trade, Buy. */
function RowActions({ product, canBuy }: { product: Product; canBuy: boolean }) {
  const dispatch = useAppDispatch();
  const styles = useStyles();
  const ref = { ISIN: product.ISIN, FundName: product.FundName, FundId: product.FundId, ProductType: product.ProductType };
  return (
    <div className={styles.actions}>
      <Button
        size="small"
        className={styles.nowrap}
        onClick={() => dispatch(tradingActions.factSheetRequested(ref))}
        aria-label={`Fact sheet of ${product.FundName}`}
      >
        Fact Sheet
      </Button>
      {canBuy && product.Tradeable && product.HasNav && (
        <Button
          size="small"
          appearance="primary"
          className={styles.nowrap}
          onClick={() => dispatch(tradingActions.buyRequested(ref))}
          aria-label={`Buy ${product.FundName}`}
        >
          Buy
        </Button>
      )}
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button size="small" appearance="subtle" icon={<MoreHorizontal20Regular />} aria-label={`More actions for ${product.FundName}`} />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => dispatch(tradingActions.fundSummaryRequested(ref))}>Fund Summary</MenuItem>
            <MenuItem onClick={() => dispatch(tradingActions.addToWatchlistRequested(ref))}>Add to Watchlist</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
}

/**
 * Product search on Home (trading §2 "Product search", §7): text and filters, results 20 a page
 * sorted by YTD ascending, with paging, loading and empty states.
 */
export function ProductSearch() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectProductSearch);
  const options = useAppSelector(selectProductOptions);
  const { canBuy } = useTradePermissions();
  const [text, setText] = useState(search.criteria.Text ?? '');
  const [type, setType] = useState<string>(typeof search.criteria.ProductType === 'string' ? search.criteria.ProductType : ALL);
  const [currency, setCurrency] = useState<string>(typeof search.criteria.Currency === 'string' ? search.criteria.Currency : ALL);
  const [provider, setProvider] = useState<string>(typeof search.criteria.Provider === 'string' ? search.criteria.Provider : ALL);
  const searchRef = useRef<HTMLInputElement>(null);
  const captionId = useId();

  useEffect(() => {
    if (search.status === 'idle') dispatch(productsActions.searchRequested({ criteria: {} }));
  }, [dispatch, search.status]);
  // After the Buy Options menu has closed and given the focus back to its button.
  useEffect(() => {
    if (search.focusRequest === 0) return undefined;
    const timer = setTimeout(() => searchRef.current?.focus(), 100);
    return () => clearTimeout(timer);
  }, [search.focusRequest]);

  const run = (changes: { text?: string; type?: string; currency?: string; provider?: string } = {}) => {
    const t = (changes.text ?? text).trim();
    const pick = (v: string) => (v === ALL ? undefined : v);
    dispatch(
      productsActions.searchRequested({
        criteria: {
          ...(t ? { Text: t.slice(0, 100) } : {}),
          ...(pick(changes.type ?? type) ? { ProductType: changes.type ?? type } : {}),
          ...(pick(changes.currency ?? currency) ? { Currency: changes.currency ?? currency } : {}),
          ...(pick(changes.provider ?? provider) ? { Provider: changes.provider ?? provider } : {}),
        },
      }),
    );
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    run();
  };

  const { PageNumber, PageSize, SortBy, SortOrder } = search.paging;
  const all = search.items.length === search.total;
  const pages = all ? 1 : Math.max(1, Math.ceil(search.total / PageSize));
  const first = all ? 1 : (PageNumber - 1) * PageSize + 1;
  const loading = search.status === 'loading';

  return (
    <section aria-label="Product search">
      <form role="search" aria-label="Products" onSubmit={onSubmit} className={styles.form}>
        <Field label="Search for products" className={styles.search}>
          <SearchBox
            ref={searchRef}
            value={text}
            maxLength={100}
            placeholder="Name, provider, category or ISIN"
            onChange={(_, d) => {
              setText(d.value);
              if (d.value === '') run({ text: '' });
            }}
          />
        </Field>
        <Field label="Product type" className={styles.filter}>
          <Dropdown
            value={type === ALL ? 'All product types' : type}
            selectedOptions={[type]}
            onOptionSelect={(_, d) => {
              setType(d.optionValue ?? ALL);
              run({ type: d.optionValue ?? ALL });
            }}
          >
            <Option value={ALL}>All product types</Option>
            {(options?.ProductTypes ?? []).map((t) => (
              <Option key={t} value={t}>
                {t}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label="Currency" className={styles.filter}>
          <Dropdown
            value={currency === ALL ? 'All currencies' : currency}
            selectedOptions={[currency]}
            onOptionSelect={(_, d) => {
              setCurrency(d.optionValue ?? ALL);
              run({ currency: d.optionValue ?? ALL });
            }}
          >
            <Option value={ALL}>All currencies</Option>
            {(options?.Currencies ?? []).map((c) => (
              <Option key={c.Currency} value={c.Currency}>{`${c.Currency} (${c.CurrencySymbol})`}</Option>
            ))}
          </Dropdown>
        </Field>
        <Field label="Provider" className={styles.filter}>
          <Dropdown
            value={provider === ALL ? 'All providers' : provider}
            selectedOptions={[provider]}
            onOptionSelect={(_, d) => {
              setProvider(d.optionValue ?? ALL);
              run({ provider: d.optionValue ?? ALL });
            }}
          >
            <Option value={ALL}>All providers</Option>
            {(options?.Providers ?? []).map((p) => (
              <Option key={p} value={p}>
                {p}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label="Sort by" className={styles.filter}>
          <Dropdown
            value={`${SORTS.find(([k]) => k === SortBy)?.[1] ?? SortBy}, ${SortOrder === 'asc' ? 'ascending' : 'descending'}`}
            selectedOptions={[`${SortBy}:${SortOrder}`]}
            onOptionSelect={(_, d) => {
              const [by, order] = (d.optionValue ?? 'YTD:asc').split(':');
              dispatch(productsActions.searchRequested({ paging: { SortBy: by, SortOrder: order as 'asc' | 'desc', PageNumber: 1 } }));
            }}
          >
            {SORTS.flatMap(([k, label]) => [
              <Option key={`${k}:asc`} value={`${k}:asc`}>{`${label}, ascending`}</Option>,
              <Option key={`${k}:desc`} value={`${k}:desc`}>{`${label}, descending`}</Option>,
            ])}
          </Dropdown>
        </Field>
        <Button type="submit" appearance="primary">
          Search
        </Button>
      </form>

      <div aria-live="polite" aria-busy={loading}>
        {loading && <Spinner size="small" label="Searching products…" />}
        {search.status === 'loaded' && search.total === 0 && <Text>No products match your search. Try other words or fewer filters.</Text>}
        {search.status === 'failed' && <Text>The search could not be completed. Please try again.</Text>}
        {search.status === 'loaded' && search.total > 0 && (
          <Text id={captionId} className={styles.muted}>
            {`Showing ${first}–${first + search.items.length - 1} of ${search.total} products`}
          </Text>
        )}
      </div>

      {search.items.length > 0 && (
        <div className={styles.scroll}>
          <Table aria-labelledby={captionId} size="small" style={{ opacity: loading ? 0.6 : 1, minWidth: 960, tableLayout: 'auto' }}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.name}>Product</TableHeaderCell>
                <TableHeaderCell>Type</TableHeaderCell>
                <TableHeaderCell>Currency</TableHeaderCell>
                <TableHeaderCell>NAV</TableHeaderCell>
                <TableHeaderCell>YTD</TableHeaderCell>
                <TableHeaderCell>1Y</TableHeaderCell>
                <TableHeaderCell>3Y</TableHeaderCell>
                <TableHeaderCell>Rating</TableHeaderCell>
                <TableHeaderCell>Risk</TableHeaderCell>
                <TableHeaderCell>Actions</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {search.items.map((p) => (
                <TableRow key={p.ISIN}>
                  <TableCell className={styles.name}>
                    <strong>{p.FundName}</strong>
                    <br />
                    <Text size={200} className={styles.muted}>{`${p.ISIN} · ${p.Provider}`}</Text>
                  </TableCell>
                  <TableCell>{p.ProductType}</TableCell>
                  <TableCell>{p.Currency}</TableCell>
                  <TableCell className={styles.number}>
                    {p.NAV === null ? 'No price' : `${p.CurrencySymbol} ${formatUnitCost(p.NAV)}`}
                  </TableCell>
                  <TableCell className={styles.number}>{formatPercent(p.YTD)}</TableCell>
                  <TableCell className={styles.number}>{formatPercent(p.OneYear)}</TableCell>
                  <TableCell className={styles.number}>{formatPercent(p.ThreeYears)}</TableCell>
                  <TableCell className={styles.nowrap}>{p.MSrating ? `${p.MSrating} of 5` : 'Not rated'}</TableCell>
                  <TableCell className={styles.nowrap}>{p.RiskRating ? `${p.RiskRating} of 5` : '–'}</TableCell>
                  <TableCell>
                    <RowActions product={p} canBuy={canBuy} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}

      {search.total > 0 && pages > 1 && (
        <nav aria-label="Search result pages" className={styles.pager}>
          <Button
            disabled={PageNumber <= 1 || loading}
            onClick={() => dispatch(productsActions.searchRequested({ paging: { PageNumber: PageNumber - 1 } }))}
          >
            Previous page
          </Button>
          <Text aria-current="page">{`Page ${PageNumber} of ${pages}`}</Text>
          <Button
            disabled={PageNumber >= pages || loading}
            onClick={() => dispatch(productsActions.searchRequested({ paging: { PageNumber: PageNumber + 1 } }))}
          >
            Next page
          </Button>
        </nav>
      )}
    </section>
  );
}
