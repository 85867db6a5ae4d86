import { useEffect, useState, type ComponentProps } from 'react';
import {
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { NonPlatformHolding, NonPlatformHoldingInput } from '@/types/api';
import { formatIsoDate } from '@/engine/format/formatIsoDate';
import { formatMoney } from '@/engine/format/formatMoney';
import { formatUnitCost } from '@/engine/format/formatUnitCost';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { nonPlatformHoldingsActions as actions } from '@/store/nonPlatformHoldingsSlice';
import type { RootState } from '@/store/rootReducer';
import { selectActiveAccount, selectIsImpersonating, selectRole } from '@/store/selectors';

const HELD_ELSEWHERE = {
  title: 'Held elsewhere',
  intro:
    'Assets you hold with other banks or brokers, recorded by your adviser so you see your whole portfolio. They cannot be traded here; you can ask for them to be sold and the proceeds transferred to this account.',
  empty: 'No holdings held elsewhere are recorded for this account.',
  requestSale: 'Request sale',
  saleRequested: 'Sale requested',
  nameBounds: 'Name must be 1 to 120 characters.',
  providerBounds: 'Provider must be 1 to 120 characters.',
  unitsBounds: 'Units must be greater than 0.',
  valueBounds: 'Value must be 0 or more.',
  dateBounds: 'Valuation date must be a date (YYYY-MM-DD) that is not in the future.',
  isinFormat: 'An ISIN has 12 characters: 2 letters, 9 letters or digits and a check digit.',
} as const;

const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  number: { textAlign: 'right', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: '4px', flexWrap: 'wrap' },
  total: { fontWeight: 600, background: tokens.colorNeutralBackground2 },
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: '12px' },
});

const selectHeldElsewhere = (s: RootState) => s.nonPlatformHoldings;
const today = () => new Date().toISOString().slice(0, 10);

interface Draft {
  Name: string;
  ISIN: string;
  Provider: string;
  Currency: string;
  Units: string;
  Value: string;
  ValuationDate: string;
}

/** The problems of a draft, per field, as the server would answer them (it checks them again). */
function problemsOf(d: Draft): Partial<Record<keyof Draft, string>> {
  const out: Partial<Record<keyof Draft, string>> = {};
  if (d.Name.trim().length < 1 || d.Name.trim().length > 120) out.Name = HELD_ELSEWHERE.nameBounds;
  if (d.Provider.trim().length < 1 || d.Provider.trim().length > 120) out.Provider = HELD_ELSEWHERE.providerBounds;
  if (d.ISIN.trim() && !/^[A-Za-z]{2}[A-Za-z0-9]{9}[0-9]$/.test(d.ISIN.trim())) out.ISIN = HELD_ELSEWHERE.isinFormat;
  if (!(Number(d.Units) > 0)) out.Units = HELD_ELSEWHERE.unitsBounds;
  if (d.Value.trim() === '' || !(Number(d.Value) >= 0)) out.Value = HELD_ELSEWHERE.valueBounds;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.ValuationDate) || d.ValuationDate > today()) out.ValuationDate = HELD_ELSEWHERE.dateBounds;
  return out;
}

const toInput = (d: Draft): NonPlatformHoldingInput => ({
  Name: d.Name.trim(),
  ISIN: d.ISIN.trim() ? d.ISIN.trim().toUpperCase() : null,
  Provider: d.Provider.trim(),
  Currency: d.Currency,
  Units: Number(d.Units),
  Value: Number(d.Value),
  ValuationDate: d.ValuationDate,
});

/**
 * My Account "Held elsewhere" (trading §7 "non-platform holdings"): what the client holds with other
 * institutions, with the total in the account's currency. The client may request a sale (sell and
 * transfer in, an instruction to the adviser); an adviser logged in as the client adds, edits and removes.
 */
