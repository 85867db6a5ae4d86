import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Database } from '../db/schema';
import { badRequest, conflict } from '../lib/http';
import { RECOVERY_CODE_COUNT, readTwoFactorCode, TWO_FACTOR_TEXTS } from '@/engine/session/twoFactor';

/**
 * A user's authenticator key and recovery codes (issue 15 item 6). The key (20 random bytes, base32,
 * as authenticator apps expect) is stored encrypted with AES-256-GCM under TWO_FACTOR_KEY, the user
 * id bound in as associated data (a key copied to another user's row does not open). Recovery codes
 * are ten random characters each (50 bits), stored as HMAC-SHA-256 under a key derived from
 * TWO_FACTOR_KEY: the database alone does not give them away, and checking one costs a hash, not a
 * bcrypt round per stored code.
 */
export interface TwoFactorKeys {
  /** AES-256-GCM key of the authenticator keys. */
  encryption: Buffer;
  /** HMAC key of the recovery codes. */
  recovery: Buffer;
}

/** The two keys, derived (HKDF-SHA-256) from the configured 32-byte TWO_FACTOR_KEY. */
export function twoFactorKeys(base64Key: string): TwoFactorKeys {
  const ikm = Buffer.from(base64Key, 'base64');
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', ikm, Buffer.alloc(0), info, 32));
  return { encryption: derive('tessera two-factor secrets v1'), recovery: derive('tessera recovery codes v1') };
}

const b64 = (b: Buffer) => b.toString('base64url');

/** Encrypts a user's authenticator key for storage (`v1.<iv>.<tag>.<ciphertext>`). */
export function sealSecret(keys: TwoFactorKeys, userId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.encryption, iv);
  cipher.setAAD(Buffer.from(`user:${userId}`));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.');
}

/** Decrypts a stored authenticator key; throws when the key or the user does not match. */
export function openSecret(keys: TwoFactorKeys, userId: number, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unreadable two-factor secret');
  const decipher = createDecipheriv('aes-256-gcm', keys.encryption, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`user:${userId}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new recovery code as shown to the user: `xxxxx-xxxxx`, letters and digits that cannot be mistaken for each other. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const recoveryHash = (keys: TwoFactorKeys, compactCode: string) => createHmac('sha256', keys.recovery).update(compactCode).digest('hex');

/** SHA-256 of a challenge token: what the database keeps of it. */
export const challengeHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The stored state of a user's two-factor sign-in. */
export async function twoFactorStateOf(db: Kysely<Database>, userId: number) {
  const row = await db.selectFrom('user_two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const left = await db
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { row, enabled: !!row?.enabled_at, recoveryCodesLeft: row?.enabled_at ? Number(left.n) : 0 };
}

/** What the set-up screen shows: the key in text, the otpauth URI and its QR code (an SVG data URL). */
export interface TwoFactorSetup {
  Secret: string;
  OtpauthUri: string;
  QrCode: string;
}

/**
 * Starts (or starts again) the set-up of a user's authenticator: a new key, pending until a code
 * from it is confirmed. A user whose two-factor sign-in is on must turn it off first (409).
 * @param issuer - the brand's name, shown by the authenticator app beside the username
 */
export async function startSetup(
  db: Kysely<Database>,
  keys: TwoFactorKeys,
  user: { id: number; username: string },
  issuer: string,
): Promise<TwoFactorSetup> {
  const { enabled } = await twoFactorStateOf(db, user.id);
  if (enabled) throw conflict(TWO_FACTOR_TEXTS.alreadyOn);
  const secret = generateSecret();
  const values = {
    secret_encrypted: sealSecret(keys, user.id, secret),
    created_at: new Date().toISOString(),
    enabled_at: null,
    last_step: null,
  };
  // Replaces a pending key of an earlier set-up that was never confirmed; never an enabled one.
  await db.deleteFrom('user_two_factor').where('user_id', '=', user.id).where('enabled_at', 'is', null).execute();
  await db
    .insertInto('user_two_factor')
    .values({ user_id: user.id, ...values })
    .execute();
  const uri = generateURI({ issuer, label: user.username, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { Secret: secret, OtpauthUri: uri, QrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Checks an authenticator code against a user's key (pending or enabled): the current 30-second step
 * or the one before or after (clocks drift), and only a step later than the last one accepted, so a
 * code works once. The step is recorded by a conditional update: of two requests with the same code
 * on two processes, one wins.
 */
async function acceptTotp(db: Kysely<Database>, keys: TwoFactorKeys, userId: number, code: string): Promise<boolean> {
  const row = await db.selectFrom('user_two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return false;
  const secret = openSecret(keys, userId, row.secret_encrypted);
  const result = await verify({ secret, token: code, epochTolerance: 30, afterTimeStep: row.last_step ?? undefined });
  // The functional verify answers for TOTP and HOTP alike; a TOTP answer carries its time step.
  if (!result.valid || !('timeStep' in result)) return false;
  const updated = await db
    .updateTable('user_two_factor')
    .set({ last_step: result.timeStep })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', result.timeStep)]))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Uses one of the user's recovery codes: true once per code. */
async function acceptRecoveryCode(db: Kysely<Database>, keys: TwoFactorKeys, userId: number, compact: string): Promise<boolean> {
  const wanted = recoveryHash(keys, compact);
  const rows = await db
    .selectFrom('two_factor_recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  const match = rows.find((r) => timingSafeEqual(Buffer.from(r.code_hash), Buffer.from(wanted)));
  if (!match) return false;
  const used = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: new Date().toISOString() })
    .where('id', '=', match.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/**
 * Whether `typed` signs an enrolled user in: an authenticator code, or (when `allowRecovery`) an
 * unused recovery code, which is then spent. A text that is neither is a 400 with the field's rule.
 */
export async function acceptCode(
  db: Kysely<Database>,
  keys: TwoFactorKeys,
  userId: number,
  typed: string,
  allowRecovery = true,
): Promise<boolean> {
  const input = readTwoFactorCode(typed);
  if (input.kind === 'invalid' || (input.kind === 'recovery' && !allowRecovery)) {
    throw badRequest(allowRecovery ? TWO_FACTOR_TEXTS.codeFormat : TWO_FACTOR_TEXTS.codeRequired);
  }
  if (input.kind === 'totp') return acceptTotp(db, keys, userId, input.code);
  return acceptRecoveryCode(db, keys, userId, input.code);
}

/**
 * Confirms a pending set-up with a first code: two-factor sign-in is on, and ten new recovery codes
 * are stored (hashed) and returned — the only time they can be read.
 * @returns the recovery codes as the user should write them down, or null when the code is wrong
 */
export async function confirmSetup(db: Kysely<Database>, keys: TwoFactorKeys, userId: number, typed: string): Promise<string[] | null> {
  const state = await twoFactorStateOf(db, userId);
  if (state.enabled) throw conflict(TWO_FACTOR_TEXTS.alreadyOn);
  if (!state.row) throw conflict(TWO_FACTOR_TEXTS.notSetUp);
  if (!(await acceptCode(db, keys, userId, typed, false))) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('user_two_factor').set({ enabled_at: now }).where('user_id', '=', userId).execute();
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('two_factor_recovery_codes')
      .values(codes.map((c) => ({ user_id: userId, code_hash: recoveryHash(keys, c.replace('-', '')), created_at: now, used_at: null })))
      .execute();
  });
  return codes;
}

/** Turns a user's two-factor sign-in off: the key and the recovery codes are deleted. */
export async function removeTwoFactor(db: Kysely<Database>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('user_two_factor').where('user_id', '=', userId).execute();
  });
}
