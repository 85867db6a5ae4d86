import bcrypt from 'bcryptjs';
import type { Insertable, Kysely } from 'kysely';
import brandsCatalogue from '../../../schemas/brands/brands.json';
import type { Db } from '../database';
import type { Database } from '../schema';
import { buildProductCatalogue } from './catalogue';
import { navSeries } from './priceModel';
import type { SeedProduct } from './types';
import { addDays, isoDate } from '../../lib/dates';
import { seedDueDiligence } from './dueDiligence';
import { seedCompliance } from './compliance';

export const DEMO_PASSWORD = 'Portal-demo-1';
/** Years of daily NAV history the demo keeps (DESIGN.md §5 asks for five or more). */
const HISTORY_YEARS = 6;

interface DemoUser {
  username: string;
  brand: string;
  role: string;
  first: string;
  last: string;
  consultant?: string;
  cphq?: boolean;
  detailsUpdated?: boolean;
  feeSigned?: boolean;
  createdDaysAgo: number;
}

const USERS: DemoUser[] = [
  { username: 'dmoconsultant', brand: 'dmo', role: 'consultant', first: 'Clara', last: 'Whitfield', createdDaysAgo: 900 },
  { username: 'dmohq', brand: 'dmo', role: 'consultant', first: 'Henrik', last: 'Quaresma', cphq: true, createdDaysAgo: 1200 },
  { username: 'dmoadmin', brand: 'dmo', role: 'whitelabeladmin', first: 'Adele', last: 'Marchetti', createdDaysAgo: 1100 },
  { username: 'dmoowner', brand: 'dmo', role: 'ownerofbusiness', first: 'Oscar', last: 'Lindqvist', createdDaysAgo: 1300 },
  { username: 'dmomaster', brand: 'dmo', role: 'whitelabelmaster', first: 'Miriam', last: 'Achterberg', createdDaysAgo: 1300 },
  {
    username: 'dmoclient',
    brand: 'dmo',
    role: 'client',
    first: 'Maximilian',
    last: 'Oberhauser-Lindenberg',
    consultant: 'dmoconsultant',
    feeSigned: true,
    createdDaysAgo: 730,
  },
  {
    username: 'dmoclient2',
    brand: 'dmo',
    role: 'client',
    first: 'Sofia',
    last: 'Brandt',
    consultant: 'dmoconsultant',
    detailsUpdated: false,
    createdDaysAgo: 60,
  },
  {
    username: 'dmoreadonly',
    brand: 'dmo',
    role: 'clientreadonly',
    first: 'Rafael',
    last: 'Okafor',
    consultant: 'dmohq',
    createdDaysAgo: 400,
  },
  { username: 'nbcconsultant', brand: 'nbc', role: 'consultant', first: 'Grace', last: 'Pemberton', createdDaysAgo: 800 },
  {
    username: 'nbcclient',
    brand: 'nbc',
    role: 'client',
    first: 'Thomas',
    last: 'Ashdown',
    consultant: 'nbcconsultant',
    feeSigned: true,
    createdDaysAgo: 500,
  },
  // Last, so the users above keep their ids, phones and Boston ids.
  { username: 'dmocompliance', brand: 'dmo', role: 'compliance', first: 'Cornelia', last: 'Brandt', createdDaysAgo: 700 },
  { username: 'dmocompliance2', brand: 'dmo', role: 'compliance', first: 'Jonas', last: 'Eriksen', createdDaysAgo: 650 },
];

interface DemoAccount {
  owner: string;
  number: string;
  type: number;
  currency: string;
  dfm?: boolean;
  createdDaysAgo: number;
  cash: Record<string, number>;
  /** Holdings as [product picker, amount invested in product currency, days ago bought]. */
  holdings: Array<[(p: SeedProduct[]) => SeedProduct, number, number]>;
}

const byType =
  (type: string, nth = 0) =>
  (all: SeedProduct[]) => {
    const found = all.filter((p) => p.productType === type && p.hasNav);
    if (!found.length) throw new Error(`demo seed: no product of type ${type}`);
    return found[nth % found.length];
  };
