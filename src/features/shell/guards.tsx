import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@fluentui/react-components';
import { capabilitiesOf, isClient, isCompliance } from '@/engine/session/roles';
import { PATHS } from '@/engine/paths';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectRole, selectSession } from '@/store/selectors';
import { sessionActions } from '@/store/sessionSlice';

const Starting = () => <Spinner label="Loading your portal…" style={{ margin: '20vh auto' }} />;

/** Protected paths: a guest is told to log in and sent to Login, the requested path remembered. */
export function RequireAuth() {
  const { status } = useAppSelector(selectSession);
  const location = useLocation();
  const dispatch = useAppDispatch();
  // A session that ends on this page (logout, timeout) is not a guest's visit: the logout saga
  // navigates and keeps the path itself, so no "Log in to access this page" and no remembered path.
  const wasAuthenticated = useRef(status === 'authenticated');
  if (status === 'authenticated') wasAuthenticated.current = true;
  const anonymous = status === 'anonymous';
  useEffect(() => {
    if (anonymous && !wasAuthenticated.current) dispatch(sessionActions.protectedPathVisited(`${location.pathname}${location.search}`));
  }, [anonymous, dispatch, location.pathname, location.search]);
  if (status === 'starting' || status === 'loadingData' || status === 'loggingIn') return <Starting />;
  if (anonymous) return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** Login and reset-password are for guests; a logged-in user is sent Home. */
export function GuestOnly() {
  const { status } = useAppSelector(selectSession);
  // A user who arrives logged in is sent Home here; one who logs in on this page is sent on by
  // the login saga (to the remembered path), so this guard must not race it.
  const arrivedLoggedIn = useRef(status === 'authenticated');
  if (status === 'starting') return <Starting />;
  if (status === 'authenticated') return arrivedLoggedIn.current ? <Navigate to="/" replace /> : <Starting />;
  return <Outlet />;
}

/** The account-opening wizard is not for clients: a client is sent Home. */
export function NotForClients() {
  const role = useAppSelector(selectRole);
  if (isClient(role)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** The form studio is for the brand's staff (whitelabeladmin, ownerofbusiness, whitelabelmaster) and compliance. */
export function StaffOnly() {
  const role = useAppSelector(selectRole);
  if (!capabilitiesOf(role, false).formStudio) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Compliance staff have no portfolio and do not trade: Home sends them to the form studio, where they work. */
export function ComplianceToStudio() {
  const role = useAppSelector(selectRole);
  if (isCompliance(role)) return <Navigate to={PATHS.formStudio} replace />;
  return <Outlet />;
}