export function HeldElsewhereSection() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectActiveAccount);
  const role = useAppSelector(selectRole);
  const isAdviser = useAppSelector(selectIsImpersonating);
  const { data, status, dialog, saving } = useAppSelector(selectHeldElsewhere);
  const accountId = account?.Id ?? null;
  useEffect(() => {
    if (accountId !== null) dispatch(actions.viewOpened(accountId));
  }, [accountId, dispatch]);

  const rows = data?.Holdings ?? [];
  const canRequestSale = role === 'client';
  const current = dialog && dialog.kind !== 'add' ? rows.find((h) => h.Id === dialog.id) : undefined;
  const close = () => dispatch(actions.dialogClosed());

  return (
    <section aria-labelledby="held-elsewhere-title">
      <div className={styles.header}>
        <h2 id="held-elsewhere-title">{HELD_ELSEWHERE.title}</h2>
        {isAdviser && account && (
          <Button appearance="primary" onClick={() => dispatch(actions.dialogOpened({ kind: 'add' }))}>
            Add holding
          </Button>
        )}
      </div>
      <Text as="p" className={styles.muted}>
        {HELD_ELSEWHERE.intro}
      </Text>
      <Card className={styles.scroll}>
        {!data ? (
          <Text>
            {status === 'failed' ? 'Your holdings held elsewhere could not be loaded.' : 'Your holdings held elsewhere are loading…'}
          </Text>
        ) : rows.length === 0 ? (
          <Text>{HELD_ELSEWHERE.empty}</Text>
        ) : (
          <Table aria-labelledby="held-elsewhere-title" size="small" style={{ minWidth: 800, tableLayout: 'auto' }}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Holding</TableHeaderCell>
                <TableHeaderCell>Provider</TableHeaderCell>
                <TableHeaderCell>Units</TableHeaderCell>
                <TableHeaderCell>Value</TableHeaderCell>
                <TableHeaderCell>Valuation date</TableHeaderCell>
                <TableHeaderCell>Actions</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((h) => {
                const open = h.SellRequests[0];
                return (
                  <TableRow key={h.Id}>
                    <TableCell>
                      <strong>{h.Name}</strong>
                      {h.ISIN && (
                        <>
                          <br />
                          <Text size={200} className={styles.muted}>
                            {h.ISIN}
                          </Text>
                        </>
                      )}
                    </TableCell>
                    <TableCell>{h.Provider}</TableCell>
                    <TableCell className={styles.number}>{formatUnitCost(h.Units)}</TableCell>
                    <TableCell className={styles.number}>{`${h.CurrencySymbol} ${formatMoney(h.Value)}`}</TableCell>
                    <TableCell>{formatIsoDate(h.ValuationDate)}</TableCell>
                    <TableCell>
                      <div className={styles.actions}>
                        {open && <Text size={200}>{`${HELD_ELSEWHERE.saleRequested} ${formatIsoDate(open.RequestedDate)}`}</Text>}
                        {canRequestSale && !open && (
                          <Button
                            size="small"
                            onClick={() => dispatch(actions.dialogOpened({ kind: 'sell', id: h.Id }))}
                            aria-label={`Request sale of ${h.Name}`}
                          >
                            {HELD_ELSEWHERE.requestSale}
                          </Button>
                        )}
                        {isAdviser && (
                          <Button
                            size="small"
                            onClick={() => dispatch(actions.dialogOpened({ kind: 'edit', id: h.Id }))}
                            aria-label={`Edit ${h.Name}`}
                          >
                            Edit
                          </Button>
                        )}
                        {isAdviser && (
                          <Button
                            size="small"
                            onClick={() => dispatch(actions.dialogOpened({ kind: 'remove', id: h.Id }))}
                            aria-label={`Remove ${h.Name}`}
                          >
                            Remove
                          </Button>
                        )}
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })}
              <TableRow className={styles.total}>
                <TableCell>{`Total (${data.Totals.Currency})`}</TableCell>
                <TableCell />
                <TableCell />
                <TableCell className={styles.number}>{`${data.Totals.CurrencySymbol} ${formatMoney(data.Totals.Value)}`}</TableCell>
                <TableCell />
                <TableCell />
              </TableRow>
            </TableBody>
          </Table>
        )}
      </Card>
      {dialog?.kind === 'sell' && current && account && (
        <ConfirmDialog
          title={`Request sale of ${current.Name}`}
          confirm={HELD_ELSEWHERE.requestSale}
          saving={saving}
          onClose={close}
          onConfirm={() => dispatch(actions.saleSubmitted({ Id: current.Id }))}
        >
          {`Your adviser will be asked to sell all ${formatUnitCost(current.Units)} units of ${current.Name} held with ${current.Provider} ` +
            `(last valued at ${current.CurrencySymbol} ${formatMoney(current.Value)}) and to transfer the proceeds to account ${account.Number}. ` +
            'The sale is arranged with the other institution and may take several business days; the amount received depends on the price at the time of sale.'}
        </ConfirmDialog>
      )}
      {dialog?.kind === 'remove' && current && (
        <ConfirmDialog
          title={`Remove ${current.Name}`}
          confirm="Remove"
          saving={saving}
          onClose={close}
          onConfirm={() => dispatch(actions.removeSubmitted({ Id: current.Id }))}
        >
          {`${current.Name} will no longer be shown in this account's holdings held elsewhere. Open sale requests for it are cancelled.`}
        </ConfirmDialog>
      )}
      {(dialog?.kind === 'add' || (dialog?.kind === 'edit' && current)) && account && (
        <HoldingForm
          holding={dialog.kind === 'edit' ? current : undefined}
          defaultCurrency={account.Currency}
          saving={saving}
          onClose={close}
          onSave={(input) =>
            dispatch(
              dialog.kind === 'edit' && current
                ? actions.updateSubmitted({ Id: current.Id, ...input })
                : actions.addSubmitted({ AccountId: account.Id, ...input }),
            )
          }
        />
      )}
    </section>
  );
}

