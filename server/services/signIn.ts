import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { NewSession } from '../plugins/auth';
import type { Brand } from '@/engine/brands/types';
import type { Role } from '@/engine/session/roles';
import { isTwoFactorRole, staffTwoFactorPolicy } from '@/engine/session/twoFactor';
import { primaryAccountNumber } from './accounts';
import type { ChallengeKind } from './twoFactorChallenges';
import { twoFactorStateOf } from './twoFactor';

/** The user row fields a sign-in reads. */
export interface SigningInUser {
  id: number;
  role: string;
  username: string;
  email: string;
  cphq_user: number;
}

/** The claims of a user's own session on `brandCode` (portal spec §3), as the login gives them. */
export async function sessionClaimsFor(db: Kysely<Database>, user: SigningInUser, brandCode: string): Promise<NewSession> {
  return {
    role: user.role as Role,
    nameid: String(user.id),
    unique_name: user.username,
    accountNo: await primaryAccountNumber(db, user.id),
    email: user.email,
    company: brandCode,
    cphqUser: user.cphq_user === 1 ? true : undefined,
  };
}

/**
 * What must follow a correct password (issue 15 item 6): nothing for clients and for staff without
 * two-factor sign-in on a brand that leaves it optional; the code when it is on; the enrolment when
 * the brand requires it and the user has none yet.
 */
export async function secondStepFor(db: Kysely<Database>, user: SigningInUser, brand: Brand): Promise<ChallengeKind | null> {
  if (!isTwoFactorRole(user.role)) return null;
  const { enabled } = await twoFactorStateOf(db, user.id);
  if (enabled) return 'code';
  return staffTwoFactorPolicy(brand) === 'required' ? 'enrol' : null;
}
