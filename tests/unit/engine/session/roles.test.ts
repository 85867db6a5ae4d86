/** @jest-environment node */
import {
  capabilitiesOf,
  hasRole,
  isAdviser,
  isBrandAdmin,
  isClient,
  isClientRole,
  isCompliance,
  isComplianceRole,
  isConsultant,
  isReadOnlyClient,
  isStudioApproverRole,
  ROLES,
} from '@/engine/session/roles';

type Capabilities = ReturnType<typeof capabilitiesOf>;

const none: Capabilities = {
  openAccount: false,
  notifications: false,
  alertsIcon: false,
  watchlist: false,
  cart: false,
  logInAsClient: false,
  adminClientList: false,
  formStudio: false,
  buyOptions: false,
};
const clientCaps: Capabilities = { ...none, alertsIcon: true, watchlist: true, cart: true, buyOptions: true };
const adviserCaps: Capabilities = {
  ...none,
  openAccount: true,
  notifications: true,
  watchlist: true,
  cart: true,
  logInAsClient: true,
  buyOptions: true,
};
const adminCaps: Capabilities = { ...adviserCaps, adminClientList: true, formStudio: true };

/**
 * The table of portal-shell §6, plus the cart rule of trading §2 ("consultants, or users whose
 * active account is not a DFM account"). clientreadonly is a client because roles are matched by
 * substring; whitelabelmaster has no behaviour in the spec, so it gets only the form studio (decisions.md).
 */
const TABLE: Array<[role: string, dfm: boolean, expected: Capabilities]> = [
  ['client', false, clientCaps],
  ['client', true, { ...clientCaps, cart: false }],
  ['clientreadonly', false, clientCaps],
  ['clientreadonly', true, { ...clientCaps, cart: false }],
  ['consultant', false, adviserCaps],
  ['consultant', true, adviserCaps],
  ['whitelabeladmin', false, adminCaps],
  ['whitelabeladmin', true, adminCaps],
  ['ownerofbusiness', false, adminCaps],
  ['ownerofbusiness', true, adminCaps],
  ['whitelabelmaster', false, { ...none, formStudio: true, buyOptions: true }],
  ['whitelabelmaster', true, { ...none, formStudio: true, buyOptions: true }],
  ['compliance', false, { ...none, formStudio: true }],
  ['compliance', true, { ...none, formStudio: true }],
];

describe('capabilitiesOf', () => {
  test.each(TABLE)('capabilitiesOf %s (DFM active account: %s) follows the permissions table', (role, dfm, expected) => {
    expect(capabilitiesOf(role, dfm)).toEqual(expected);
  });

  test.each(TABLE.filter(([, dfm]) => !dfm))('capabilitiesOf %s matches the role ignoring case', (role, dfm, expected) => {
    expect(capabilitiesOf(role.toUpperCase(), dfm)).toEqual(expected);
  });

  test('capabilitiesOf grants nothing without a role', () => {
    expect(capabilitiesOf(undefined, false)).toEqual(none);
    expect(capabilitiesOf('', false)).toEqual(none);
  });
});

describe('role predicates', () => {
  test('a clientreadonly user is a client and a read-only client; a client is not read-only', () => {
    expect(isClient('clientreadonly')).toBe(true);
    expect(isReadOnlyClient('clientreadonly')).toBe(true);
    expect(isReadOnlyClient('client')).toBe(false);
  });

  test('consultant, whitelabeladmin and ownerofbusiness are advisers; only the last two are brand admins', () => {
    expect(['consultant', 'whitelabeladmin', 'ownerofbusiness'].map(isAdviser)).toEqual([true, true, true]);
    expect(['consultant', 'whitelabeladmin', 'ownerofbusiness'].map(isBrandAdmin)).toEqual([false, true, true]);
    expect(['client', 'clientreadonly', 'whitelabelmaster'].map(isAdviser)).toEqual([false, false, false]);
  });

  test('isConsultant and hasRole match by substring and are false without a role', () => {
    expect(isConsultant('consultant')).toBe(true);
    expect(isConsultant('client')).toBe(false);
    expect(hasRole(undefined, 'client')).toBe(false);
  });
});

describe('compliance role', () => {
  test('compliance is one of ROLES, staff: not a client, not an adviser, not a brand admin', () => {
    expect(ROLES).toContain('compliance');
    expect([isClient('compliance'), isClientRole('compliance'), isAdviser('compliance'), isBrandAdmin('compliance')]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  test('isComplianceRole matches exactly; isCompliance by substring', () => {
    expect(isComplianceRole('compliance')).toBe(true);
    expect(isComplianceRole('Compliance')).toBe(false);
    expect(isComplianceRole('compliancex')).toBe(false);
    expect(isCompliance('Compliance')).toBe(true);
    expect(isCompliance(undefined)).toBe(false);
  });

  test('the studio approvers are compliance and whitelabelmaster, exactly', () => {
    expect(['compliance', 'whitelabelmaster', 'whitelabeladmin', 'client', 'consultant'].map(isStudioApproverRole)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
