/**
 * The platform's roles (portal-shell §3) and the two ways of asking about them, in one module the
 * browser and the server both import.
 *
 * - `is…Role` match exactly, against the role lists: the server's checks, where a role is one of
 *   ROLES and nothing else passes.
 * - `hasRole`, `isClient`, `isAdviser`, … match as the spec states them, by substring (portal-shell
 *   §6: "clientreadonly" is also a client), for the browser's navigation, guards and buttons.
 */
export const ROLES = [
  'clientreadonly',
  'client',
  'consultant',
  'whitelabeladmin',
  'whitelabelmaster',
  'ownerofbusiness',
  'compliance',
] as const;
export type Role = (typeof ROLES)[number];

/** Advisers: consultants, white-label admins and owners of business (they serve clients and may act as them). */
export const ADVISER_ROLES: readonly Role[] = ['consultant', 'whitelabeladmin', 'ownerofbusiness'];
/** The brand's administrators: every client of the brand, not only their own. */
export const BRAND_ADMIN_ROLES: readonly Role[] = ['whitelabeladmin', 'ownerofbusiness'];
export const CLIENT_ROLES: readonly Role[] = ['client', 'clientreadonly'];
/** Compliance staff (issue 13): they edit forms and flows in the studio; staff, not clients, no trading. */
export const COMPLIANCE_ROLES: readonly Role[] = ['compliance'];
/** Who may read the studio's forms, versions and audit log, and approve a version: compliance and the white-label master. */
export const STUDIO_APPROVER_ROLES: readonly Role[] = ['compliance', 'whitelabelmaster'];

const isOneOf = (roles: readonly Role[], role: string) => (roles as readonly string[]).includes(role);

/** Exactly a client role (client or clientreadonly): the server's check. */
export const isClientRole = (role: string) => isOneOf(CLIENT_ROLES, role);
/** Exactly an adviser role: the server's check. */
export const isAdviserRole = (role: string) => isOneOf(ADVISER_ROLES, role);
/** Exactly a brand-admin role: the server's check. */
export const isBrandAdminRole = (role: string) => isOneOf(BRAND_ADMIN_ROLES, role);
/** Exactly the compliance role: the server's check (the studio's drafts, submissions, publications). */
export const isComplianceRole = (role: string) => isOneOf(COMPLIANCE_ROLES, role);
/** Exactly a role that may read and approve in the studio (compliance, whitelabelmaster): the server's check. */
export const isStudioApproverRole = (role: string) => isOneOf(STUDIO_APPROVER_ROLES, role);

/** The spec's role test: the role names `name` anywhere, in any case. */
export const hasRole = (role: string | undefined, name: string): boolean => !!role && role.toLowerCase().includes(name);
export const isClient = (role?: string) => hasRole(role, 'client');
export const isReadOnlyClient = (role?: string) => hasRole(role, 'clientreadonly');
export const isConsultant = (role?: string) => hasRole(role, 'consultant');
export const isAdviser = (role?: string) => ADVISER_ROLES.some((r) => hasRole(role, r));
export const isBrandAdmin = (role?: string) => BRAND_ADMIN_ROLES.some((r) => hasRole(role, r));
/** Compliance staff, as the browser asks (they land on the form studio instead of Home). */
export const isCompliance = (role?: string) => hasRole(role, 'compliance');

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
    /** The Buy Options menu (trading §2): everyone who may look at products; not compliance staff, whose Home is the studio (decisions.md). */
    buyOptions: !!role && !isCompliance(role),
    /** The form studio (decisions.md): the brand's staff who look after its forms, and compliance who change them. */
    formStudio: isBrandAdmin(role) || hasRole(role, 'whitelabelmaster') || isCompliance(role),
  };
}
