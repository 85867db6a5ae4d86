import { amountLeftToPay, forexLinesOf, paymentBlockers, paymentPartOf, remainderPartOf } from '@/engine/trading/checkoutPayment';
import { convertViaEur } from '@/engine/trading/convertViaEur';

const rates = { EUR: 1, USD: 1.0865, GBP: 0.8534 };

describe('checkoutPayment', () => {
  it("paymentPartOf converts what a currency pays into the product's currency through EUR, to the cent", () => {
    expect(paymentPartOf(1000, 'GBP', 'USD', rates)).toEqual({ SellAmount: 1000, BuyAmount: 1273.14 });
    expect(paymentPartOf(250.5, 'EUR', 'EUR', rates)).toEqual({ SellAmount: 250.5, BuyAmount: 250.5 });
  });

  it('remainderPartOf pays exactly what is left, with a sold amount the server accepts within 0.01', () => {
    const part = remainderPartOf(1234.56, 'GBP', 'USD', rates);
    expect(part.BuyAmount).toBe(1234.56);
    expect(Math.abs(part.SellAmount - convertViaEur(1234.56, 'USD', 'GBP', rates))).toBeLessThanOrEqual(0.01);
  });

  it("amountLeftToPay is the line's amount less every part, to the cent", () => {
    expect(amountLeftToPay(1000, { EUR: { SellAmount: 600, BuyAmount: 600 }, USD: { SellAmount: 434.6, BuyAmount: 400 } })).toBe(0);
    expect(amountLeftToPay(1000, {})).toBe(1000);
  });

  it('paymentBlockers: Next waits for exactly 0 left; overpaying says "Exceeds Amount Needed"; a currency above its cash or the 1,000,000 limit blocks', () => {
    const cash = { EUR: 1000, USD: 50 };
    expect(paymentBlockers(1000, { EUR: { SellAmount: 1000, BuyAmount: 1000 } }, cash)).toEqual([]);
    expect(paymentBlockers(1000, { EUR: { SellAmount: 900, BuyAmount: 900 } }, cash)[0].rule).toBe('amount-left');
    expect(
      paymentBlockers(1000, { EUR: { SellAmount: 1000, BuyAmount: 1000 }, USD: { SellAmount: 10, BuyAmount: 9.2 } }, cash)[0].message,
    ).toBe('Exceeds Amount Needed');
    expect(paymentBlockers(100, { USD: { SellAmount: 108.65, BuyAmount: 100 } }, cash).map((b) => b.message)).toEqual([
      'The amount exceeds the available USD cash.',
    ]);
    expect(
      paymentBlockers(2_000_000, { EUR: { SellAmount: 2_000_000, BuyAmount: 2_000_000 } }, { EUR: 5_000_000 }).map((b) => b.rule),
    ).toEqual(['payment-max']);
  });

  it("forexLinesOf lists each other currency that pays a part, buying the product's currency", () => {
    expect(
      forexLinesOf(
        { EUR: { SellAmount: 600, BuyAmount: 600 }, USD: { SellAmount: 434.6, BuyAmount: 400 }, GBP: { SellAmount: 0, BuyAmount: 0 } },
        'EUR',
      ),
    ).toEqual([{ SellCurrency: 'USD', SellAmount: 434.6, BuyCurrency: 'EUR', BuyAmount: 400 }]);
  });
});
