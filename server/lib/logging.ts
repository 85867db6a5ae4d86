/**
 * Structured logs (pino, Fastify's own logger): one JSON line per request with its id, and nothing a
 * log reader should not see. Decided in docs/decisions.md ("Production logs"):
 * - a request line holds the request id, method, path WITHOUT its query string (queries carry search
 *   terms, e-mail addresses, dates and the signatures of signed links), the route pattern, the brand
 *   code, the status and the time taken; never headers, bodies, user names, user ids or addresses;
 * - the request id is the caller's `x-request-id` when it is well-formed (letters, digits and `.` `_` `:`
 *   `-`, at most 100), else a new UUID; every answer carries it back in `x-request-id`;
 * - redaction is a second fence for lines written elsewhere (an error's `detail` from PostgreSQL
 *   quotes the offending values; Authorization and cookies should an object with headers be logged).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino from 'pino';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** A caller's request id we keep: short, and nothing that could break a log line or a header. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;

/** The header that carries the request id both ways. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Paths pino replaces with "[redacted]" wherever a line carries them. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-forwarded-for"]',
  'res.headers["set-cookie"]',
  'err.detail',
  'err.parameters',
  '*.password',
  '*.Password',
  '*.token',
  '*.Token',
];

/** Where log lines go instead of stdout (tests capture them). */
export interface LogDestination {
  write(line: string): void;
}

/** The request id of a raw request: the caller's when well-formed, else a new one. */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
}

/** The path of a URL without its query string (or fragment). */
export function pathOnly(url: string): string {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}

/** The code of the brand the request came to (plugins/brand.ts decorates it), without importing the plugin. */
const brandCodeOf = (request: FastifyRequest) => (request as { brand?: { brand: { code: string } } | null }).brand?.brand.code;

/**
 * Fastify's own request lines are two per request ("incoming request", "request completed") and print the
 * URL with its query: this writes one line when the answer has been sent, and nothing else per request.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: pathOnly(request.url),
      route: request.routeOptions.url,
      brand: brandCodeOf(request),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else if (reply.statusCode >= 500) reply.log.error(line, 'request');
    else reply.log.info(line, 'request');
  }
}

/**
 * The Fastify options for request ids and logging.
 * @param logging - null for no logs (tests, `npm run dev` without LOG_REQUESTS=1); else the level and
 *   optionally where to write (stdout when not given)
 * @returns options to spread into `Fastify({...})`
 */
export function requestLogging(
  logging: { level: string; destination?: LogDestination } | null,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'logController'> {
  const ids = { genReqId: requestIdOf, requestIdHeader: false as const };
  if (!logging) return { ...ids, logger: false };
  return {
    ...ids,
    logController: new OneLinePerRequest(),
    logger: {
      level: logging.level,
      ...(logging.destination ? { stream: logging.destination } : {}),
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      // For lines that pass a request or reply object (Fastify's own rare warnings): the same few fields.
      serializers: {
        req: (req: { method?: string; url?: string }) => ({ method: req.method, url: pathOnly(req.url ?? '') }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
    },
  };
}

/** Lines a process writes outside any request (start, stop, a cluster's workers). */
export interface ProcessLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/**
 * The log of a process without a Fastify app (a cluster's primary, a failed start): JSON lines through
 * pino when logs are structured, plain lines on the console otherwise.
 */
export function processLog(structured: boolean, level = 'info'): ProcessLog {
  if (!structured) return { info: (m) => console.log(m), warn: (m) => console.warn(m), error: (m) => console.error(m) };
  const log = pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } });
  return { info: (m) => log.info(m), warn: (m) => log.warn(m), error: (m) => log.error(m) };
}
