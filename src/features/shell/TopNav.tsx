import type { ReactNode } from 'react';
import { Link as RouterLink, NavLink, useMatch, useNavigate } from 'react-router-dom';
import {
  Button,
  CounterBadge,
  Dropdown,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Option,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import {
  Alert24Regular,
  Cart24Regular,
  ChevronDown16Regular,
  Navigation24Regular,
  Person24Regular,
  Star24Regular,
} from '@fluentui/react-icons';
import { MENU_NAME_MAX } from '@/engine/constants';
import { truncateName } from '@/engine/session/truncateName';
import { isTwoFactorRole } from '@/engine/session/twoFactor';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  selectActiveAccount,
  selectBrand,
  selectCanChangeActiveAccount,
  selectCapabilities,
  selectCartCount,
  selectDisplayName,
  selectIsImpersonating,
  selectRole,
  selectSession,
} from '@/store/selectors';
import { sessionActions } from '@/store/sessionSlice';
import { uiActions } from '@/store/uiSlice';
import { PATHS } from '@/engine/paths';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: '16px',
    padding: '8px 24px',
    background: 'var(--brand-bg-2, #fff)',
    borderBottom: `3px solid var(--brand-primary, #003479)`,
    boxShadow: tokens.shadow4,
    position: 'sticky',
    top: 0,
    zIndex: 100,
    '@media (max-width: 800px)': { padding: '8px 12px', gap: '8px' },
    // On a phone the Active Account choice takes a row of its own under the logo and the menus.
    '@media (max-width: 600px)': { flexWrap: 'wrap', rowGap: '4px' },
  },
  logo: { display: 'flex', alignItems: 'center', height: '44px', flexShrink: 0 },
  logoImg: { height: '40px', maxWidth: '200px', '@media (max-width: 800px)': { maxWidth: '96px', height: '30px' } },
  links: { display: 'flex', gap: '4px', marginLeft: '16px', '@media (max-width: 800px)': { display: 'none' } },
  link: {
    padding: '8px 12px',
    borderRadius: tokens.borderRadiusMedium,
    textDecoration: 'none',
    color: 'var(--brand-title, #242424)',
    fontWeight: 600,
    ':hover': { background: 'var(--brand-bg, #efefef)' },
  },
  active: { boxShadow: 'inset 0 -3px 0 var(--brand-primary, #003479)' },
  spacer: { flexGrow: 1 },
  icons: { display: 'flex', alignItems: 'center', gap: '4px', '@media (max-width: 800px)': { display: 'none' } },
  badgeWrap: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-2px', right: '-2px', pointerEvents: 'none' },
  account: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    minWidth: 0,
    flexShrink: 1,
    '@media (max-width: 600px)': {
      order: 1,
      flexBasis: '100%',
      width: '100%',
      '& > span:last-child': { flexGrow: 1, minWidth: 0 },
      '& .fui-Dropdown': { width: '100%', minWidth: 0 },
    },
  },
  accountDropdown: {
    minWidth: '190px',
    '@media (max-width: 800px)': { minWidth: '0', width: '128px' },
  },
  accountLabel: {
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
    '@media (max-width: 1000px)': { display: 'none' },
  },
  mobileOnly: { display: 'none', '@media (max-width: 800px)': { display: 'inline-flex' } },
  userName: { '@media (max-width: 500px)': { display: 'none' } },
});

/** The Active Account dropdown: shown with more than one account, changeable only in the listed modals. */
function ActiveAccountDropdown() {
  const styles = useStyles();
  const { accountSummary } = useAppSelector(selectSession);
  const active = useAppSelector(selectActiveAccount);
  const canChange = useAppSelector(selectCanChangeActiveAccount);
  const dispatch = useAppDispatch();
  if (accountSummary.length <= 1 || !active) return null;
  const label = (a: typeof active) => `${a.Number} (${a.Currency}${a.IsDFM ? ', DFM' : ''})`;
  const dropdown = (
    <Dropdown
      aria-label="Active Account"
      value={label(active)}
      selectedOptions={[String(active.Id)]}
      disabled={!canChange}
      onOptionSelect={(_, d) => d.optionValue && dispatch(sessionActions.activeAccountChanged(Number(d.optionValue)))}
      className={styles.accountDropdown}
    >
      {accountSummary.map((a) => (
        <Option key={a.Id} value={String(a.Id)}>
          {label(a)}
        </Option>
      ))}
    </Dropdown>
  );
  return (
    <div className={styles.account}>
      <span className={styles.accountLabel} aria-hidden>
        Active Account
      </span>
      {canChange ? (
        dropdown
      ) : (
        <Tooltip
          content="Open your watchlist, alerts, transactions, a buy or sell basket, or the cart to change the active account."
          relationship="description"
        >
          <span>{dropdown}</span>
        </Tooltip>
      )}
    </div>
  );
}

