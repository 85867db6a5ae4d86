import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import {
  Button,
  Card,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Select,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { ArrowSwapRegular } from '@fluentui/react-icons';
import { formatMoney } from '@/engine/format/formatMoney';
import { convertViaEur } from '@/engine/trading/convertViaEur';
import { convertForDisplay, parseConverterAmount } from '@/engine/trading/currencyConverter';
import type { CurrencyRate } from '@/types/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectConverterRates, utilitiesActions } from '@/store/utilitiesSlice';
import { UtilityLayout } from './UtilityLayout';
import { UTILITY_TEXTS as T } from '@/engine/messages/utilityTexts';

const useStyles = makeStyles({
  card: { padding: tokens.spacingVerticalXL },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)' },
  },
  amount: { '@media (max-width: 640px)': { gridColumn: '1 / -1' } },
  swap: { marginBottom: '2px' },
  result: { marginTop: tokens.spacingVerticalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  resultLabel: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  resultValue: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  rate: { color: tokens.colorNeutralForeground2, margin: 0 },
});

const readAtFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });
const rateFormat = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 4, maximumFractionDigits: 4 });

/** The amount with its currency's sign ($ £ €, from the rates) and code: "£100.00 GBP". */
const moneyIn = (amount: number, rate: CurrencyRate | undefined, code: string) =>
  `${rate?.CurrencySymbol && rate.CurrencySymbol !== code ? rate.CurrencySymbol : ''}${formatMoney(amount)} ${code}`;

/** Preferred first pair: GBP to USD when both are quoted (the spec's three currencies), else the first two. */
function initialPair(rates: CurrencyRate[]): [string, string] {
  const codes = rates.map((r) => r.Currency);
  const from = codes.includes('GBP') ? 'GBP' : (codes[0] ?? 'EUR');
  const to = codes.includes('USD') && from !== 'USD' ? 'USD' : (codes.find((c) => c !== from) ?? from);
  return [from, to];
}

/**
 * Currency Converter (/utilities/currency-converter): an amount converted between the rates'
 * currencies through EUR (GET accounts/conversionrates), the result updating as the amount or a
 * currency changes. Nothing is booked: the rate of a real trade or transfer is the one it is dealt at.
 */
export default function CurrencyConverterPage({ title }: { title: string }) {
  const s = useStyles();
  const ids = useId();
  const dispatch = useAppDispatch();
  const read = useAppSelector(selectConverterRates);
  const [text, setText] = useState('100');
  const [touched, setTouched] = useState(false);
  const [pair, setPair] = useState<[string, string] | null>(null);

  useEffect(() => {
    dispatch(utilitiesActions.ratesRequested());
  }, [dispatch]);
  const retry = useCallback(() => dispatch(utilitiesActions.ratesRequested()), [dispatch]);
  const rates = useMemo(() => (read?.status === 'ready' ? read.data.rates : []), [read]);
  const [from, to] = pair ?? initialPair(rates);
  const setFrom = (code: string) => setPair([code, to]);
  const setTo = (code: string) => setPair([from, code]);

  const parsed = parseConverterAmount(text);
  const eurRates = useMemo(() => Object.fromEntries(rates.map((r) => [r.Currency, r.Rate_EUR])), [rates]);
  const rateOf = (code: string) => rates.find((r) => r.Currency === code);

  if (read?.status !== 'ready')
    return (
      <UtilityLayout id="currency-converter" title={title} intro={T.converterIntro}>
        {read?.status !== 'failed' ? (
          <Spinner label={T.loading} />
        ) : (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{read.message}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={retry}>{T.retry}</Button>
            </MessageBarActions>
          </MessageBar>
        )}
      </UtilityLayout>
    );

  const error = 'error' in parsed && (touched || text !== '') ? parsed.error : undefined;
  const result = 'amount' in parsed ? convertForDisplay(parsed.amount, from, to, eurRates) : undefined;
  const options = rates.map((r) => (
    <option key={r.Currency} value={r.Currency}>
      {r.CurrencySymbol && r.CurrencySymbol !== r.Currency ? `${r.Currency} (${r.CurrencySymbol})` : r.Currency}
    </option>
  ));

  return (
    <UtilityLayout id="currency-converter" title={title} intro={T.converterIntro}>
      <Card className={s.card}>
        <form aria-label={title} onSubmit={(e) => e.preventDefault()} noValidate>
          <div className={s.row}>
            <Field className={s.amount} label={T.amount} validationMessage={error} validationState={error ? 'error' : 'none'} required>
              <Input
                value={text}
                inputMode="decimal"
                autoComplete="off"
                contentBefore={<span aria-hidden="true">{rateOf(from)?.CurrencySymbol}</span>}
                onChange={(_, d) => setText(d.value)}
                onBlur={() => setTouched(true)}
              />
            </Field>
            <Field label={T.from}>
              <Select value={from} onChange={(_, d) => setFrom(d.value)}>
                {options}
              </Select>
            </Field>
            <Button className={s.swap} icon={<ArrowSwapRegular />} aria-label={T.swap} title={T.swap} onClick={() => setPair([to, from])} />
            <Field label={T.to}>
              <Select value={to} onChange={(_, d) => setTo(d.value)}>
                {options}
              </Select>
            </Field>
          </div>
          <div className={s.result}>
            <span id={`${ids}-result`} className={s.resultLabel}>
              {T.result}
            </span>
            <output aria-labelledby={`${ids}-result`} aria-live="polite" className={s.resultValue} data-testid="converter-result">
              {result === undefined ? '—' : moneyIn(result, rateOf(to), to)}
            </output>
            {result !== undefined && 'amount' in parsed && (
              <p className={s.rate}>{`${moneyIn(parsed.amount, rateOf(from), from)} = ${moneyIn(result, rateOf(to), to)}`}</p>
            )}
            <p className={s.rate}>{T.rateLine(from, to, rateFormat.format(convertViaEur(1, from, to, eurRates)))}</p>
            <p className={s.rate}>{T.ratesAsOf(readAtFormat.format(new Date(read.data.readAt)))}</p>
          </div>
        </form>
      </Card>
    </UtilityLayout>
  );
}
