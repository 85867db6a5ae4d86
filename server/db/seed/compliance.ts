import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { APPROPRIATENESS_REMARKS_KEY, checkBoxKey, HOLDER_NAMES_KEY, incomeBandFlags } from '@/engine/compliance/onlineFormData';

/** The joint-account demo client of the appropriateness test (issue 12): holder 1 experienced, holder 2 much less so. */
export const JOINT_DEMO_USER = 'dmojoint';
export const JOINT_DEMO_ACCOUNT = 'DMO-100401';
export const JOINT_DEMO_HOLDERS = ['Lukas Hoffmann', 'Mira Hoffmann'] as const;

const ticked = (...flags: string[]) => Object.fromEntries(flags.map((f) => [checkBoxKey(f), true]));

/** dmoclient2's online-form data (DMO-100201): an income band, a salary source, some experience and remarks. */
export const DMOCLIENT2_ONLINE_FORM_DATA = {
  ...incomeBandFlags(45),
  Saving: true,
  SelfEmployed: '',
  Previous: 'Hospital pharmacist, 2004-2016',
  USPerson: true,
  ...ticked('isSharesStructuredUCITS', 'isStructuredProducts', 'isBetween5to10', 'isLessThan5000', 'isOrderWithoutAdvisory'),
  [APPROPRIATENESS_REMARKS_KEY]: 'Invests mainly through UCITS funds; no derivatives.',
  [HOLDER_NAMES_KEY]: ['Sofia Brandt'],
};

/** dmojoint's online-form data (DMO-100401): holder 2 has ticked one instrument and no transaction or volume band. */
export const JOINT_ONLINE_FORM_DATA = {
  ...incomeBandFlags(46),
  ...ticked(
    'isSharesStructuredUCITS',
    'isSharesNonUCITS',
    'isStructuredProducts',
    'isDeriativeProducts',
    'isMoreThan10',
    'isMoreThan10000',
    'isInvestmentAdvice',
    'isPortfolioManagement',
    'isSharesStructuredUCITS_2',
    'isInvestmentAdvice_2',
  ),
  [APPROPRIATENESS_REMARKS_KEY]: 'Joint account; Mira Hoffmann has so far invested only in UCITS funds.',
  [HOLDER_NAMES_KEY]: [...JOINT_DEMO_HOLDERS],
};

/**
 * The compliance forms' demo data, inside the demo seed's transaction: the stored online-form data
 * the KYC form and the appropriateness test are prefilled from (dmoclient2's account), and a joint
 * account with two holders of different experience and an Appropriateness Test to answer
 * (`dmojoint`, consultant dmoconsultant; opened 30 days ago, so advisers' missing-document alerts,
 * which list accounts of 42 days or more, do not show it yet).
 * @param trx - the demo seed's transaction
 * @param passwordHash - the demo password's hash
 * @param daysAgo - the ISO date n days before the seed's today
 */
export async function seedCompliance(trx: Kysely<Database>, passwordHash: string, daysAgo: (n: number) => string): Promise<void> {
  const user = (username: string) => trx.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
  const client2 = await user('dmoclient2');
  const consultant = await user('dmoconsultant');
  const client2Account = await trx.selectFrom('accounts').select('id').where('number', '=', 'DMO-100201').executeTakeFirstOrThrow();
  await trx
    .insertInto('online_form_data')
    .values({
      user_id: client2.id,
      account_id: client2Account.id,
      data_json: JSON.stringify(DMOCLIENT2_ONLINE_FORM_DATA),
      updated_at: daysAgo(60),
    })
    .execute();

  const [first, last] = JOINT_DEMO_HOLDERS[0].split(' ');
  const joint = await trx
    .insertInto('users')
    .values({
      username: JOINT_DEMO_USER,
      password_hash: passwordHash,
      role: 'client',
      white_label_id: client2.white_label_id,
      first_name: first,
      last_name: last,
      email: `${JOINT_DEMO_USER}@dmo.example.com`,
      phone: '+49-1701234190',
      consultant_id: consultant.id,
      cphq_user: 0,
      details_updated: 1,
      boston_id: 'B700905',
      transaction_fee_signed: 1,
      can_purchase: 1,
      can_sell: 1,
      created_at: daysAgo(30),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const account = await trx
    .insertInto('accounts')
    .values({
      number: JOINT_DEMO_ACCOUNT,
      user_id: joint.id,
      type_code: 400159,
      currency: 'EUR',
      is_dfm: 0,
      allowed_to_purchase: 1,
      allowed_to_sell: 1,
      min_cash_balance: 0,
      created_at: daysAgo(30),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('cash_balances').values({ account_id: account.id, currency: 'EUR', amount: 25_000 }).execute();
  // The ledger behind the balance (the transaction details' running balance ends on it).
  await trx
    .insertInto('transactions')
    .values({
      account_id: account.id,
      kind: 'cash',
      transaction_date: daysAgo(30),
      transaction_type: 'Deposit',
      description: 'Incoming transfer',
      currency: 'EUR',
      gross_amount: 25_000,
      net_amount: 25_000,
    })
    .execute();
  await trx
    .insertInto('missing_documents')
    .values({
      account_id: account.id,
      user_id: joint.id,
      document_type: 'AppropriatenessTest',
      message: 'Appropriateness Test is missing',
      status: 'incomplete',
      created_at: daysAgo(30),
    })
    .execute();
  await trx
    .insertInto('online_form_data')
    .values({ user_id: joint.id, account_id: account.id, data_json: JSON.stringify(JOINT_ONLINE_FORM_DATA), updated_at: daysAgo(30) })
    .execute();
}