/** Top navigation by role (portal-shell §2, §6); the Buy Options menu and the Notifications button are the app's to give. */
export function TopNav({ buyMenu, notifications }: { buyMenu?: ReactNode; notifications?: ReactNode }) {
  const styles = useStyles();
  const brand = useAppSelector(selectBrand);
  const caps = useAppSelector(selectCapabilities);
  const cartCount = useAppSelector(selectCartCount);
  const name = useAppSelector(selectDisplayName);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const open = (id: string) => dispatch(uiActions.modalOpened(id));
  const linkClass = ({ isActive }: { isActive: boolean }) => `${styles.link} ${isActive ? styles.active : ''}`;
  // The studio's link stays current on every studio page (forms and flows alike).
  const inStudio = useMatch('/studio/*') !== null;
  const role = useAppSelector(selectRole);
  const impersonating = useAppSelector(selectIsImpersonating);
  const twoFactor = !!role && isTwoFactorRole(role) && !impersonating;

  return (
    <header className={styles.bar}>
      <RouterLink to={PATHS.home} className={styles.logo} aria-label={`${brand?.name ?? 'Portal'} home`}>
        {brand && <img src={brand.logo} alt={brand.name} className={styles.logoImg} />}
      </RouterLink>
      <nav aria-label="Main" className={styles.links}>
        {caps.openAccount && (
          <NavLink to={PATHS.openAccount} className={linkClass}>
            Open Account
          </NavLink>
        )}
        <NavLink to={PATHS.myAccount} className={linkClass}>
          My Account
        </NavLink>
        {caps.formStudio && (
          <RouterLink to={PATHS.formStudio} className={linkClass({ isActive: inStudio })} aria-current={inStudio ? 'page' : undefined}>
            Form Studio
          </RouterLink>
        )}
      </nav>
      {caps.buyOptions && buyMenu}
      <div className={styles.spacer} />
      <ActiveAccountDropdown />
      {/* Advisers' (portal-shell §6): shown on a phone too. */}
      {caps.notifications && notifications}
      <div className={styles.icons}>
        {caps.watchlist && (
          <Tooltip content="Watchlist" relationship="label">
            <Button appearance="subtle" icon={<Star24Regular />} onClick={() => open('watchlist')} />
          </Tooltip>
        )}
        {caps.cart && (
          <span className={styles.badgeWrap}>
            <Tooltip content={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`} relationship="label">
              <Button appearance="subtle" icon={<Cart24Regular />} onClick={() => open('cart')} />
            </Tooltip>
            {cartCount > 0 && (
              <CounterBadge className={styles.badge} count={cartCount} size="small" color="danger" aria-hidden data-testid="cart-count" />
            )}
          </span>
        )}
        {caps.alertsIcon && (
          <Tooltip content="Alerts" relationship="label">
            <Button appearance="subtle" icon={<Alert24Regular />} onClick={() => open('alerts')} />
          </Tooltip>
        )}
      </div>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            icon={<Person24Regular />}
            iconPosition="before"
            aria-label={`${truncateName(name, MENU_NAME_MAX)}, account menu for ${name}`}
          >
            <span className={styles.userName} data-testid="menu-user-name">
              {truncateName(name, MENU_NAME_MAX)}
            </span>
            <ChevronDown16Regular />
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {/* Clients' (the alerts capability): the active account's Dealing Instructions Form. */}
            {caps.alertsIcon && <MenuItem onClick={() => open('dealingInstructions')}>Dealing Instructions</MenuItem>}
            <MenuItem onClick={() => navigate(PATHS.emailLogs)}>Email logs</MenuItem>
            {/* Staff's own sessions (issue 15 item 6), never a "log in as" window. */}
            {twoFactor && <MenuItem onClick={() => navigate(PATHS.twoFactor)}>Two-factor sign-in</MenuItem>}
            <MenuItem onClick={() => dispatch(sessionActions.logoutRequested({ reason: 'user' }))}>Logout</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <span className={styles.mobileOnly}>
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button appearance="subtle" icon={<Navigation24Regular />} aria-label="Menu" />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {caps.watchlist && <MenuItem onClick={() => open('watchlist')}>Watchlist</MenuItem>}
              {caps.cart && <MenuItem onClick={() => open('cart')}>{`Cart (${cartCount})`}</MenuItem>}
              {caps.alertsIcon && <MenuItem onClick={() => open('alerts')}>Alerts</MenuItem>}
              <MenuItem onClick={() => navigate(PATHS.myAccount)}>My Account</MenuItem>
              {caps.openAccount && <MenuItem onClick={() => navigate(PATHS.openAccount)}>Open Account</MenuItem>}
              {caps.formStudio && <MenuItem onClick={() => navigate(PATHS.formStudio)}>Form Studio</MenuItem>}
            </MenuList>
          </MenuPopover>
        </Menu>
      </span>
    </header>
  );
}
