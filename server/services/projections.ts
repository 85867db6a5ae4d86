import type { Kysely } from 'kysely';
import { projectGrowth } from '@/engine/reporting/projectGrowth';
import { projectionCurrency } from '@/engine/reporting/projectionCurrency';
import { PROJECTION_YEAR_NAMES } from '@/engine/reporting/projectionYears';
import { PROJECTION_TEXTS } from '@/engine/messages/projectionTexts';
import type { Projection } from '@/types/generated/api/projections';
import type { ProjectionAnswers } from '@/types/generated/projection';
import type { Database } from '../db/schema';
import { badRequest, forbidden, HttpError } from '../lib/http';
import type { SessionClaims } from '../plugins/auth';
import { convert, holdingsOf, loadRates, round2 } from './portfolio';
import { accountForSession } from './users';

/** What the caller says about the holding besides its id (compliance §3.7's request fields); each is checked when given. */
export interface ProjectionClaims {
  baseCurrency?: string;
  referenceCurrency?: string;
}

/**
 * The holding a session may project: one of the accounts it may read (a client its own; a consultant
 * its clients'; an admin or owner its brand's). Any other id — unknown, another client's, another
 * brand's — is the same 403, so the answer never tells whether a holding exists.
 */
async function accountOfHolding(db: Kysely<Database>, session: SessionClaims, holdingId: number) {
  const row = await db.selectFrom('holdings').select(['account_id']).where('id', '=', holdingId).executeTakeFirst();
  if (!row) throw forbidden(PROJECTION_TEXTS.holdingNotFound);
  try {
    return await accountForSession(db, session, row.account_id);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 403) throw forbidden(PROJECTION_TEXTS.holdingNotFound);
    throw error;
  }
}

/**
 * The projection of a holding's value for years 1 to 15 (compliance §2.7, §3.7; issue 14 item 3),
 * computed here from the server's own valuation: the holding's current value at the latest NAV,
 * converted through the EUR rates into the projection's currency (the account's, or a consultant's
 * default currency, §6) and rounded to cents, then grown by `projectGrowth`.
 * @param db - Kysely
 * @param session - the caller
 * @param holdingId - the holding
 * @param answers - the projection form's answers, already validated against schemas/forms/projection
 * @param claims - the request's baseCurrency and referenceCurrency, refused when they differ from the server's
 * @returns the projection, one entry of the call's Data list
 */
export async function projectHolding(
  db: Kysely<Database>,
  session: SessionClaims,
  holdingId: number,
  answers: ProjectionAnswers,
  claims: ProjectionClaims = {},
): Promise<Projection> {
  const account = await accountOfHolding(db, session, holdingId);
  const rates = await loadRates(db);
  const holding = (await holdingsOf(db, [account.id], rates)).find((h) => h.Id === holdingId);
  if (!holding) throw forbidden(PROJECTION_TEXTS.holdingNotFound);
  const currency = projectionCurrency(session.role, account.currency);
  if (claims.baseCurrency !== undefined && claims.baseCurrency !== holding.Currency)
    throw badRequest(PROJECTION_TEXTS.baseCurrencyMismatch(holding.Currency));
  if (claims.referenceCurrency !== undefined && claims.referenceCurrency !== currency)
    throw badRequest(PROJECTION_TEXTS.referenceCurrencyMismatch(currency));
  const currentValue = round2(convert(holding.CurrentValue, holding.Currency, currency, rates));
  const values = projectGrowth({ currentValue, ratePercent: answers.expRatedOfReturn, yearlyContribution: answers.yearlyContribution });
  const years = Object.fromEntries(PROJECTION_YEAR_NAMES.map((name, i) => [name, values[i]])) as Record<
    (typeof PROJECTION_YEAR_NAMES)[number],
    number
  >;
  return {
    HoldingId: holding.Id,
    Name: holding.Name,
    ISIN: holding.ISIN,
    BaseCurrency: holding.Currency,
    BaseValue: holding.CurrentValue,
    ReferenceCurrency: currency,
    CurrencySymbol: rates.get(currency)?.symbol ?? currency,
    CurrentValue: currentValue,
    ExpRatedOfReturn: answers.expRatedOfReturn,
    YearlyContribution: answers.yearlyContribution,
    ...years,
  };
}
