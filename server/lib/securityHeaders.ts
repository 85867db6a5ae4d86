import { dirname } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: Error) => void) => void;

/** helmet itself, as @fastify/helmet (a dependency) resolves it. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- resolved at run time from @fastify/helmet's own folder, not a package of ours
export const helmet = require(require.resolve('helmet', { paths: [dirname(require.resolve('@fastify/helmet'))] })) as (
  options: Record<string, unknown>,
) => Middleware;

/** The headers every answer carries, as helmet's options. */
export const SECURITY_POLICY: Record<string, unknown> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // Scripts from this origin only: no inline scripts and no generated code ('unsafe-eval') —
      // the browser validates forms with validators the server precompiled (ajv standalone code
      // served as modules by /api/schemas/forms/:id/validators/*), never with ajv's new Function.
      scriptSrc: ["'self'"],
      // Fluent UI (Griffel) inserts style rules at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  hsts: false,
};

/**
 * The headers helmet sets with `options`, worked out once: helmet is run a single time against a
 * response that records what it is told. Every answer then gets the same list in one loop, where helmet
 * walked its chain of eleven middlewares on every request (about 5% of the account summary's server
 * time in a profile). This holds because no option depends on the request (no CSP nonce, no directive
 * given as a function): a directive that is a function is refused here rather than frozen.
 * Helmet also removes X-Powered-By, which neither Node nor Fastify sets.
 */
export function securityHeaders(options: Record<string, unknown>): ReadonlyArray<readonly [string, string]> {
  const directives = (options.contentSecurityPolicy as { directives?: Record<string, unknown> } | undefined)?.directives ?? {};
  for (const [name, value] of Object.entries(directives))
    if (typeof value === 'function' || (Array.isArray(value) && value.some((v) => typeof v === 'function')))
      throw new Error(`securityHeaders: the directive ${name} depends on the request; helmet must run per request for it`);
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      const i = headers.findIndex(([n]) => n.toLowerCase() === name.toLowerCase());
      if (i >= 0) headers.splice(i, 1);
      headers.push([name, String(value)]);
    },
    removeHeader: (name: string) => {
      const i = headers.findIndex(([n]) => n.toLowerCase() === name.toLowerCase());
      if (i >= 0) headers.splice(i, 1);
    },
  };
  let finished: { err?: Error } | undefined;
  helmet(options)({ method: 'GET', url: '/', headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (err) => {
    finished = { err };
  });
  if (!finished) throw new Error('securityHeaders: helmet did not finish at once');
  if (finished.err) throw finished.err;
  return headers;
}
