import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest, data, dataSchema, errorResponses, forbidden, HttpError, MESSAGES, unauthorized } from '../lib/http';
import { apiRef } from '../lib/apiSchemas';
import { sessionOf } from '../plugins/auth';
import { audited, notAudited, NOT_AUDITED } from '../plugins/audit';
import { userById } from '../services/users';
import { beginLoginTry, userKeyOf } from '../services/loginLimiter';
import { sessionClaimsFor } from '../services/signIn';
import { acceptCode, confirmSetup, removeTwoFactor, startSetup, twoFactorKeys, twoFactorStateOf } from '../services/twoFactor';
import { openChallengeOf, spendChallenge } from '../services/twoFactorChallenges';
import { isTwoFactorRole, staffTwoFactorPolicy, TWO_FACTOR_TEXTS } from '@/engine/session/twoFactor';

const done = dataSchema(apiRef('common', 'Done'));

/**
 * Staff two-factor sign-in (issue 15 item 6): the code after the password, and turning it on (QR
 * code, confirmation, recovery codes) or off. Set-up and confirmation take either the signed-in
 * user's token (My Account) or, at login on a brand that requires two-factor sign-in, the enrolment
 * challenge the password earned. Every code checked counts against the username's sign-in lock.
 */
export const twoFactorRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  const keys = twoFactorKeys(app.config.twoFactorKey);
  const limit = { max: app.config.loginRateLimit.max, timeWindow: app.config.loginRateLimit.windowMs };

  const brandOf = (request: FastifyRequest) => {
    if (!request.brand) throw badRequest(MESSAGES.unknownBrand);
    return request.brand;
  };

  /** Checks `code` for `user` under the username's lock; a wrong one is a 401 that says so. */
  const checkCode = async (request: FastifyRequest, user: { id: number; username: string }, code: string, allowRecovery = true) => {
    const attempt = await beginLoginTry(db, app.config.userLoginLimit, userKeyOf(brandOf(request).whiteLabelId, user.username));
    let ok: boolean;
    try {
      ok = await acceptCode(db, keys, user.id, code, allowRecovery);
    } catch (error) {
      // A code that is not even of the right form is refused without counting against the user.
      if (error instanceof HttpError && error.statusCode === 400) await attempt.passed();
      throw error;
    }
    if (!ok) {
      await attempt.failed();
      throw unauthorized(TWO_FACTOR_TEXTS.codeWrong);
    }
    return attempt;
  };

  /** The staff user acting: from an enrolment challenge, else the (own, not "log in as") session. */
  const enrollingUser = async (request: FastifyRequest, challenge: string | undefined) => {
    const { whiteLabelId } = brandOf(request);
    let userId: number;
    let challengeId: number | null = null;
    if (challenge) {
      const open = await openChallengeOf(db, challenge, 'enrol');
      userId = open.userId;
      challengeId = open.id;
    } else {
      if (!request.session) await app.authenticate(request);
      const session = sessionOf(request);
      if (session.impersonator) throw forbidden(MESSAGES.forbiddenRole);
      userId = Number(session.nameid);
    }
    const user = await userById(db, userId);
    if (user.white_label_id !== whiteLabelId) throw forbidden(MESSAGES.wrongBrand);
    if (!isTwoFactorRole(user.role)) throw forbidden(TWO_FACTOR_TEXTS.staffOnly);
    return { user, challengeId };
  };

  app.post<{ Body: { Challenge: string; Code: string } }>(
    '/authentication/twofactor',
    {
      config: { rateLimit: limit, ...notAudited(NOT_AUDITED.beforeSession) },
      schema: {
        tags: ['session'],
        security: [],
        body: apiRef('two-factor', 'CodeRequest'),
        response: { 200: dataSchema(apiRef('session', 'SessionToken')), ...errorResponses },
      },
    },
    async (request) => {
      const { brand, whiteLabelId } = brandOf(request);
      const challenge = await openChallengeOf(db, request.body.Challenge, 'code');
      const user = await userById(db, challenge.userId);
      if (user.white_label_id !== whiteLabelId) throw unauthorized(TWO_FACTOR_TEXTS.challengeExpired);
      const attempt = await checkCode(request, user, request.body.Code);
      if (!(await spendChallenge(db, challenge.id))) throw unauthorized(TWO_FACTOR_TEXTS.challengeExpired);
      await attempt.succeeded();
      return data({ Token: await app.issueToken(await sessionClaimsFor(db, user, brand.code)) });
    },
  );

  app.get(
    '/authentication/twofactor',
    {
      preHandler: [app.authenticate],
      schema: { tags: ['session'], response: { 200: dataSchema(apiRef('two-factor', 'Status')), ...errorResponses } },
    },
    async (request) => {
      const session = sessionOf(request);
      const available = isTwoFactorRole(session.role) && !session.impersonator;
      const state = available ? await twoFactorStateOf(db, Number(session.nameid)) : { enabled: false, recoveryCodesLeft: 0 };
      return data({
        Available: available,
        Enabled: state.enabled,
        Required: available && staffTwoFactorPolicy(brandOf(request).brand) === 'required',
        RecoveryCodesLeft: state.recoveryCodesLeft,
      });
    },
  );

  app.post<{ Body: { Challenge?: string } | undefined }>(
    '/authentication/twofactor/setup',
    {
      config: { rateLimit: limit, ...audited('twoFactor.setupStarted') },
      schema: {
        tags: ['session'],
        body: apiRef('two-factor', 'SetupRequest'),
        response: { 200: dataSchema(apiRef('two-factor', 'Setup')), ...errorResponses },
      },
    },
    async (request) => {
      const { user } = await enrollingUser(request, request.body?.Challenge);
      return data(await startSetup(db, keys, user, brandOf(request).brand.name));
    },
  );

  app.post<{ Body: { Code: string; Challenge?: string } }>(
    '/authentication/twofactor/enable',
    {
      config: { rateLimit: limit, ...audited('twoFactor.enabled') },
      schema: {
        tags: ['session'],
        body: apiRef('two-factor', 'EnableRequest'),
        response: { 200: dataSchema(apiRef('two-factor', 'Enabled')), ...errorResponses },
      },
    },
    async (request) => {
      const { user, challengeId } = await enrollingUser(request, request.body.Challenge);
      const attempt = await beginLoginTry(db, app.config.userLoginLimit, userKeyOf(brandOf(request).whiteLabelId, user.username));
      let codes: string[] | null;
      try {
        codes = await confirmSetup(db, keys, user.id, request.body.Code);
      } catch (error) {
        await attempt.passed();
        throw error;
      }
      if (!codes) {
        await attempt.failed();
        throw unauthorized(TWO_FACTOR_TEXTS.codeWrong);
      }
      // At login, the enrolment was the last step: the user is signed in.
      if (challengeId !== null) {
        if (!(await spendChallenge(db, challengeId))) throw unauthorized(TWO_FACTOR_TEXTS.challengeExpired);
        await attempt.succeeded();
        const token = await app.issueToken(await sessionClaimsFor(db, user, brandOf(request).brand.code));
        return data({ RecoveryCodes: codes, Token: token });
      }
      await attempt.passed();
      return data({ RecoveryCodes: codes });
    },
  );

  app.post<{ Body: { Code: string } }>(
    '/authentication/twofactor/disable',
    {
      config: { rateLimit: limit, ...audited('twoFactor.disabled') },
      preHandler: [app.authenticate],
      schema: {
        tags: ['session'],
        body: apiRef('two-factor', 'DisableRequest'),
        response: { 200: done, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = await enrollingUser(request, undefined);
      if (staffTwoFactorPolicy(brandOf(request).brand) === 'required') throw forbidden(TWO_FACTOR_TEXTS.requiredByBrand);
      if (!(await twoFactorStateOf(db, user.id)).enabled) throw badRequest(TWO_FACTOR_TEXTS.notOn);
      const attempt = await checkCode(request, user, request.body.Code);
      await attempt.passed();
      await removeTwoFactor(db, user.id);
      return data(true);
    },
  );
};
