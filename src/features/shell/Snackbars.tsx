import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircle20Filled, Dismiss16Regular, ErrorCircle20Filled, Info20Filled, Warning20Filled } from '@fluentui/react-icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSnackbars } from '@/store/selectors';
import { uiActions, type SnackbarType } from '@/store/uiSlice';

const useStyles = makeStyles({
  stack: {
    position: 'fixed',
    bottom: '24px',
    left: '50%',
    transform: 'translateX(-50%)',
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    zIndex: 1_000_001,
    width: 'min(560px, calc(100vw - 32px))',
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: '10px',
    padding: '10px 12px',
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
    color: '#fff',
    fontSize: tokens.fontSizeBase300,
  },
  message: { flexGrow: 1 },
  close: { color: '#fff', minWidth: 'auto' },
});

const COLOURS: Record<SnackbarType, string> = { default: '#323130', success: '#0e6b0e', warning: '#8a4b00', error: '#a4262c' };
const ICONS = { default: Info20Filled, success: CheckmarkCircle20Filled, warning: Warning20Filled, error: ErrorCircle20Filled };

/** Snackbars: message, type, optional icon and dismiss button; they close after 4000 ms (saga). */
export function Snackbars() {
  const snackbars = useAppSelector(selectSnackbars);
  const dispatch = useAppDispatch();
  const styles = useStyles();
  return (
    <div className={styles.stack} role="status" aria-live="polite">
      {snackbars.map((s) => {
        const Icon = ICONS[s.type];
        return (
          <div key={s.id} className={styles.bar} style={{ background: COLOURS[s.type] }} data-testid={`snackbar-${s.type}`}>
            {s.hasIcon && <Icon aria-hidden />}
            <span className={styles.message}>{s.message}</span>
            {s.hasClose && (
              <Button
                appearance="transparent"
                size="small"
                className={styles.close}
                icon={<Dismiss16Regular />}
                aria-label="Dismiss"
                onClick={() => dispatch(uiActions.snackbarDismissed(s.id))}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
