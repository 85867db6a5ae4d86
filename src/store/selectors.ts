import { createSelector } from '@reduxjs/toolkit';
import { canChangeActiveAccount } from '@/engine/session/canChangeActiveAccount';
import { capabilitiesOf } from '@/engine/session/roles';
import type { RootState } from './rootReducer';

export const selectSession = (s: RootState) => s.session;
export const selectClaims = (s: RootState) => s.session.claims;
export const selectRole = (s: RootState) => s.session.claims?.role;
export const selectIsAuthenticated = (s: RootState) => s.session.status === 'authenticated';
export const selectIsImpersonating = (s: RootState) => !!s.session.claims?.impersonator;
export const selectBrandState = (s: RootState) => s.brand;
export const selectBrand = (s: RootState) => s.brand.brand;
export const selectTwoFactor = (s: RootState) => s.twoFactor;
export const selectUi = (s: RootState) => s.ui;
export const selectSnackbars = (s: RootState) => s.ui.snackbars;
export const selectErrors = (s: RootState) => s.ui.errors;
export const selectNotices = (s: RootState) => s.ui.notices;
export const selectPortfolio = (s: RootState) => s.portfolio;

export const selectActiveAccount = createSelector(
  [(s: RootState) => s.session.accountSummary, (s: RootState) => s.session.activeAccountId],
  (accounts, id) => accounts.find((a) => a.Id === id) ?? null,
);

export const selectCapabilities = createSelector([selectRole, selectActiveAccount], (role, account) =>
  capabilitiesOf(role, !!account?.IsDFM),
);

export const selectDisplayName = (s: RootState) => {
  const u = s.session.user;
  return u ? `${u.FirstName} ${u.LastName}` : (s.session.claims?.unique_name ?? '');
};

export const selectCartCount = (s: RootState) => s.portfolio.cart?.Items.length ?? 0;

/** Page scroll is blocked while any modal is active (portal-shell §4). */
export const selectAnyModalOpen = (s: RootState) =>
  s.ui.openModals.length > 0 || s.ui.errors.length > 0 || s.ui.notices.newFeature || s.ui.notices.limitedFunctionality;

export const selectCanChangeActiveAccount = (s: RootState) => canChangeActiveAccount(s.ui.openModals, s.ui.cartAtCheckout);

export const selectForms = (s: RootState) => s.forms;
