/**
 * Two-factor helpers for API tests: authenticator codes of a key at a given 30-second step, and a
 * staff user enrolled once per suite whose recovery codes a test can spend one by one.
 */
import { generate } from 'otplib';
import { expectData } from './http';
import type { AppHandle } from './testApp';

const STEP_SECONDS = 30;

/** The authenticator code of `secret` `steps` 30-second steps from now (the server accepts one step either side). */
export const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * STEP_SECONDS });

interface Enrolment {
  secret: string;
  recoveryCodes: string[];
}

const enrolments = new WeakMap<object, Map<string, Enrolment>>();

/**
 * Turns two-factor sign-in on for `username` through the API (set-up, then the current code), once
 * per suite's database; later calls give the same enrolment while it is on.
 */
export async function enrolOnce(t: AppHandle, username: string): Promise<Enrolment> {
  const known = enrolments.get(t.db) ?? new Map<string, Enrolment>();
  enrolments.set(t.db, known);
  const on = await t.db.kysely
    .selectFrom('user_two_factor')
    .innerJoin('users', 'users.id', 'user_two_factor.user_id')
    .select('user_two_factor.enabled_at')
    .where('users.username', '=', username)
    .executeTakeFirst();
  const had = known.get(username);
  if (on?.enabled_at && had) return had;
  const token = await t.login(username);
  const setup = expectData<{ Secret: string }>(await t.post('/api/authentication/twofactor/setup', {}, { token }));
  const enabled = expectData<{ RecoveryCodes: string[] }>(
    await t.post('/api/authentication/twofactor/enable', { Code: await codeAt(setup.Secret) }, { token }),
  );
  const enrolment = { secret: setup.Secret, recoveryCodes: [...enabled.RecoveryCodes] };
  known.set(username, enrolment);
  return enrolment;
}

/** A sign-in code challenge of an enrolled `username` and an unused recovery code to answer it. */
export async function challengeWithRecoveryCode(t: AppHandle, username: string): Promise<{ Challenge: string; Code: string }> {
  const enrolment = await enrolOnce(t, username);
  const { Challenge } = expectData<{ Challenge: string }>(
    await t.post('/api/authentication', { UserName: username, Password: 'Portal-demo-1' }),
  );
  const Code = enrolment.recoveryCodes.shift();
  if (!Code) throw new Error(`${username} has no recovery code left in this suite`);
  return { Challenge, Code };
}

/** A pending set-up of `username` (not yet confirmed; any earlier two-factor sign-in removed), started with its own token; its key. */
export async function pendingSetup(t: AppHandle, username: string): Promise<string> {
  const token = await signInWithoutTwoFactor(t, username);
  return expectData<{ Secret: string }>(await t.post('/api/authentication/twofactor/setup', {}, { token })).Secret;
}

/** A session of an enrolled `username`: the password, then one of its recovery codes. */
export async function signInWithRecoveryCode(t: AppHandle, username: string): Promise<string> {
  const answer = await challengeWithRecoveryCode(t, username);
  return expectData<{ Token: string }>(await t.post('/api/authentication/twofactor', answer)).Token;
}

/** Turns `username`'s two-factor sign-in off in the database (a test's reset), then signs in with the password. */
export async function signInWithoutTwoFactor(t: AppHandle, username: string): Promise<string> {
  const user = await t.db.kysely.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  await t.db.kysely.deleteFrom('two_factor_recovery_codes').where('user_id', '=', user.id).execute();
  await t.db.kysely.deleteFrom('user_two_factor').where('user_id', '=', user.id).execute();
  return t.login(username);
}
