import type { Role } from '../session/roles';

/**
 * The audit trail (issue 15 item 5): which writes are recorded, and each act in words. The server
 * records an act under its key (a write route names it); the client's "Done on your behalf" and an
 * admin's list of a client's acts show the words. One table both sides read.
 */

/** Administrators whose every write is recorded (besides an adviser acting as a client through "log in as"). */
export const AUDITED_ADMIN_ROLES: readonly Role[] = ['whitelabeladmin', 'ownerofbusiness', 'whitelabelmaster'];

/** Exactly an audited administrator role: the server's check. */
export const isAuditedAdminRole = (role: string): boolean => (AUDITED_ADMIN_ROLES as readonly string[]).includes(role);

/** Every act the trail records, in words a client reads ("what was done"). */
export const AUDIT_ACTIONS = {
  'session.passwordChanged': 'Changed a password',
  'session.loggedOut': 'Signed out',
  'profile.updated': 'Updated your personal details',
  'cart.itemsAdded': 'Added a purchase to the cart',
  'cart.saleAdded': 'Added a sale to the cart',
  'cart.itemChanged': 'Changed an item in the cart',
  'cart.itemRemoved': 'Removed an item from the cart',
  'order.placed': 'Placed an order',
  'order.placedForSigning': 'Placed an order to be signed with DocuSign',
  'watchlist.added': 'Added a product to the watchlist',
  'watchlist.removed': 'Removed a product from the watchlist',
  'watchlist.edited': 'Changed the alert rates of a watched product',
  'watchlist.addedForClients': 'Added a product to the watchlist',
  'alert.saved': 'Saved a price alert',
  'nonPlatformHolding.added': 'Recorded a holding held elsewhere',
  'nonPlatformHolding.updated': 'Changed a holding held elsewhere',
  'nonPlatformHolding.removed': 'Removed a holding held elsewhere',
  'nonPlatformHolding.saleRequested': 'Asked for a holding held elsewhere to be sold',
  'opening.started': 'Started an account opening',
  'opening.deleted': 'Deleted an account opening',
  'opening.sectionSaved': 'Saved a section of an account opening',
  'opening.disbursementRemoved': 'Removed the disbursement details of an account opening',
  'opening.documentUploaded': 'Uploaded a document to an account opening',
  'opening.documentRemoved': 'Removed a document from an account opening',
  'opening.signingStarted': 'Sent the account opening documents for signing',
  'opening.signed': 'Signed the account opening documents',
  'opening.completed': 'Completed an account opening',
  'missingDocument.uploaded': 'Uploaded a missing document',
  'missingDocument.reviewed': 'Reviewed an uploaded document',
  'compliance.kycSubmitted': 'Submitted the KYC form',
  'compliance.appropriatenessSubmitted': 'Submitted the appropriateness test',
  'dueDiligence.skipped': 'Postponed the due-diligence review',
  'dueDiligence.detailsSaved': 'Confirmed the due-diligence details',
  'form.submitted': 'Submitted a form',
  'flow.submitted': 'Submitted the answers of a form flow',
  'studio.draftCreated': 'Created a draft of a form or flow',
  'studio.draftEdited': 'Edited a draft of a form or flow',
  'studio.submitted': 'Submitted a form or flow for approval',
  'studio.approved': 'Approved a form or flow',
  'studio.rejected': 'Sent a form or flow back to its author',
  'studio.published': 'Published a form or flow',
  'studio.rolledBack': 'Rolled a form or flow back to an earlier version',
  'twoFactor.setupStarted': 'Started setting up two-factor sign-in',
  'twoFactor.enabled': 'Turned two-factor sign-in on',
  'twoFactor.disabled': 'Turned two-factor sign-in off',
  'accountData.exported': 'Downloaded your data',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/**
 * The words of an act; an act recorded under a key this version no longer knows is shown by its key.
 * @param action - the recorded key
 */
export function describeAuditAction(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}

/** Role names as a client reads them, for "who" of an act. */
export const AUDIT_ROLE_LABELS: Record<string, string> = {
  consultant: 'Your adviser',
  whitelabeladmin: 'Administrator',
  ownerofbusiness: 'Owner of the business',
  whitelabelmaster: 'Platform administrator',
  compliance: 'Compliance',
};

/** The same roles as staff read them (an administrator's list of a client's acts): the adviser is not "yours". */
export const STAFF_ROLE_LABELS: Record<string, string> = { ...AUDIT_ROLE_LABELS, consultant: 'Adviser' };

/** Rows of "Done on your behalf" per page, and the most a page may ask for. */
export const AUDIT_PAGE_SIZE = 10;
export const AUDIT_PAGE_SIZE_MAX = 100;
