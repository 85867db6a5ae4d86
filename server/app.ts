import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyError, type FastifyReply } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import type { Db } from './db/database';
import { HttpError, MESSAGES } from './lib/http';
import { refuseNonFiniteNumbers } from './lib/finiteNumbers';
import { SECURITY_POLICY, securityHeaders } from './lib/securityHeaders';
import { apiSerializerCompiler, buildLocalReference, describeResponses, flattenApiComponents, registerApiSchemas } from './lib/apiSchemas';
import { brandPlugin } from './plugins/brand';
import { authPlugin } from './plugins/auth';
import { auditPlugin } from './plugins/audit';
import { auditRoutes } from './routes/audit';
import { changeFeedPlugin } from './plugins/changeFeed';
import { databaseRateLimitStore } from './plugins/rateLimitStore';
import { sessionRoutes } from './routes/session';
import { twoFactorRoutes } from './routes/twoFactor';
import { shellRoutes } from './routes/shell';
import { accountRoutes } from './routes/accounts';
import { clientRoutes } from './routes/clients';
import { catalogueRoutes } from './routes/products/catalogue';
import { factSheetRoutes } from './routes/products/factSheet';
import { reportRoutes } from './routes/products/report';
import { cartRoutes } from './routes/products/cart';
import { rssFeedRoutes } from './routes/products/rssFeed';
import { orderRoutes } from './routes/orders';
import { watchlistRoutes } from './routes/watchlist';
import { alertRoutes } from './routes/alerts';
import { emailLogRoutes } from './routes/emailLogs';
import { notificationRoutes } from './routes/notifications';
import { nonPlatformHoldingRoutes } from './routes/nonPlatformHoldings';
import { projectionRoutes } from './routes/projections';
import { statementRoutes } from './routes/statements';
import { accountOpeningRoutes } from './routes/accountOpening';
import { documentRoutes } from './routes/documents';
import { catalogueCache, type CatalogueCache } from './services/catalogueCache';
import { complianceRoutes } from './routes/compliance';
import { missingDocumentUploadRoutes } from './routes/missingDocumentUploads';
import { complianceFormRoutes } from './routes/complianceForms';
import { dueDiligenceRoutes } from './routes/dueDiligence';
import { formRoutes } from './routes/forms';
import { loadForms, type LoadedForms } from './forms/loadForms';
import { studioRoutes } from './routes/studio';
import { studioBrandRoutes } from './routes/studioBrands';
import { healthRoutes } from './routes/health';
import { lifecyclePlugin } from './plugins/lifecycle';
import { requestLogging, type LogDestination } from './lib/logging';
import { seedFormVersions } from './db/seed/formVersions';
import { versionsInEffectKeeper, type VersionsKeeper } from './services/studioServe';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** The forms, shared definitions and flows under schemas/, read and compiled once at start-up. */
    forms: LoadedForms;
    /** This node's copy of the product catalogue with returns, for search, fact sheets and orders. */
    catalogue: CatalogueCache;
    /** Keeps `forms` on the versions in effect (the studio's publications, scheduled versions). */
    studioVersions: VersionsKeeper;
  }
}

export interface BuildOptions {
  config: Config;
  db: Db;
  /**
   * Request logs (server/lib/logging.ts: one JSON line per request, no tokens, passwords or personal data):
   * true writes them to stdout, a destination to it (tests); off when not given.
   */
  logger?: boolean | LogDestination;
  /** The forms and flows to serve; read from `<rootDir>/schemas` when not given. */
  forms?: LoadedForms;
}

