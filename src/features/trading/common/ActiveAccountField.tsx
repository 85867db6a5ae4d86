import { Dropdown, Field, Option, makeStyles } from '@fluentui/react-components';
import type { AccountSummary } from '@/types/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectActiveAccount } from '@/store/selectors';
import { sessionActions } from '@/store/sessionSlice';

const useStyles = makeStyles({ field: { maxWidth: '320px', marginBottom: '12px' } });

const labelOf = (a: AccountSummary) => `${a.Number} (${a.Currency}${a.IsDFM ? ', DFM' : ''})`;

/**
 * The Active Account choice inside the watchlist and alerts panels: the header's dropdown sits
 * behind the modal, and these panels are where the active account may change (portal-shell §4).
 * Drawn only with more than one account.
 */
export function ActiveAccountField() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const accounts = useAppSelector((s) => s.session.accountSummary);
  const active = useAppSelector(selectActiveAccount);
  if (accounts.length <= 1 || !active) return null;
  return (
    <Field label="Active Account" className={styles.field}>
      <Dropdown
        value={labelOf(active)}
        selectedOptions={[String(active.Id)]}
        onOptionSelect={(_, d) => d.optionValue && dispatch(sessionActions.activeAccountChanged(Number(d.optionValue)))}
      >
        {accounts.map((a) => (
          <Option key={a.Id} value={String(a.Id)}>
            {labelOf(a)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
