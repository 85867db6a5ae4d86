import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { appendHolderChangedNote, dueDiligenceDocuments, fiscalResidenceChanged, sanitiseDueDiligenceDetails, type Flow } from '@/engine';
import { COUNTRIES } from '@/engine/reference/countries';
import { isDueDiligenceSource } from '@/engine/reference/dueDiligenceSources';
import { dueDiligenceSkipLimit } from '@/engine/rules/dueDiligenceSkipLimit';
import { badRequest, data, dataSchema, errorResponses, forbidden } from '../lib/http';
import { apiRef } from '../lib/apiSchemas';
import { sessionOf } from '../plugins/auth';
import { replayFlow } from '../forms/replayFlow';
import { userById } from '../services/users';
import { attachSubmissionPdfs } from '../services/complianceEvidence';
import {
  dueDiligenceAccountOf,
  dueDiligenceStateOf,
  initialDueDiligenceDetails,
  recordDueDiligenceSkip,
  storeDueDiligenceReview,
  storedDueDiligenceDetails,
} from '../services/dueDiligence';
import { dueDiligenceCountryMetadata } from '../services/dueDiligenceMetadata';

const FLOW_ID = 'due-diligence';

/** The holders of the details: their key, the flow context's fiscal-residence flag and the note's holder. */
const HOLDERS = [
  ['PrimaryAccountHolder', 'PrimaryFiscalResidenceChanged', 'primary'],
  ['SecondaryAccountHolder', 'SecondaryFiscalResidenceChanged', 'secondary'],
] as const;

/** The messages of the checks the forms cannot state (their words are the forms' own). */
const MOBILE_MESSAGE = 'Mobile Number must be in the format +XX-XXXXXXX (e.g., +49-123456789)';
const SOURCE_MESSAGE = 'Source must be one of the listed sources';
const ACCOUNT_MISMATCH = 'The platform account of these details is not your account.';
const NO_ACCOUNT = 'You have no account to review.';
const SECONDARY_REQUIRED = "The secondary account holder's details are required for a joint account.";
const NO_STORED_DETAILS = 'There are no stored details to confirm. Please review your details.';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const objectAt = (v: unknown, ...path: string[]): Json | undefined => {
  let at: unknown = v;
  for (const key of path) at = isObject(at) ? at[key] : undefined;
  return isObject(at) ? at : undefined;
};

/**
 * Ongoing due diligence (compliance §2.4, §3.4, §7): the client's reminder and 'Remind Me Later',
 * the stored details the review is prefilled with, the submitted review (replayed on the
 * due-diligence flow and validated stage by stage with the forms), and the country metadata.
 *
 * The reminder, the skip and the details are the client's own (a client token, or an adviser acting
 * as the client through "Login As", recorded as the impersonator); clientreadonly may read but not
 * change anything; advisers' own tokens get 403. The metadata is reference data for any logged-in user.
 */