function ConfirmDialog({
  title,
  confirm,
  saving,
  onClose,
  onConfirm,
  children,
}: {
  title: string;
  confirm: string;
  saving: boolean;
  onClose: () => void;
  onConfirm: () => void;
  children: string;
}) {
  return (
    <Dialog
      open
      modalType="alert"
      onOpenChange={(_, d) => {
        if (!d.open) onClose();
      }}
    >
      <DialogSurface style={{ maxWidth: 600 }}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button appearance="primary" disabled={saving} onClick={onConfirm}>
              {confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function HoldingForm({
  holding,
  defaultCurrency,
  saving,
  onClose,
  onSave,
}: {
  holding?: NonPlatformHolding;
  defaultCurrency: string;
  saving: boolean;
  onClose: () => void;
  onSave: (input: NonPlatformHoldingInput) => void;
}) {
  const styles = useStyles();
  const [draft, setDraft] = useState<Draft>(() => ({
    Name: holding?.Name ?? '',
    ISIN: holding?.ISIN ?? '',
    Provider: holding?.Provider ?? '',
    Currency: holding?.Currency ?? defaultCurrency,
    Units: holding ? String(holding.Units) : '',
    Value: holding ? String(holding.Value) : '',
    ValuationDate: holding?.ValuationDate ?? today(),
  }));
  const [touched, setTouched] = useState(false);
  const problems = problemsOf(draft);
  const valid = Object.keys(problems).length === 0;
  const field = (key: keyof Draft, label: string, props: Partial<ComponentProps<typeof Input>> = {}) => (
    <Field label={label} required={key !== 'ISIN'} validationMessage={touched ? problems[key] : undefined}>
      <Input value={draft[key]} onChange={(_, d) => setDraft({ ...draft, [key]: d.value })} {...props} />
    </Field>
  );
  return (
    <Dialog
      open
      onOpenChange={(_, d) => {
        if (!d.open) onClose();
      }}
    >
      <DialogSurface style={{ maxWidth: 640 }}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            if (valid) onSave(toInput(draft));
          }}
        >
          <DialogBody>
            <DialogTitle>{holding ? `Edit ${holding.Name}` : 'Add a holding held elsewhere'}</DialogTitle>
            <DialogContent className={styles.form}>
              {field('Name', 'Name', { maxLength: 120 })}
              {field('ISIN', 'ISIN (optional)', { maxLength: 12 })}
              {field('Provider', 'Provider (bank or broker)', { maxLength: 120 })}
              <Field label="Currency" required>
                <Select value={draft.Currency} onChange={(_, d) => setDraft({ ...draft, Currency: d.value })}>
                  {CURRENCIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </Select>
              </Field>
              {field('Units', 'Units', { inputMode: 'decimal' })}
              {field('Value', 'Value', { inputMode: 'decimal' })}
              {field('ValuationDate', 'Valuation date', { type: 'date', max: today() })}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Cancel</Button>
              <Button appearance="primary" type="submit" disabled={saving || (touched && !valid)}>
                Save
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
