import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ResolvedBrand } from '../plugins/brand';
import { badRequest, data, dataSchema, errorResponses, MESSAGES, notFound } from '../lib/http';
import { apiRef } from '../lib/apiSchemas';
import { sessionOf } from '../plugins/auth';
import { NOT_AUDITED, notAudited } from '../plugins/audit';
import { userById, userNameOf } from '../services/users';
import { logActivity } from '../services/activityLog';
import { contentRoutes } from './content';

const whiteLabelQuery = apiRef('shell', 'WhiteLabelQuery');
const done = dataSchema(apiRef('common', 'Done'));

/** Brand, footer, company address, user info and the two log calls (spec §7). */
export const shellRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  // The footer's utilities pages (GET content/{page}): a plugin of their own, registered with the shell.
  await app.register(contentRoutes);

  /** The brand named by `whitelabelID` must be this host's brand: a portal only speaks for itself. */
  function brandFor(request: FastifyRequest, whitelabelID?: number): ResolvedBrand {
    if (!request.brand) throw notFound(MESSAGES.unknownBrand);
    if (whitelabelID !== undefined && whitelabelID !== request.brand.whiteLabelId) throw badRequest(MESSAGES.whiteLabelMismatch);
    return request.brand;
  }

  app.get(
    '/whitelabel',
    {
      schema: {
        tags: ['shell'],
        security: [],
        response: { 200: dataSchema(apiRef('shell', 'WhiteLabel')), ...errorResponses },
      },
    },
    async (request) => {
      const { brand, whiteLabelId } = brandFor(request);
      return data({ ...brand, WhiteLabelId: whiteLabelId });
    },
  );

  app.get<{ Querystring: { whitelabelID?: number } }>(
    '/clients/getfooterinfo',
    {
      schema: {
        tags: ['shell'],
        security: [],
        querystring: whiteLabelQuery,
        response: { 200: dataSchema(apiRef('shell', 'FooterInfo')), ...errorResponses },
      },
    },
    async (request) => {
      const { brand } = brandFor(request, request.query.whitelabelID);
      return data({
        ProviderName: brand.providerName,
        ProviderUrl: brand.providerUrl,
        ContactEmail: brand.contactEmail,
        ContactPhone: brand.contactPhone,
        CompanyName: brand.readable,
      });
    },
  );

  app.get<{ Querystring: { whitelabelID?: number } }>(
    '/clients/companyaddress',
    {
      schema: {
        tags: ['shell'],
        security: [],
        querystring: whiteLabelQuery,
        response: { 200: dataSchema(apiRef('shell', 'CompanyAddress')), ...errorResponses },
      },
    },
    async (request) => {
      const { brand } = brandFor(request, request.query.whitelabelID);
      return data(brand.companyAddressHtml);
    },
  );

  app.get<{ Querystring: { whitelabelID?: number } }>(
    '/userinfo',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['shell'],
        querystring: whiteLabelQuery,
        response: { 200: dataSchema(apiRef('shell', 'UserInfo')), ...errorResponses },
      },
    },
    async (request) => {
      brandFor(request, request.query.whitelabelID);
      const session = sessionOf(request);
      const u = await userById(db, Number(session.nameid));
      const consultant = u.consultant_id ? await userNameOf(db, u.consultant_id) : undefined;
      return data({
        UserId: u.id,
        UserName: u.username,
        FirstName: u.first_name,
        LastName: u.last_name,
        Email: u.email,
        Phone: u.phone,
        Role: u.role,
        detailsUpdated: u.details_updated === 1,
        cphqUser: u.cphq_user === 1,
        BostonId: u.boston_id,
        TransactionFeeSigned: u.transaction_fee_signed === 1,
        CanPurchase: u.can_purchase === 1,
        CanSell: u.can_sell === 1,
        ConsultantName: consultant ? `${consultant.first_name} ${consultant.last_name}` : null,
      });
    },
  );

  app.post<{
    Body: {
      sessionId?: string;
      payload?: string;
      userId?: string | number;
      impersonatorId?: string | number | null;
      action?: string;
      level?: string;
    };
  }>(
    '/log/useractivitylog',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 }, ...notAudited(NOT_AUDITED.logLine) },
      bodyLimit: 16_384,
      schema: {
        tags: ['shell'],
        security: [],
        body: apiRef('shell', 'UserActivity'),
        response: { 200: done, ...errorResponses },
      },
    },
    async (request) => {
      const b = request.body;
      await logActivity(db, {
        kind: 'useractivity',
        sessionId: b.sessionId ?? null,
        userId: b.userId == null ? null : String(b.userId),
        impersonatorId: b.impersonatorId == null ? null : String(b.impersonatorId),
        action: b.action ?? null,
        level: b.level ?? null,
        payload: b.payload ?? '',
      });
      return data(true);
    },
  );

  app.post<{ Body: unknown }>(
    '/alerts/createlog',
    {
      preHandler: [app.authenticate],
      config: notAudited(NOT_AUDITED.logLine),
      bodyLimit: 16_384,
      schema: { tags: ['shell'], body: apiRef('shell', 'AlertLog'), response: { 200: done, ...errorResponses } },
    },
    async (request) => {
      const session = sessionOf(request);
      await logActivity(db, {
        kind: 'alert',
        sessionId: session.sessionId,
        userId: session.nameid,
        impersonatorId: session.impersonator ?? null,
        action: 'createlog',
        level: 'info',
        payload: typeof request.body === 'string' ? request.body : JSON.stringify(request.body),
      });
      return data(true);
    },
  );
};