const rebateFund = (all: SeedProduct[]) => all.find((p) => p.cashRebate && p.hasNav) ?? byType('Fund')(all);

const ACCOUNTS: DemoAccount[] = [
  {
    owner: 'dmoclient',
    number: 'DMO-100101',
    type: 400159,
    currency: 'EUR',
    createdDaysAgo: 730,
    cash: { EUR: 152_340.55, USD: 24_800, GBP: 7_950.4 },
    holdings: [
      [byType('Fund', 0), 40_000, 700],
      [byType('Equity Funds', 1), 25_000, 520],
      [byType('Exchange Traded Funds (ETF)', 0), 18_000, 400],
      [byType('Equities', 2), 9_000, 300],
      [byType('Fixed Income Bond', 0), 20_000, 650],
      [byType('Hybrid, Structured Instruments', 0), 10_000, 250],
      [rebateFund, 12_000, 180],
    ],
  },
  {
    owner: 'dmoclient',
    number: 'DMO-100102',
    type: 400159,
    currency: 'EUR',
    dfm: true,
    createdDaysAgo: 600,
    cash: { EUR: 18_250 },
    holdings: [
      [byType('DFM', 0), 120_000, 590],
      [byType('DFM', 1), 60_000, 420],
    ],
  },
  {
    owner: 'dmoclient2',
    number: 'DMO-100201',
    type: 400159,
    currency: 'EUR',
    createdDaysAgo: 60,
    cash: { EUR: 41_500 },
    holdings: [[byType('Fund', 3), 15_000, 45]],
  },
  {
    owner: 'dmoreadonly',
    number: 'DMO-100301',
    type: 400159,
    currency: 'EUR',
    createdDaysAgo: 400,
    cash: { EUR: 9_870.25 },
    holdings: [[byType('Exchange Traded Funds (ETF)', 2), 20_000, 350]],
  },
  {
    owner: 'nbcclient',
    number: 'NBC-200101',
    type: 400159,
    currency: 'GBP',
    createdDaysAgo: 500,
    cash: { GBP: 63_400, EUR: 5_000 },
    holdings: [
      [byType('Fund', 5), 30_000, 480],
      [byType('Bonds', 0), 25_000, 300],
    ],
  },
];

/** Reference rates as units of the currency per 1 EUR (the ECB convention); conversion goes through EUR. */
export const DEMO_RATES = [
  { currency: 'EUR', rate_eur: 1, symbol: '€' },
  { currency: 'USD', rate_eur: 1.0865, symbol: '$' },
  { currency: 'GBP', rate_eur: 0.8534, symbol: '£' },
];

/** The demo's quarterly account service fee, in the account's currency. */
const QUARTERLY_SERVICE_FEE = 37.5;
/** The one withdrawal of a demo account older than a year, in the account's currency. */
const DEMO_WITHDRAWAL = 2_500;

const isPercentPriced = (p: SeedProduct) => ['Fixed Income Bond', 'Bonds', 'Hybrid, Structured Instruments'].includes(p.productType);

/** Inserts rows in chunks small enough for either dialect's parameter limit. */
async function insertChunked<T extends keyof Database>(
  kysely: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
  chunk = 800,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await kysely
      .insertInto(table)
      .values(rows.slice(i, i + chunk))
      .execute();
  }
}

/** True when the database already holds the platform's brands (the seed ran before). */
export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('white_labels')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) > 0;
}

/** Writes the brands table only (SEED=none still needs brands so users can be created). */
export async function seedBrands(kysely: Kysely<Database>): Promise<void> {
  await insertChunked(
    kysely,
    'white_labels',
    brandsCatalogue.map((b, i) => ({ id: i + 1, code: b.code, name: b.name })),
  );
}

/**
 * The deterministic demo platform of DESIGN.md §5: the same rows on every fresh start of the same
 * day (prices depend only on product and date; other dates are relative to `today`).
 */
