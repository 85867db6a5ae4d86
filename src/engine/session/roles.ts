/**
 * Role checks as the spec states them: roles are matched by substring (portal-shell §6), so
 * "clientreadonly" is also a client. The server matches roles exactly.
 */
export const hasRole = (role: string | undefined, name: string): boolean => !!role && role.toLowerCase().includes(name);
export const isClient = (role?: string) => hasRole(role, 'client');
export const isReadOnlyClient = (role?: string) => hasRole(role, 'clientreadonly');
export const isConsultant = (role?: string) => hasRole(role, 'consultant');
export const isAdviser = (role?: string) => ['consultant', 'whitelabeladmin', 'ownerofbusiness'].some((r) => hasRole(role, r));
export const isBrandAdmin = (role?: string) => ['whitelabeladmin', 'ownerofbusiness'].some((r) => hasRole(role, r));

/** The capabilities table of portal-shell §6, one place for the navigation and the guards. */
export function capabilitiesOf(role: string | undefined, activeAccountIsDfm: boolean) {
  const client = isClient(role);
  const adviser = isAdviser(role);
  return {
    openAccount: adviser,
    notifications: adviser,
    alertsIcon: client,
    watchlist: client || adviser,
    cart: isConsultant(role) || adviser || (client && !activeAccountIsDfm),
    logInAsClient: adviser,
    adminClientList: isBrandAdmin(role),
    /** The form studio's preview (decisions.md): the brand's staff who look after its forms. */
    formStudio: isBrandAdmin(role) || hasRole(role, 'whitelabelmaster'),
  };
}
