import { canPayFrom } from '@/engine/trading/checkoutPayment';
import { checkoutOptions, finaliseBlockers } from '@/engine/trading/checkoutOptions';
import { clientWatchlistBlockers } from '@/engine/trading/clientWatchlistBlockers';
import { rebateBlockers } from '@/engine/trading/rebateBlockers';

describe('rebateBlockers', () => {
  test('Confirm Rebate waits for Units or Cash', () => {
    expect(rebateBlockers(null)).toEqual([{ rule: 'rebate-type', message: 'Please choose a rebate type' }]);
    expect(rebateBlockers('Other')).toHaveLength(1);
    expect(rebateBlockers('Units')).toEqual([]);
    expect(rebateBlockers('Cash')).toEqual([]);
  });
});

describe('clientWatchlistBlockers', () => {
  test('Add Selected waits for a selected client', () => {
    expect(clientWatchlistBlockers([])).toEqual([{ rule: 'no-client', message: 'Select at least one client' }]);
    expect(clientWatchlistBlockers(['B-1'])).toEqual([]);
  });
});

describe('finaliseBlockers', () => {
  const options = checkoutOptions(
    [{ Name: 'Closed Fund', ProductType: 'Fund', TransactionType: 'Purchase', CheckoutOnline: false, CheckoutDocusign: true }],
    { AllowedToPurchase: true, AllowedToSell: true, TransactionFeeSigned: true },
  );
  test('every option waits for the disclaimer first', () => {
    for (const type of ['Online', 'Docusign', 'Manual'] as const) {
      expect(finaliseBlockers(options, type, false)[0]).toEqual({ rule: 'disclaimer', message: 'Please tick the disclaimer first.' });
    }
  });
  test('after the tick each option keeps only its own blockers', () => {
    expect(finaliseBlockers(options, 'Online', true).map((b) => b.rule)).toEqual(['online-forbidden']);
    expect(finaliseBlockers(options, 'Docusign', true)).toEqual([]);
    expect(finaliseBlockers(options, 'Manual', true)).toEqual([]);
  });
});

describe('canPayFrom', () => {
  const rates = { USD: 1.1, GBP: 0.85 };
  test("a product's own currency always pays; another needs EUR rates for both (EUR counts as 1)", () => {
    expect(canPayFrom('CHF', 'CHF', {})).toBe(true);
    expect(canPayFrom('USD', 'GBP', rates)).toBe(true);
    expect(canPayFrom('EUR', 'USD', rates)).toBe(true);
    expect(canPayFrom('USD', 'EUR', rates)).toBe(true);
    expect(canPayFrom('CHF', 'EUR', rates)).toBe(false);
    expect(canPayFrom('USD', 'CHF', rates)).toBe(false);
  });
});
