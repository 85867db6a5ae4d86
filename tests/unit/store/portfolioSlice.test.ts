/** @jest-environment node */
import reducer, { portfolioActions } from '@/store/portfolioSlice';
import type { ClientEntry } from '@/types/api';
import { cartWith } from '../support/fixtures';

const initial = reducer(undefined, { type: '@@init' });
const client = { Id: 5, Name: 'Jane Doe', UserName: 'dmojane' } as ClientEntry;

describe('portfolioSlice', () => {
  test('the portfolio starts empty with EUR as the reference currency', () => {
    expect(initial).toEqual({
      cashPosition: null,
      holdings: null,
      cart: null,
      missingDocuments: [],
      rates: [],
      referenceCurrency: 'EUR',
      consultantSummary: null,
      clientList: [],
      investmentSummary: [],
      adminClientList: [],
      profileReminderDue: false,
    });
  });

  test.each([
    ['cashPositionLoaded', 'cashPosition', { EUR: 1000, USD: 20 }],
    ['holdingsLoaded', 'holdings', { Holdings: [], Totals: { Currency: 'EUR', PurchasedValue: 0, CurrentValue: 0, Performance: 0 } }],
    ['cartLoaded', 'cart', cartWith(2)],
    ['missingDocumentsLoaded', 'missingDocuments', [{ Client: { ID: 1 }, Message: 'Passport missing', Documents: [] }]],
    ['ratesLoaded', 'rates', [{ Currency: 'USD', Rate_EUR: 1.1, CurrencySymbol: '$' }]],
    [
      'consultantSummaryLoaded',
      'consultantSummary',
      { TotalClients: 3, TotalPosition: 1, TotalAvailableCash: 1, CashPosition: 1, SecurityPosition: 0, Currency: 'EUR' },
    ],
    ['clientListLoaded', 'clientList', [client]],
    ['investmentSummaryLoaded', 'investmentSummary', [{ ProductType: 'Fund', Value: 10, Percentage: 100, Currency: 'EUR' }]],
    ['adminClientListLoaded', 'adminClientList', [client]],
    ['profileReminderChecked', 'profileReminderDue', true],
  ] as const)('%s stores %s', (action, key, value) => {
    const creator = portfolioActions[action] as (payload: unknown) => { type: string; payload: unknown };
    const state = reducer(initial, creator(value));
    expect(state[key]).toEqual(value);
  });

  test('cleared empties everything that was loaded', () => {
    let state = reducer(initial, portfolioActions.cartLoaded(cartWith(3)));
    state = reducer(state, portfolioActions.clientListLoaded([client]));
    state = reducer(state, portfolioActions.profileReminderChecked(true));
    expect(reducer(state, portfolioActions.cleared())).toEqual(initial);
  });
});
