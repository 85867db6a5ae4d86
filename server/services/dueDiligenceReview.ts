import type { Kysely } from 'kysely';
import { appendHolderChangedNote, fiscalResidenceChanged, sanitiseDueDiligenceDetails, type Flow, type SchemaRegistry } from '@/engine';
import { isDueDiligenceSource } from '@/engine/reference/dueDiligenceSources';
import type { Database } from '../db/schema';
import { badRequest, forbidden } from '../lib/http';
import { replayFlow, type ReplayedStep } from '../forms/replayFlow';
import { dueDiligenceAccountOf, initialDueDiligenceDetails, storedDueDiligenceDetails, type StoredDueDiligence } from './dueDiligence';

/** Refusals of a submitted review that the forms cannot state (the mobile and source texts are the forms' own). */
export const DUE_DILIGENCE_MESSAGES = Object.freeze({
  mobile: 'Mobile Number must be in the format +XX-XXXXXXX (e.g., +49-123456789)',
  source: 'Source must be one of the listed sources',
  accountMismatch: 'The platform account of these details is not your account.',
  secondaryRequired: "The secondary account holder's details are required for a joint account.",
  noAccount: 'You have no account to review.',
  noStoredDetails: 'There are no stored details to confirm. Please review your details.',
  detailsRequired: 'Details are required.',
});

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const objectAt = (v: unknown, ...path: string[]): Json | undefined => {
  let at: unknown = v;
  for (const key of path) at = isObject(at) ? at[key] : undefined;
  return isObject(at) ? at : undefined;
};

/** The holders of the details: their key, the flow context's fiscal-residence flag and the note's holder. */
const HOLDERS = [
  ['PrimaryAccountHolder', 'PrimaryFiscalResidenceChanged', 'primary'],
  ['SecondaryAccountHolder', 'SecondaryFiscalResidenceChanged', 'secondary'],
] as const;

/** What a client's review starts from: the stored details (or the initial ones), the account and whether it is joint. */
export interface ReviewBasis {
  stored: StoredDueDiligence | null;
  account: { id: number; number: string; type_code: number };
  details: Json;
  isJoint: boolean;
}

/**
 * What a client's review starts from. The account type and whether the account is joint come from
 * the platform (the account row, the stored holders), never from what the browser sends.
 * @throws HttpError 403 for a client without an account
 */
export async function dueDiligenceReviewBasis(db: Kysely<Database>, userId: number): Promise<ReviewBasis> {
  const stored = await storedDueDiligenceDetails(db, userId);
  const account = await dueDiligenceAccountOf(db, userId, stored?.accountId);
  if (!account) throw forbidden(DUE_DILIGENCE_MESSAGES.noAccount);
  const details = stored?.details ?? (await initialDueDiligenceDetails(db, userId, account));
  return { stored, account, details, isJoint: !!objectAt(details, 'GeneralDetails', 'SecondaryAccountHolder') };
}

/** A submitted review, checked: the flow context, the validated stages and the details to store. */
export interface PreparedReview {
  context: Json;
  steps: ReplayedStep[];
  details: { GeneralDetails: Json; SourceOfWealth: unknown; SourceOfFunds: unknown; MoreInformation: string };
}

/**
 * Checks a submitted review as the browser's flow would have, and more: the browser's sanitisers
 * again (sanitiseDueDiligenceDetails); a single-holder account keeps no secondary holder and a joint
 * one keeps its own; a holder whose fiscal residence differs from the STORED one counts as changed
 * (fiscalResidenceChanged), which sets the context flag, appends the holder's line to the more
 * information once (appendHolderChangedNote) and asks the holder's mobile number; the flow is
 * replayed on that context and every stage validated with its form (the first message wins); the
 * source ids must be listed sources, and the platform account the client's own.
 * @param registry - the server's forms
 * @param flow - the due-diligence flow
 * @param basis - the client's review basis (dueDiligenceReviewBasis)
 * @param given - the details sent, or the stored ones for an unchanged review
 * @throws HttpError 400 with the first message that applies
 */
export function prepareDueDiligenceReview(registry: SchemaRegistry, flow: Flow, basis: ReviewBasis, given: unknown): PreparedReview {
  if (!isObject(given)) throw badRequest(DUE_DILIGENCE_MESSAGES.detailsRequired);
  const { stored, account, isJoint } = basis;
  const details = sanitiseDueDiligenceDetails(given);
  const general = isObject(details.GeneralDetails) ? details.GeneralDetails : {};
  if (!isJoint) delete general.SecondaryAccountHolder;
  else if (!isObject(general.SecondaryAccountHolder)) throw badRequest(DUE_DILIGENCE_MESSAGES.secondaryRequired);

  const context: Json = { AccountTypeId: account.type_code, IsJoint: isJoint };
  // No more information (absent or null) is an empty text, as the stored details hold it.
  let moreInformation = details.MoreInformation ?? undefined;
  for (const [holder, flag, side] of HOLDERS) {
    const before = objectAt(stored?.details, 'GeneralDetails', holder, 'TaxInfo')?.CountryOfFiscalResidence as number | undefined;
    const now = objectAt(general, holder, 'TaxInfo')?.CountryOfFiscalResidence as number | undefined;
    const changed = !!stored && isObject(general[holder]) && fiscalResidenceChanged(before, now);
    context[flag] = changed;
    if (changed && (moreInformation === undefined || typeof moreInformation === 'string')) {
      moreInformation = appendHolderChangedNote(moreInformation, side);
    }
  }

  const replay = replayFlow(registry, flow, context, {
    GeneralDetails: general,
    SourceOfWealth: { SourceOfWealth: details.SourceOfWealth },
    SourceOfFunds: { SourceOfFunds: details.SourceOfFunds },
    MoreInformation: moreInformation === undefined ? {} : { MoreInformation: moreInformation },
  });

  for (const [holder, flag] of HOLDERS) {
    if (context[flag] === true && !objectAt(general, holder, 'ContactDetails')?.MobileNo) throw badRequest(DUE_DILIGENCE_MESSAGES.mobile);
  }
  for (const list of [details.SourceOfWealth, details.SourceOfFunds] as Array<Array<{ Id: unknown }>>) {
    if (list.some((item) => !isDueDiligenceSource(item.Id))) throw badRequest(DUE_DILIGENCE_MESSAGES.source);
  }
  const platform = objectAt(general, 'PlatformAccount') ?? {};
  const type = platform.PlatformAccountType;
  if (platform.AccountNumber !== account.number || (type !== undefined && type !== account.type_code)) {
    throw badRequest(DUE_DILIGENCE_MESSAGES.accountMismatch);
  }

  return {
    context,
    steps: replay.steps,
    details: {
      GeneralDetails: general,
      SourceOfWealth: details.SourceOfWealth,
      SourceOfFunds: details.SourceOfFunds,
      MoreInformation: typeof moreInformation === 'string' ? moreInformation : '',
    },
  };
}
