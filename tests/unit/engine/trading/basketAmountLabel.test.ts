import { basketAmountLabel } from '@/engine/trading/basketAmountLabel';

describe('basketAmountLabel', () => {
  test('bonds say "Nominal (multiples of N)", 1,000 unless a Denomination is set', () => {
    expect(basketAmountLabel({ ProductType: 'Fixed Income Bond', Coupon: 2, Currency: 'EUR' })).toBe('Nominal (multiples of 1,000)');
    expect(basketAmountLabel({ ProductType: 'Bonds', Denomination: 100000, Currency: 'EUR' })).toBe('Nominal (multiples of 100,000)');
  });
  test('a Denomination says "Nominal (divisible by N)"; otherwise the amount in the product\'s currency', () => {
    expect(basketAmountLabel({ ProductType: 'Hybrid, Structured Instruments', Denomination: 5000, Currency: 'USD' })).toBe(
      'Nominal (divisible by 5,000)',
    );
    expect(basketAmountLabel({ ProductType: 'Fund', Currency: 'GBP' })).toBe('Amount (GBP)');
  });
});
