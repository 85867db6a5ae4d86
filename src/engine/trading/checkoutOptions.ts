import { CART_TEXTS } from '../messages/cartTexts';
import { productKindOf } from './productKindOf';
import type { Blocker } from './types';

export type CheckoutType = 'Online' | 'Docusign' | 'Manual';

export const NOT_ALLOWED_TO_PURCHASE_MESSAGE = 'This account is not allowed to purchase.';
export const NOT_ALLOWED_TO_SELL_MESSAGE = 'This account is not allowed to sell.';
export const onlineForbiddenMessage = (name: string) => `Online checkout is not available for ${name}. Please choose Docusign or Manual.`;
export const NOTES_FEE_UNSIGNED_MESSAGE =
  'Online checkout is not available for notes until you have signed a manual or Docusign order form. Please choose Docusign or Manual.';
export const noteDisclaimerMessage = (name: string) =>
  `Online checkout is not available for ${name}: this equity-linked note needs a signed disclaimer. Please choose Docusign or Manual.`;
export const docusignForbiddenMessage = (name: string) => `Docusign is not available for ${name}. Please choose Online or Manual.`;

export interface CheckoutItem {
  Name: string;
  ProductType: string;
  TransactionType: 'Purchase' | 'Sell';
  CheckoutOnline: boolean;
  CheckoutDocusign: boolean;
  /** An equity-linked note that needs a disclaimer. */
  NeedsDisclaimer?: boolean;
}

export interface CheckoutAccount {
  AllowedToPurchase: boolean;
  AllowedToSell: boolean;
  /** The user has signed a manual or Docusign order form before (account details `transactionFeeSigned`). */
  TransactionFeeSigned: boolean;
}

export interface CheckoutOptions {
  Online: boolean;
  Docusign: boolean;
  Manual: boolean;
  /** Why each unavailable option is unavailable, first the one to show. */
  blockers: Record<CheckoutType, Blocker[]>;
}

/**
 * Which of Online, Docusign and Manual the Finalise step offers (trading §5 Finalise, §6). Online
 * needs the account's right to purchase (AllowedToSell for sells) and no checked product that forbids
 * online checkout; buying notes online also needs the transaction fee form signed and no
 * equity-linked note that needs a disclaimer ("Manual or Docusign remain available"). Docusign is
 * offered when every product allows it (the product's CheckoutDocusign flag); Manual always, given
 * the right to trade. The disclaimer tick is the browser's: all three wait for it.
 * @param items - the checked order lines
 * @param account - the account's rights and the user's transaction-fee flag
 * @returns the options and the reasons for each one missing
 */
export function checkoutOptions(items: readonly CheckoutItem[], account: CheckoutAccount): CheckoutOptions {
  const rights: Blocker[] = [];
  if (items.some((i) => i.TransactionType === 'Purchase') && !account.AllowedToPurchase)
    rights.push({ rule: 'not-allowed-to-purchase', message: NOT_ALLOWED_TO_PURCHASE_MESSAGE });
  if (items.some((i) => i.TransactionType === 'Sell') && !account.AllowedToSell)
    rights.push({ rule: 'not-allowed-to-sell', message: NOT_ALLOWED_TO_SELL_MESSAGE });
  const online = [...rights];
  for (const item of items) {
    if (!item.CheckoutOnline) online.push({ rule: 'online-forbidden', message: onlineForbiddenMessage(item.Name) });
  }
  const notes = items.filter((i) => i.TransactionType === 'Purchase' && productKindOf(i) === 'note');
  if (notes.length && !account.TransactionFeeSigned) online.push({ rule: 'notes-fee-unsigned', message: NOTES_FEE_UNSIGNED_MESSAGE });
  for (const note of notes) {
    if (note.NeedsDisclaimer) online.push({ rule: 'note-disclaimer', message: noteDisclaimerMessage(note.Name) });
  }
  const docusign = [...rights];
  for (const item of items) {
    if (!item.CheckoutDocusign) docusign.push({ rule: 'docusign-forbidden', message: docusignForbiddenMessage(item.Name) });
  }
  return {
    Online: online.length === 0,
    Docusign: docusign.length === 0,
    Manual: rights.length === 0,
    blockers: { Online: online, Docusign: docusign, Manual: rights },
  };
}

/** Online, Docusign and Manual wait for the disclaimer tick (trading §4 step 4, §5 Finalise). */
export const DISCLAIMER_FIRST_MESSAGE = CART_TEXTS.disclaimerFirst;

/**
 * Why one Finalise button is disabled: first the unticked disclaimer, then the option's own
 * blockers (trading §5 Finalise: "all disabled until the disclaimer checkbox is ticked").
 * @param options - the answer of checkoutOptions
 * @param type - Online, Docusign or Manual
 * @param disclaimerAccepted - whether the disclaimer box is ticked
 * @returns the blockers, first the one to show; empty when the button may be pressed
 */
export function finaliseBlockers(options: CheckoutOptions, type: CheckoutType, disclaimerAccepted: boolean): Blocker[] {
  const own = options.blockers[type];
  return disclaimerAccepted ? own : [{ rule: 'disclaimer', message: DISCLAIMER_FIRST_MESSAGE }, ...own];
}