export const dueDiligenceRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  const { registry, flows } = app.forms;
  const flow = (): Flow => {
    const f = flows.get(FLOW_ID);
    if (!f) throw new Error(`the flow "${FLOW_ID}" is not loaded`);
    return f;
  };
  flow();

  const clientRoles = [app.authenticate, app.requireRole('client', 'clientreadonly')];
  const clientWrites = [...clientRoles, app.requireWritable];
  const who = (request: FastifyRequest) => {
    const session = sessionOf(request);
    return { userId: Number(session.nameid), impersonatorId: session.impersonator ? Number(session.impersonator) : null };
  };
  const skipLimitOf = (request: FastifyRequest) => dueDiligenceSkipLimit(request.brand?.brand);

  app.get(
    '/accounts/duediligence/reminder',
    {
      preHandler: clientRoles,
      schema: {
        tags: ['due-diligence'],
        response: { 200: dataSchema(apiRef('due-diligence', 'DueDiligenceReminder')), ...errorResponses },
      },
    },
    async (request) => {
      const state = await dueDiligenceStateOf(db, who(request).userId);
      return data({
        IsReminderDue: state.isReminderDue,
        SkipCount: state.skipCount,
        SkipLimit: skipLimitOf(request),
        LastDueDiligenceUpdateDate: state.lastUpdate,
      });
    },
  );

  app.post<{ Params: { bostonId: string } }>(
    '/accounts/duediligence/:bostonId/skip',
    {
      preHandler: clientWrites,
      schema: {
        tags: ['due-diligence'],
        params: apiRef('due-diligence', 'SkipParams'),
        response: { 200: dataSchema(apiRef('due-diligence', 'DueDiligenceSkip')), ...errorResponses },
      },
    },
    async (request) => {
      const { userId, impersonatorId } = who(request);
      const client = await userById(db, userId);
      const skipLimit = skipLimitOf(request);
      const skipCount = await recordDueDiligenceSkip(db, {
        userId,
        impersonatorId,
        bostonId: request.params.bostonId,
        ownBostonId: client.boston_id,
        skipLimit,
      });
      return data({ SkipCount: skipCount, SkipLimit: skipLimit });
    },
  );

  /** The client's stored details (or the initial ones), the account they are about and the flow context's facts. */
  const reviewBasis = async (userId: number) => {
    const stored = await storedDueDiligenceDetails(db, userId);
    const account = await dueDiligenceAccountOf(db, userId, stored?.accountId);
    if (!account) throw forbidden(NO_ACCOUNT);
    const details = stored?.details ?? (await initialDueDiligenceDetails(db, userId, account));
    const isJoint = !!objectAt(details, 'GeneralDetails', 'SecondaryAccountHolder');
    return { stored, account, details, isJoint };
  };

  app.get(
    '/accounts/duediligence/details',
    {
      preHandler: clientRoles,
      schema: {
        tags: ['due-diligence'],
        response: { 200: dataSchema(apiRef('due-diligence', 'DueDiligenceDetailsInfo')), ...errorResponses },
      },
    },
    async (request) => {
      const { account, details, isJoint } = await reviewBasis(who(request).userId);
      return data({ Details: details, AccountTypeId: account.type_code, IsJoint: isJoint });
    },
  );

  app.post<{ Body: { Details?: Json; Unchanged?: boolean } }>(
    '/accounts/duediligence/details',
    {
      preHandler: clientWrites,
      schema: {
        tags: ['due-diligence'],
        body: apiRef('due-diligence', 'DueDiligenceSubmission'),
        response: { 200: dataSchema(apiRef('due-diligence', 'DueDiligenceSubmitAnswer')), ...errorResponses },
      },
    },
    async (request) => {
      const { userId, impersonatorId } = who(request);
      const { stored, account, isJoint } = await reviewBasis(userId);
      if (request.body.Unchanged === true && !stored) throw badRequest(NO_STORED_DETAILS);
      const given = request.body.Unchanged === true ? stored!.details : request.body.Details;
      if (!isObject(given)) throw badRequest('Details are required.');

      // The browser's sanitisers again, then what the flow's screens do: a single-holder account has
      // no secondary holder, and a holder whose fiscal residence changed gets the note, once.
      const details = sanitiseDueDiligenceDetails(given);
      const general = isObject(details.GeneralDetails) ? details.GeneralDetails : {};
      if (!isJoint) delete general.SecondaryAccountHolder;
      else if (!isObject(general.SecondaryAccountHolder)) throw badRequest(SECONDARY_REQUIRED);
      const context: Json = { AccountTypeId: account.type_code, IsJoint: isJoint };
      let moreInformation = details.MoreInformation;
      for (const [holder, flag, side] of HOLDERS) {
        const before = objectAt(stored?.details, 'GeneralDetails', holder, 'TaxInfo')?.CountryOfFiscalResidence;
        const now = objectAt(general, holder, 'TaxInfo')?.CountryOfFiscalResidence;
        const changed = !!stored && isObject(general[holder]) && fiscalResidenceChanged(before as number, now as number);
        context[flag] = changed;
        if (changed && (moreInformation === undefined || moreInformation === null || typeof moreInformation === 'string')) {
          moreInformation = appendHolderChangedNote(moreInformation, side);
        }
      }

      const answers: Json = {
        GeneralDetails: general,
        SourceOfWealth: { SourceOfWealth: details.SourceOfWealth },
        SourceOfFunds: { SourceOfFunds: details.SourceOfFunds },
        MoreInformation: moreInformation === undefined ? {} : { MoreInformation: moreInformation },
      };
      const replay = replayFlow(registry, flow(), context, answers);

      // What the forms cannot say: a changed fiscal residence asks the holder's mobile number; the
      // source ids are the listed sources; the platform account is the client's own.
      for (const [holder, flag] of HOLDERS) {
        if (context[flag] === true && !objectAt(general, holder, 'ContactDetails')?.MobileNo) throw badRequest(MOBILE_MESSAGE);
      }
      for (const list of [details.SourceOfWealth, details.SourceOfFunds] as Array<Array<{ Id: unknown }>>) {
        if (list.some((item) => !isDueDiligenceSource(item.Id))) throw badRequest(SOURCE_MESSAGE);
      }
      const platform = objectAt(general, 'PlatformAccount')!;
      const type = platform.PlatformAccountType;
      if (platform.AccountNumber !== account.number || (type !== undefined && type !== account.type_code))
        throw badRequest(ACCOUNT_MISMATCH);

      const newDetails = {
        GeneralDetails: general,
        SourceOfWealth: details.SourceOfWealth,
        SourceOfFunds: details.SourceOfFunds,
        MoreInformation: typeof moreInformation === 'string' ? moreInformation : '',
      };
      await storeDueDiligenceReview(
        db,
        { userId, impersonatorId, accountId: account.id, flow: flow(), context, steps: replay.steps, details: newDetails },
        (trx, ids) => attachSubmissionPdfs(trx, app.forms, ids),
      );
      return data({ Documents: dueDiligenceDocuments(newDetails, COUNTRIES) });
    },
  );

  app.get(
    '/accounts/duediligence/metadata',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['due-diligence'],
        response: { 200: dataSchema({ type: 'array', items: apiRef('due-diligence', 'DueDiligenceCountry') }), ...errorResponses },
      },
    },
    async (_request, reply) => {
      // Reference data, the same for everyone: the browser may keep it for an hour.
      void reply.header('Cache-Control', 'private, max-age=3600');
      return data(dueDiligenceCountryMetadata());
    },
  );
};