/** Builds the Tessera API and web server; tests call this and use `inject`. */
export async function buildApp({ config, db, logger = false, forms }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...requestLogging(logger ? { level: config.logLevel, destination: logger === true ? undefined : logger } : null),
    routerOptions: { ignoreTrailingSlash: true },
    // A request that reaches the app while it closes was sent before the listener closed: answer it (plugins/lifecycle.ts).
    return503OnClosing: false,
    bodyLimit: 1_048_576,
    // The router's own refusals (a path part that is not valid URL encoding, or longer than 100
    // characters) answer like every other error: a status and a Message, not Fastify's own body.
    frameworkErrors: (error, _request, routerReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const reply = routerReply as unknown as FastifyReply;
      void reply.status(tooLong ? 414 : 400).send({ Message: tooLong ? MESSAGES.urlTooLong : MESSAGES.badUrl });
    },
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false, allowUnionTypes: true } },
  });
  await app.register(lifecyclePlugin);
  app.decorate('db', db);
  app.decorate('config', config);
  // Read from disk on every start (a changed JSON file changes the form after a restart, no rebuild)
  // and compiled now, so the first request is warm. A form or flow with a problem is left out (its
  // endpoints answer 404, never an unvalidated answer); schemas:check fails CI on the same problems.
  const loadedForms = forms ?? loadForms(join(config.rootDir, 'schemas'));
  for (const p of loadedForms.problems) app.log.warn(`schemas: ${p.file}: ${p.reason}`);
  app.decorate('forms', loadedForms);
  // The form studio's first versions: every form and flow served that has none yet (issue 13).
  await seedFormVersions(db, loadedForms);
  // Served: the versions in effect, the studio's publications over the files; a scheduled version is
  // applied by the first API request after its time (one string comparison per request until then).
  const studioVersions = versionsInEffectKeeper(db.kysely, loadedForms, (message) => app.log.warn(message));
  await studioVersions.refresh();
  app.decorate('studioVersions', studioVersions);
  app.addHook('onRequest', (request, _reply, done) => {
    const due = request.url.startsWith('/api/') ? studioVersions.check() : null;
    if (due) due.then(() => done(), done);
    else done();
  });
  app.decorate('catalogue', catalogueCache(db));

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send({ Message: error.message });
    const fe = error;
    if (fe.validation) {
      const first = fe.validation[0];
      const field = (first?.instancePath || first?.params?.missingProperty || '').toString().replace(/^\//, '');
      const where = fe.validationContext === 'querystring' ? 'query' : (fe.validationContext ?? 'request');
      // A pattern failure would show the regular expression; say what is wrong instead.
      const problem = first?.keyword === 'pattern' ? 'contains characters that are not allowed' : (first?.message ?? 'bad value');
      return reply.status(400).send({ Message: `Invalid ${where}${field ? ` field "${field}"` : ''}: ${problem}.` });
    }
    if (fe.statusCode === 413 || fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.status(413).send({ Message: MESSAGES.bodyTooLarge });
    if (fe.statusCode === 429) return reply.status(429).send({ Message: MESSAGES.tooManyRequests });
    if (
      fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (fe.statusCode === 400 && /JSON/i.test(fe.message))
    ) {
      return reply.status(400).send({ Message: MESSAGES.malformedJson });
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send({ Message: MESSAGES.unsupportedMediaType });
    // PostgreSQL refuses NUL and invalid characters in text (22021, 22P05) and numbers beyond a column's
    // range (22003): bad input that slipped past a route schema, not a server fault.
    if (['22021', '22P05', '22003'].includes(String((error as { code?: unknown }).code))) {
      return reply.status(400).send({ Message: MESSAGES.unacceptableValue });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(fe.statusCode).send({ Message: fe.message || MESSAGES.generic });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ Message: MESSAGES.generic });
  });

  // Security headers (helmet), worked out once: @fastify/helmet rebuilt the middleware and parsed the CSP
  // directives on every request (a quarter of a small API request's time in a profile), and running even a
  // prebuilt helmet walked eleven middlewares. Same options, same headers (lib/securityHeaders.ts).
  const security = securityHeaders(SECURITY_POLICY);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of security) reply.raw.setHeader(name, value);
    done();
  });
  // After validation: a number Ajv coerced from "Infinity" or "1e400" passed every bound (lib/finiteNumbers.ts).
  app.addHook('preHandler', refuseNonFiniteNumbers);
  // API answers carry tokens and personal data: no browser or proxy may keep them.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
  // Counted in the database, so a limit holds across every API node (issue 15 item 2).
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db, config.jwtSecret),
    errorResponseBuilder: () => ({ statusCode: 429, Message: MESSAGES.tooManyRequests }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Tessera API', version: '0.1.0', description: 'Reference implementation of the Tessera portal contract.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    refResolver: { buildLocalReference },
    transform: describeResponses,
    transformObject: (document) => ('openapiObject' in document ? flattenApiComponents(document.openapiObject) : document.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Registered at the root, before any route, so every route plugin can $ref them (apiRef).
  registerApiSchemas(app);
  app.setSerializerCompiler(apiSerializerCompiler());

  await app.register(brandPlugin, { config });
  await app.register(changeFeedPlugin);
  await app.register(authPlugin, { config });
  // Before the routes: its onRoute hook gives every write route the audit trail's resolver.
  await app.register(auditPlugin);

  await app.register(
    async (api) => {
      await api.register(sessionRoutes);
      await api.register(twoFactorRoutes);
      await api.register(shellRoutes);
      await api.register(accountRoutes);
      await api.register(clientRoutes);
      await api.register(catalogueRoutes);
      await api.register(factSheetRoutes);
      await api.register(reportRoutes);
      await api.register(cartRoutes);
      await api.register(rssFeedRoutes);
      await api.register(orderRoutes);
      await api.register(watchlistRoutes);
      await api.register(alertRoutes);
      await api.register(emailLogRoutes);
      await api.register(notificationRoutes);
      await api.register(nonPlatformHoldingRoutes);
      await api.register(projectionRoutes);
      await api.register(statementRoutes);
      await api.register(accountOpeningRoutes);
      await api.register(documentRoutes);
      await api.register(complianceRoutes);
      await api.register(missingDocumentUploadRoutes);
      await api.register(complianceFormRoutes);
      await api.register(dueDiligenceRoutes);
      await api.register(formRoutes);
      await api.register(studioRoutes);
      await api.register(studioBrandRoutes);
      await api.register(auditRoutes);
      await api.register(healthRoutes);
    },
    { prefix: '/api' },
  );

  const indexFile = join(config.staticDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method) || !hasWebApp) {
      return reply.status(404).send({ Message: 'Not found.' });
    }
    // History fallback: every other path is a route of the web app.
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
  return app;
}
