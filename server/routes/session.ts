import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import bcrypt from 'bcryptjs';
import { badRequest, data, dataSchema, errorResponses, forbidden, MESSAGES, unauthorized } from '../lib/http';
import { apiRef } from '../lib/apiSchemas';
import { isAdviserRole, isClientRole, type Role } from '@/engine/session/roles';
import { sessionOf } from '../plugins/auth';
import { audited, NOT_AUDITED, notAudited } from '../plugins/audit';
import { clientForSession, userById, userByUsername } from '../services/users';
import { primaryAccountNumber } from '../services/accounts';
import { openPasswordReset, RESET_MINUTES, setPassword, usablePasswordReset } from '../services/passwords';
import { queueEmail } from '../services/outbox';
import { brandOrigin } from '../lib/urls';
import { usernameMatchesBrand } from '@/engine/session/usernameMatchesBrand';
import { beginLoginTry, userKeyOf } from '../services/loginLimiter';
import { secondStepFor, sessionClaimsFor } from '../services/signIn';
import { openChallenge } from '../services/twoFactorChallenges';
import { passwordMeetsPolicy, PASSWORD_POLICY_TEXT } from '@/engine/session/passwordMeetsPolicy';

// A constant-time stand-in so that an unknown user costs as much as a wrong password.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', 10);

const tokenAnswer = dataSchema(apiRef('session', 'SessionToken'));
const done = dataSchema(apiRef('common', 'Done'));

function requireBrand(request: FastifyRequest) {
  if (!request.brand) throw badRequest(MESSAGES.unknownBrand);
  return request.brand;
}

/** Login, password reset and update, and the consultant's client access (spec §7). */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  const limit = { max: app.config.loginRateLimit.max, timeWindow: app.config.loginRateLimit.windowMs };

  app.post<{ Body: { UserName: string; Password: string } }>(
    '/authentication',
    {
      config: { rateLimit: limit, ...notAudited(NOT_AUDITED.beforeSession) },
      schema: {
        tags: ['session'],
        security: [],
        body: apiRef('session', 'Credentials'),
        response: { 200: dataSchema(apiRef('two-factor', 'LoginAnswer')), ...errorResponses },
      },
    },
    async (request) => {
      const { brand, whiteLabelId } = requireBrand(request);
      const userName = request.body.UserName.trim();
      if (!usernameMatchesBrand(userName, brand.code)) throw badRequest(MESSAGES.usernamePrefix);
      // Per username as well as per address: a failed try counts until the window passes (issue 15 item 6).
      const attempt = await beginLoginTry(db, app.config.userLoginLimit, userKeyOf(whiteLabelId, userName));
      const user = await userByUsername(db, userName);
      const ok = await bcrypt.compare(request.body.Password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !ok || user.white_label_id !== whiteLabelId) {
        await attempt.failed();
        throw unauthorized(MESSAGES.badCredentials);
      }
      // Staff with two-factor sign-in (or on a brand that requires it): a challenge, not yet a session.
      const second = await secondStepFor(db, user, brand);
      if (second) {
        await attempt.passed();
        const challenge = await openChallenge(db, user.id, second);
        return data({ Challenge: challenge.token, ChallengeKind: second, ChallengeExpiresAt: challenge.expiresAt });
      }
      await attempt.succeeded();
      return data({ Token: await app.issueToken(await sessionClaimsFor(db, user, brand.code)) });
    },
  );

  app.post<{ Body: { userName: string } }>(
    '/authentication/passwordreset',
    {
      config: { rateLimit: limit, ...notAudited(NOT_AUDITED.beforeSession) },
      schema: {
        tags: ['session'],
        security: [],
        body: apiRef('session', 'PasswordResetRequest'),
        response: { 200: done, ...errorResponses },
      },
    },
    async (request) => {
      const { brand, whiteLabelId } = requireBrand(request);
      const user = await userByUsername(db, request.body.userName.trim(), whiteLabelId);
      if (user) {
        const token = await openPasswordReset(db, user.id);
        await queueEmail(db, {
          whiteLabelId,
          userId: user.id,
          to: user.email,
          kind: 'password-reset',
          subject: `${brand.readable}: reset your password`,
          body:
            `Hello ${user.first_name},\n\nSomeone asked to reset the password of your ${brand.readable} portal login "${user.username}". ` +
            `Open this link within ${RESET_MINUTES} minutes to choose a new password:\n\n${brandOrigin(app.config, brand)}/reset-password?token=${token}\n\n` +
            'If you did not ask for this, ignore this e-mail; your password stays as it is.',
        });
      }
      // The same answer whether or not the user exists, so the call cannot be used to find users.
      return data(true);
    },
  );

  app.post<{ Body: { Token?: string; CurrentPassword?: string; NewPassword: string } }>(
    '/authentication/updatepassword',
    {
      config: { rateLimit: limit, ...audited('session.passwordChanged') },
      schema: {
        tags: ['session'],
        body: apiRef('session', 'PasswordUpdate'),
        response: { 200: done, ...errorResponses },
      },
    },
    async (request) => {
      const { whiteLabelId } = requireBrand(request);
      const { Token, CurrentPassword, NewPassword } = request.body;
      if (!passwordMeetsPolicy(NewPassword)) throw badRequest(PASSWORD_POLICY_TEXT);
      const changePassword = async (userId: number, resetId?: number) => {
        await setPassword(db, userId, NewPassword, resetId);
        // Whoever knew the old password is signed out: every session of the user ends, this one too.
        await app.endSessions({ userId });
      };
      if (Token) {
        const reset = await usablePasswordReset(db, Token, whiteLabelId);
        await changePassword(reset.userId, reset.id);
        return data(true);
      }
      await app.authenticate(request);
      const session = sessionOf(request);
      if (session.impersonator) throw forbidden(MESSAGES.forbiddenRole);
      const user = await userById(db, Number(session.nameid));
      if (!CurrentPassword || !(await bcrypt.compare(CurrentPassword, user.password_hash))) throw badRequest(MESSAGES.currentPasswordWrong);
      await changePassword(user.id);
      return data(true);
    },
  );

  // Logout (portal-shell §4 clears the token in the browser): the server also ends the session, so a
  // copy of the token is of no use afterwards. An adviser's "log in as" token ends alone.
  app.post(
    '/authentication/logout',
    {
      preHandler: [app.authenticate],
      config: audited('session.loggedOut'),
      schema: { tags: ['session'], response: { 200: done, ...errorResponses } },
    },
    async (request) => {
      await app.endSessions({ sessionId: sessionOf(request).sessionId });
      return data(true);
    },
  );

  app.get<{ Querystring: { clientId: number } }>(
    '/authentication/clientaccess',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['session'],
        querystring: apiRef('session', 'ClientAccessQuery'),
        response: { 200: tokenAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!isAdviserRole(session.role) || session.impersonator) throw forbidden(MESSAGES.forbiddenRole);
      const client = await clientForSession(db, session, request.query.clientId);
      if (!isClientRole(client.role)) throw forbidden(MESSAGES.notYourClient);
      const token = await app.issueToken({
        role: client.role as Role,
        nameid: String(client.id),
        unique_name: client.username,
        accountNo: await primaryAccountNumber(db, client.id),
        email: client.email,
        company: session.company,
        impersonator: session.nameid,
      });
      return data({ Token: token });
    },
  );
};
