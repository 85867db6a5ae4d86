import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { PortalEnv } from '@/engine/brands/types';
import { USER_LOCK_MAX_FAILURES, USER_LOCK_WINDOW_MINUTES } from '@/engine/session/twoFactor';
import { docuSignConfigFromEnv } from './services/signing/docusign';
import type { DocuSignConfig } from './services/signing/types';

/** Server configuration, read once from the environment and validated at start-up (DESIGN.md §5). */
export interface Config {
  port: number;
  databaseUrl: string;
  portalEnv: PortalEnv;
  jwtSecret: string;
  sessionMinutes: number;
  seed: 'demo' | 'none';
  rootDir: string;
  dataDir: string;
  staticDir: string;
  /** Rate limits: attempts per window for login and password reset. */
  loginRateLimit: { max: number; windowMs: number };
  /**
   * Failed sign-in tries (wrong password or two-factor code) of one username that lock it for the
   * window, counted in the database so the lock holds on every API process (LOGIN_USER_LIMIT, 5 in 15 minutes).
   */
  userLoginLimit: { max: number; windowMs: number };
  /**
   * The 32-byte key (base64) that encrypts staff authenticator keys and keys the recovery-code hashes:
   * TWO_FACTOR_KEY, else generated once and kept in the data folder. Every API process needs the same one.
   */
  twoFactorKey: string;
  logLevel: string;
  /**
   * The portal's public address without a brand label (PUBLIC_URL, default http://localhost:PORT).
   * Links in e-mails are built from it, never from the request's Host header, which a caller chooses.
   */
  publicUrl: string;
  /** TRUST_PROXY=1: honour X-Forwarded-Host/-For from a reverse proxy (brand host, client IP for rate limits). */
  trustProxy: boolean;
  /**
   * DocuSign (DOCUSIGN_BASE_URL, DOCUSIGN_ACCOUNT_ID, DOCUSIGN_ACCESS_TOKEN), or null when any is
   * missing: DocuSign is then not offered. A base URL that is not http(s) stops the start.
   */
  docuSign: DocuSignConfig | null;
}

const ROOT = resolve(__dirname, '..');

/** Builds the configuration from `env`, failing fast with a readable sentence on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const portalEnv = (env.PORTAL_ENV ?? 'sandbox') === 'production' ? 'production' : 'sandbox';
  if (env.PORTAL_ENV && !['production', 'sandbox'].includes(env.PORTAL_ENV)) {
    throw new Error(`PORTAL_ENV must be "production" or "sandbox", got "${env.PORTAL_ENV}"`);
  }
  const sessionMinutes = Number(env.SESSION_MINUTES ?? 30);
  if (!(sessionMinutes > 0)) throw new Error(`SESSION_MINUTES must be a positive number, got "${env.SESSION_MINUTES}"`);
  const seed = (env.SEED ?? 'demo') as Config['seed'];
  if (!['demo', 'none'].includes(seed)) throw new Error(`SEED must be "demo" or "none", got "${env.SEED}"`);
  const databaseUrl = env.DATABASE_URL && env.DATABASE_URL.trim() !== '' ? env.DATABASE_URL : 'sqlite:data/portal.sqlite';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/?#]+$/.test(publicUrl))
    throw new Error(`PUBLIC_URL must be like https://portal.example.com, got "${env.PUBLIC_URL}"`);
  const dataDir = overrides.dataDir ?? resolve(ROOT, env.DATA_DIR ?? 'data');
  const base: Config = {
    port,
    databaseUrl,
    portalEnv,
    jwtSecret: env.JWT_SECRET ?? '',
    sessionMinutes,
    seed,
    rootDir: ROOT,
    dataDir,
    staticDir: resolve(ROOT, 'dist'),
    loginRateLimit: { max: Number(env.LOGIN_RATE_LIMIT ?? 10), windowMs: 60_000 },
    userLoginLimit: { max: Number(env.LOGIN_USER_LIMIT ?? USER_LOCK_MAX_FAILURES), windowMs: USER_LOCK_WINDOW_MINUTES * 60_000 },
    twoFactorKey: env.TWO_FACTOR_KEY ?? '',
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl,
    trustProxy: ['1', 'true'].includes(env.TRUST_PROXY ?? ''),
    docuSign: docuSignConfigFromEnv(env),
    ...overrides,
  };
  if (!base.jwtSecret) base.jwtSecret = persistentSecret(base.dataDir);
  if (!(Number.isInteger(base.userLoginLimit.max) && base.userLoginLimit.max > 0))
    throw new Error(`LOGIN_USER_LIMIT must be a positive whole number, got "${env.LOGIN_USER_LIMIT}"`);
  if (!base.twoFactorKey) base.twoFactorKey = persistentSecret(base.dataDir, 'two-factor-key', () => randomBytes(32).toString('base64'));
  if (Buffer.from(base.twoFactorKey, 'base64').length !== 32)
    throw new Error('TWO_FACTOR_KEY must be 32 random bytes in base64 (e.g. `openssl rand -base64 32`)');
  return base;
}

/**
 * Without JWT_SECRET (TWO_FACTOR_KEY) a secret is generated once and kept in the data folder, so
 * restarts keep sessions (and staff authenticator keys stay readable). Of two processes starting at
 * once, the second reads the first one's secret.
 */
function persistentSecret(dataDir: string, name = 'jwt-secret', generate = () => randomBytes(48).toString('base64url')): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = generate();
  // Written whole under a name of its own, then linked: the name appears complete or not at all.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, secret, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  } finally {
    unlinkSync(draft);
  }
  return secret;
}

/** Resolves `sqlite:relative/path` against the project root; `sqlite::memory:` stays in memory. */
export function sqliteFileFromUrl(url: string, rootDir: string = ROOT): string {
  const path = url.replace(/^sqlite:/, '');
  if (path === ':memory:') return path;
  const file = isAbsolute(path) ? path : resolve(rootDir, path);
  mkdirSync(dirname(file), { recursive: true });
  return file;
}
