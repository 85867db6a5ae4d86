/** Roles of the platform (spec §3). The spec matches roles by substring; the server matches exactly. */
export const ROLES = ['clientreadonly', 'client', 'consultant', 'whitelabeladmin', 'whitelabelmaster', 'ownerofbusiness'] as const;
export type Role = (typeof ROLES)[number];

export const ADVISER_ROLES: readonly Role[] = ['consultant', 'whitelabeladmin', 'ownerofbusiness'];
export const BRAND_ADMIN_ROLES: readonly Role[] = ['whitelabeladmin', 'ownerofbusiness'];
export const CLIENT_ROLES: readonly Role[] = ['client', 'clientreadonly'];

export const isClientRole = (role: string) => (CLIENT_ROLES as readonly string[]).includes(role);
export const isAdviserRole = (role: string) => (ADVISER_ROLES as readonly string[]).includes(role);
export const isBrandAdmin = (role: string) => (BRAND_ADMIN_ROLES as readonly string[]).includes(role);