export async function seedDemo(db: Db, today: Date = new Date()): Promise<void> {
  const todayIso = isoDate(today);
  const daysAgo = (n: number) => isoDate(addDays(today, -n));
  const hash = bcrypt.hashSync(DEMO_PASSWORD, 10);
  const catalogue = buildProductCatalogue();

  await db.kysely.transaction().execute(async (trx) => {
    await seedBrands(trx);
    const brandId = new Map(brandsCatalogue.map((b, i) => [b.code, i + 1]));
    await insertChunked(trx, 'currency_rates', DEMO_RATES);

    const userIds = new Map<string, number>();
    for (const [i, u] of USERS.entries()) {
      const row = await trx
        .insertInto('users')
        .values({
          username: u.username,
          password_hash: hash,
          role: u.role,
          white_label_id: brandId.get(u.brand)!,
          first_name: u.first,
          last_name: u.last,
          email: `${u.username}@${u.brand}.example.com`,
          phone: `+49-1701234${String(100 + i)}`,
          consultant_id: u.consultant ? userIds.get(u.consultant)! : null,
          cphq_user: u.cphq ? 1 : 0,
          details_updated: u.detailsUpdated === false ? 0 : 1,
          boston_id: `B${String(700100 + i * 7)}`,
          transaction_fee_signed: u.feeSigned ? 1 : 0,
          can_purchase: 1,
          can_sell: 1,
          created_at: daysAgo(u.createdDaysAgo),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds.set(u.username, row.id);
    }

    const productIds = new Map<string, number>();
    const navs = new Map<string, { date: string; nav: number }[]>();
    const from = isoDate(addDays(today, -Math.round(HISTORY_YEARS * 365.25)));
    for (const p of catalogue) {
      const row = await trx
        .insertInto('products')
        .values({
          isin: p.isin,
          name: p.name,
          product_type: p.productType,
          currency: p.currency,
          provider: p.provider,
          category: p.category,
          denomination: p.denomination,
          min_invest: p.minInvest,
          coupon: p.coupon,
          maturity_date: p.maturityDate,
          cash_rebate: p.cashRebate,
          cash_rebate_type: p.cashRebateType,
          discount_percentage: p.discountPercentage,
          checkout_online: p.checkoutOnline ? 1 : 0,
          checkout_docusign: p.checkoutDocusign ? 1 : 0,
          needs_disclaimer: p.needsDisclaimer ? 1 : 0,
          risk_rating: p.riskRating,
          ms_rating: p.msRating,
          fees_json: JSON.stringify(p.fees),
          settlement_json: JSON.stringify(p.settlement),
          factsheet_json: p.factSheet ? JSON.stringify(p.factSheet) : null,
          has_nav: p.hasNav ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      productIds.set(p.isin, row.id);
      const series = navSeries(p, from, todayIso);
      navs.set(p.isin, series);
      await insertChunked(
        trx,
        'prices',
        series.map((s) => ({ product_id: row.id, price_date: s.date, nav: s.nav })),
        1500,
      );
    }

    const navOn = (p: SeedProduct, date: string) => {
      const series = navs.get(p.isin)!;
      let nav = series[0]?.nav ?? 1;
      for (const s of series) {
        if (s.date > date) break;
        nav = s.nav;
      }
      return nav;
    };

    for (const a of ACCOUNTS) {
      const ownerId = userIds.get(a.owner)!;
      const created = daysAgo(a.createdDaysAgo);
      const account = await trx
        .insertInto('accounts')
        .values({
          number: a.number,
          user_id: ownerId,
          type_code: a.type,
          currency: a.currency,
          is_dfm: a.dfm ? 1 : 0,
          allowed_to_purchase: 1,
          allowed_to_sell: 1,
          min_cash_balance: 0,
          created_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const transactions: Insertable<Database['transactions']>[] = [];
      for (const [currency, amount] of Object.entries(a.cash)) {
        await trx.insertInto('cash_balances').values({ account_id: account.id, currency, amount }).execute();
      }
      const deposits: Record<string, number> = { ...a.cash };
      for (const [pick, invested, ago] of a.holdings) {
        const p = pick(catalogue);
        const date = daysAgo(Math.min(ago, a.createdDaysAgo - 1));
        const nav = navOn(p, date);
        const unitPrice = isPercentPriced(p) ? nav / 100 : nav;
        const units = isPercentPriced(p) ? invested : Math.floor((invested / unitPrice) * 10_000) / 10_000;
        const cost = Math.round(units * unitPrice * 100) / 100;
        await trx
          .insertInto('holdings')
          .values({
            account_id: account.id,
            product_id: productIds.get(p.isin)!,
            units,
            purchased_value: cost,
            purchase_date: date,
          })
          .execute();
        deposits[p.currency] = (deposits[p.currency] ?? 0) + cost;
        transactions.push(
          {
            account_id: account.id,
            kind: 'security',
            transaction_date: date,
            transaction_type: 'Buy',
            description: `Purchase ${p.name} (${p.isin}), ${units} units`,
            currency: p.currency,
            gross_amount: cost,
            net_amount: cost,
            product_id: productIds.get(p.isin)!,
            units,
            price: Math.round(unitPrice * 1e4) / 1e4,
          },
          {
            account_id: account.id,
            kind: 'cash',
            transaction_date: date,
            transaction_type: 'Trade Settlement',
            description: `Settlement of purchase ${p.isin}`,
            currency: p.currency,
            gross_amount: -cost,
            net_amount: -cost,
          },
        );
      }
      for (let q = 90; q < a.createdDaysAgo; q += 91) {
        transactions.push({
          account_id: account.id,
          kind: 'fee',
          transaction_date: daysAgo(a.createdDaysAgo - q),
          transaction_type: 'Account Service Fee',
          description: 'Quarterly account service fee',
          currency: a.currency,
          gross_amount: null,
          net_amount: -QUARTERLY_SERVICE_FEE,
        });
        // Fees are debited from cash: the opening transfer covered them, so the ledger ends on the balance.
        deposits[a.currency] = (deposits[a.currency] ?? 0) + QUARTERLY_SERVICE_FEE;
      }
      // A withdrawal in an account's second year, so the cash history has money going out as well as in.
      if (a.createdDaysAgo > 365) {
        transactions.push({
          account_id: account.id,
          kind: 'cash',
          transaction_date: daysAgo(a.createdDaysAgo - 200),
          transaction_type: 'Withdrawal',
          description: 'Outgoing transfer to the nominated bank account',
          currency: a.currency,
          gross_amount: -DEMO_WITHDRAWAL,
          net_amount: -DEMO_WITHDRAWAL,
        });
        deposits[a.currency] = (deposits[a.currency] ?? 0) + DEMO_WITHDRAWAL;
      }
      for (const [currency, amount] of Object.entries(deposits)) {
        transactions.unshift({
          account_id: account.id,
          kind: 'cash',
          transaction_date: created,
          transaction_type: 'Deposit',
          description: 'Incoming transfer',
          currency,
          gross_amount: Math.round(amount * 100) / 100,
          net_amount: Math.round(amount * 100) / 100,
        });
      }
      await insertChunked(trx, 'transactions', transactions);

      if (a.owner === 'dmoclient2') {
        await insertChunked(trx, 'missing_documents', [
          {
            account_id: account.id,
            user_id: ownerId,
            document_type: 'KYC',
            message: 'Know Your Customer form is missing',
            status: 'incomplete',
            created_at: created,
          },
          {
            account_id: account.id,
            user_id: ownerId,
            document_type: 'AppropriatenessTest',
            message: 'Appropriateness Test is missing',
            status: 'incomplete',
            created_at: created,
          },
          {
            account_id: account.id,
            user_id: ownerId,
            document_type: 'ProofOfAddress',
            message: 'Certified proof of address (utility bill under 3 months old) is missing',
            status: 'incomplete',
            created_at: created,
          },
        ]);
      }
      if (a.owner === 'dmoclient' && !a.dfm) {
        const fund = byType('Fund', 1)(catalogue);
        await trx
          .insertInto('cart_items')
          .values({
            user_id: ownerId,
            account_id: account.id,
            product_id: productIds.get(fund.isin)!,
            transaction_type: 'Purchase',
            trade_option: 'Amount',
            trade_value: 5_000,
            created_at: todayIso,
          })
          .execute();
        // A watchlist and price alerts to look at (trading §2 Watchlist and Alerts panels).
        for (const [pick, ago] of [
          [byType('Equity Funds', 3), 120],
          [byType('Exchange Traded Funds (ETF)', 3), 45],
          [byType('Equities', 0), 10],
        ] as const) {
          const p = pick(catalogue);
          await trx
            .insertInto('watchlist_items')
            .values({
              user_id: ownerId,
              product_id: productIds.get(p.isin)!,
              start_date: daysAgo(ago),
              modified_date: daysAgo(ago),
              stamp_nav: navOn(p, daysAgo(ago)),
              gain_rate: 10,
              fall_rate: -5,
              added_by: null,
            })
            .execute();
        }
        for (const [pick, , ago] of a.holdings.slice(0, 2)) {
          const p = pick(catalogue);
          const date = daysAgo(Math.min(ago, a.createdDaysAgo - 1));
          const alert = await trx
            .insertInto('alerts')
            .values({
              account_id: account.id,
              user_id: ownerId,
              product_id: productIds.get(p.isin)!,
              order_line_id: null,
              purchase_date: date,
              start_value: navOn(p, date),
              gain_rate: 15,
              fall_rate: -10,
              gain_action: 1,
              fall_action: 1,
              auto_reset_value: 5,
              created_at: date,
              modified_at: daysAgo(30),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('alert_history')
            .values([
              {
                alert_id: alert.id,
                event_date: date,
                state: 'Created',
                gain_rate: null,
                fall_rate: null,
                new_gain_rate: 5,
                new_fall_rate: -5,
              },
              {
                alert_id: alert.id,
                event_date: daysAgo(30),
                state: 'Updated',
                gain_rate: 5,
                fall_rate: -5,
                new_gain_rate: 15,
                new_fall_rate: -10,
              },
            ])
            .execute();
        }
        // Assets held with other institutions, recorded by the adviser (My Account "Held elsewhere").
        await insertChunked(trx, 'non_platform_holdings', [
          {
            account_id: account.id,
            name: 'Nordhaven Bank Savings Plan Global Equity',
            isin: null,
            provider: 'Nordhaven Bank',
            currency: 'EUR',
            units: 312.5,
            value: 48_750.2,
            valuation_date: daysAgo(14),
            recorded_by: userIds.get('dmoconsultant')!,
            impersonator_id: null,
            created_at: daysAgo(200),
            updated_at: daysAgo(14),
            removed_at: null,
          },
          {
            account_id: account.id,
            name: 'Brightwater US Treasury Bond Fund',
            isin: 'IE00B4613386',
            provider: 'Calloway Brokerage',
            currency: 'USD',
            units: 1_200,
            value: 13_404,
            valuation_date: daysAgo(14),
            recorded_by: userIds.get('dmoconsultant')!,
            impersonator_id: null,
            created_at: daysAgo(200),
            updated_at: daysAgo(14),
            removed_at: null,
          },
        ]);
      }
    }
    await insertChunked(trx, 'due_diligence', [
      { user_id: userIds.get('dmoclient2')!, is_reminder_due: 1, skip_count: 0, last_update: null },
      { user_id: userIds.get('dmoclient')!, is_reminder_due: 0, skip_count: 0, last_update: daysAgo(120) },
    ]);
    await seedCompliance(trx, hash, daysAgo);
    await seedDueDiligence(trx, daysAgo);
  });
}
