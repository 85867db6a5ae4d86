/** @jest-environment node */
import {
  checkoutOptions,
  docusignForbiddenMessage,
  NOT_ALLOWED_TO_PURCHASE_MESSAGE,
  noteDisclaimerMessage,
  NOTES_FEE_UNSIGNED_MESSAGE,
  onlineForbiddenMessage,
} from '@/engine/trading/checkoutOptions';

const fund = {
  Name: 'Global Fund',
  ProductType: 'Fund',
  TransactionType: 'Purchase' as const,
  CheckoutOnline: true,
  CheckoutDocusign: false,
};
const note = {
  Name: 'Protected Note',
  ProductType: 'Hybrid, Structured Instruments',
  TransactionType: 'Purchase' as const,
  CheckoutOnline: true,
  CheckoutDocusign: true,
};
const account = { AllowedToPurchase: true, AllowedToSell: true, TransactionFeeSigned: true };

describe('checkoutOptions', () => {
  test('checkoutOptions offers Online and Manual for a fund, Docusign only where the product allows it', () => {
    const o = checkoutOptions([fund], account);
    expect([o.Online, o.Docusign, o.Manual]).toEqual([true, false, true]);
    expect(o.blockers.Docusign[0].message).toBe(docusignForbiddenMessage('Global Fund'));
  });

  test('checkoutOptions withholds Online when a checked product forbids it', () => {
    const o = checkoutOptions([fund, { ...note, CheckoutOnline: false }], account);
    expect(o.Online).toBe(false);
    expect(o.blockers.Online.map((b) => b.message)).toEqual([onlineForbiddenMessage('Protected Note')]);
  });

  test('checkoutOptions withholds Online for notes without a signed transaction fee form, leaving Docusign and Manual', () => {
    const o = checkoutOptions([note], { ...account, TransactionFeeSigned: false });
    expect([o.Online, o.Docusign, o.Manual]).toEqual([false, true, true]);
    expect(o.blockers.Online[0].message).toBe(NOTES_FEE_UNSIGNED_MESSAGE);
  });

  test('checkoutOptions offers Online for notes once the fee form is signed, unless an equity-linked note needs a disclaimer', () => {
    expect(checkoutOptions([note], account).Online).toBe(true);
    const o = checkoutOptions([{ ...note, NeedsDisclaimer: true }], account);
    expect(o.blockers.Online.map((b) => b.message)).toEqual([noteDisclaimerMessage('Protected Note')]);
  });

  test('checkoutOptions offers nothing without the right to purchase', () => {
    const o = checkoutOptions([fund], { ...account, AllowedToPurchase: false });
    expect([o.Online, o.Docusign, o.Manual]).toEqual([false, false, false]);
    expect(o.blockers.Manual[0].message).toBe(NOT_ALLOWED_TO_PURCHASE_MESSAGE);
  });

  test('checkoutOptions applies the note rules to buys only', () => {
    expect(checkoutOptions([{ ...note, TransactionType: 'Sell' }], { ...account, TransactionFeeSigned: false }).Online).toBe(true);
  });
});
