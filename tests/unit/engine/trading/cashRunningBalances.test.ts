import { cashRunningBalances, type CashMovement } from '@/engine/trading/cashRunningBalances';

const move = (id: number, date: string, currency: string, net: number, type = 'Deposit'): CashMovement => ({
  id,
  date,
  type,
  description: `${type} ${id}`,
  currency,
  gross: type === 'Account Service Fee' ? null : net,
  net,
});

describe('cashRunningBalances', () => {
  test('cashRunningBalances keeps one balance per currency, oldest movement first', () => {
    const groups = cashRunningBalances([
      move(3, '2025-02-01', 'EUR', -250.5, 'Trade Settlement'),
      move(1, '2025-01-01', 'EUR', 1000),
      move(2, '2025-01-15', 'USD', 400),
      move(4, '2025-03-01', 'USD', -100.25, 'Withdrawal'),
    ]);
    expect([...groups.keys()].sort()).toEqual(['EUR', 'USD']);
    expect(groups.get('EUR')!.map((r) => [r.id, r.balance])).toEqual([
      [1, 1000],
      [3, 749.5],
    ]);
    expect(groups.get('USD')!.map((r) => [r.id, r.balance])).toEqual([
      [2, 400],
      [4, 299.75],
    ]);
  });

  test('cashRunningBalances orders movements of one day in the order they were booked', () => {
    const rows = cashRunningBalances([move(9, '2025-01-01', 'EUR', -30, 'Account Service Fee'), move(5, '2025-01-01', 'EUR', 100)]).get(
      'EUR',
    )!;
    expect(rows.map((r) => [r.id, r.balance])).toEqual([
      [5, 100],
      [9, 70],
    ]);
  });

  test('cashRunningBalances ends on the exact sum of the movements, without floating-point drift', () => {
    const movements = Array.from({ length: 3000 }, (_, i) => move(i + 1, '2025-01-01', 'EUR', i % 2 ? -0.1 : 0.3));
    const rows = cashRunningBalances(movements).get('EUR')!;
    expect(rows.at(-1)!.balance).toBe(300);
    expect(rows[2].balance).toBe(0.5);
  });

  test('cashRunningBalances keeps each movement as it was given, with its gross amount or null', () => {
    const fee = move(1, '2025-04-01', 'GBP', -37.5, 'Account Service Fee');
    expect(cashRunningBalances([fee]).get('GBP')).toEqual([{ ...fee, balance: -37.5 }]);
  });

  test('cashRunningBalances gives no groups for no movements', () => {
    expect(cashRunningBalances([]).size).toBe(0);
  });
});
