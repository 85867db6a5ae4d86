/**
 * Request helpers for API tests: every request goes through Fastify's `inject` with a brand Host
 * header (the server resolves the brand from it) and, when given, a bearer token.
 */
import { createSecretKey } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';

/** Every demo user's password (DESIGN.md §5). */
export const DEMO_PASSWORD = 'Portal-demo-1';
export const DMO_HOST = 'dmo.localhost';
export const NBC_HOST = 'nbc.localhost';
/** A host whose first label names no brand of the catalogue. */
export const UNKNOWN_HOST = 'nosuchbrand.localhost';

export interface CallOptions {
  /** Bearer token for the Authorization header. */
  token?: string;
  /** Host header; `dmo.localhost` by default. */
  host?: string;
  /** A JSON-serialisable body (sent as application/json). */
  body?: unknown;
  /** A raw body sent as is (for malformed JSON or huge bodies); wins over `body`. */
  payload?: string | Buffer;
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The parsed JSON answer, or undefined when the answer is not JSON. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- every route's answer; tests read the fields they assert
  text: string;
}

/**
 * Issues one request to the app.
 * @param app - the built app
 * @param method - HTTP method
 * @param url - path under the server root, e.g. `/api/accounts/`
 * @param options - token, host, body, query and extra headers
 */
export async function call(app: FastifyInstance, method: string, url: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { host: options.host ?? DMO_HOST, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | Buffer | undefined = options.payload;
  if (payload === undefined && options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
    headers['content-type'] = 'application/json';
  }
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers,
    payload,
    query: options.query ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])) : undefined,
  });
  let body: unknown;
  if (/json/.test(String(res.headers['content-type'] ?? ''))) {
    try {
      body = JSON.parse(res.body);
    } catch {
      body = undefined;
    }
  }
  return { status: res.statusCode, headers: res.headers, body, text: res.body };
}

/**
 * Logs a user in and returns the token; fails the test with the server's answer when refused.
 * @param app - the built app
 * @param username - a demo username
 * @param host - the brand host to log in on
 * @param password - the demo password unless given
 */
export async function login(app: FastifyInstance, username: string, host = DMO_HOST, password = DEMO_PASSWORD): Promise<string> {
  const res = await call(app, 'POST', '/api/authentication', { host, body: { UserName: username, Password: password } });
  if (res.status !== 200 || typeof res.body?.Data?.Token !== 'string') {
    throw new Error(`login of ${username} on ${host} answered ${res.status}: ${res.text}`);
  }
  return res.body.Data.Token;
}

/** The claims of a token, read without verifying it (as the browser does). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/**
 * Signs a token with `secret` carrying `claims` as given, to test expiry and forged tokens.
 * @param claims - the payload, including `exp` and `iat` (seconds since epoch)
 * @param secret - the HMAC secret
 */
export async function signToken(claims: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(createSecretKey(Buffer.from(secret, 'utf8')));
}

/**
 * Asserts an error answer as DESIGN.md §4 describes it: the status, a JSON body whose Message is a
 * non-empty human sentence, and nothing that looks like a stack trace or internal error.
 * @param res - the answer
 * @param status - the expected HTTP status
 * @param message - the exact Message, when the test knows it
 */
export function expectError(res: CallResult, status: number, message?: string): void {
  expect({ status: res.status, body: res.body }).toEqual({ status, body: expect.objectContaining({ Message: expect.any(String) }) });
  const text = res.body.Message as string;
  expect(text.trim().length).toBeGreaterThan(0);
  if (message !== undefined) expect(text).toBe(message);
  expect(res.body).not.toHaveProperty('stack');
  expect(res.body).not.toHaveProperty('Data');
  expect(res.text).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|SQLITE_|syntax error at|\bsqlite3?\b|relation ".*" does not exist/i);
}

/** Asserts a success answer: status 200 and a `Data` member; returns the Data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caller names the Data type it expects
export function expectData<T = any>(res: CallResult): T {
  expect({ status: res.status, hasData: res.body !== undefined && 'Data' in res.body }).toEqual({ status: 200, hasData: true });
  return res.body.Data as T;
}
