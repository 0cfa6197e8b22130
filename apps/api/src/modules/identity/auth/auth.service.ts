import { messages, planMessages, type TLogin } from '@stayfront/core';
import { nonFieldError } from '../../../errors';
import { verifyPassword } from '../../../lib/passwords';
import {
  countSignInAttempt,
  forgiveSignInAttempt,
  type ThrottleKey,
} from '../../../lib/sign-in-throttle';
import { findHostLink, findUserByEmail, recordLogin, type UserRow } from './auth.repository';
import type { DeviceCookie } from './device-cookie';
import type { DbOrTx } from '../../../db/client';
import type { IdentityDeps } from '../deps';

type Deps = Pick<IdentityDeps, 'db' | 'rateLimits'>;

export type HostAccessRefusal = 'cohost_removed' | 'cohost_suspended';

const REFUSAL_MESSAGES: Record<HostAccessRefusal, string> = {
  cohost_removed: messages.cohostAccessRemoved,
  cohost_suspended: planMessages.cohostSuspended,
};

/**
 * Why a host user may not start a session, or null. A host user with neither an owner record nor
 * an accepted invitation is a co-host whose access was removed (also one invited again who has
 * not accepted yet): signed in, it would act for no one.
 */
export async function findHostAccessRefusal(
  db: DbOrTx,
  user: Pick<UserRow, 'id' | 'role'>,
): Promise<HostAccessRefusal | null> {
  if (user.role !== 'HOST') return null;
  const link = await findHostLink(db, user.id);
  if (!link) return 'cohost_removed';
  return link.suspended ? 'cohost_suspended' : null;
}

/** Refuses, with the reason as a general error, a host user who may not start a session. */
export async function assertHostMaySignIn(db: DbOrTx, user: Pick<UserRow, 'id' | 'role'>) {
  const refusal = await findHostAccessRefusal(db, user);
  if (refusal) throw nonFieldError(REFUSAL_MESSAGES[refusal]);
}

/**
 * Checks the credentials; the caller sets the session. A browser with a device cookie for this
 * account is limited on its own; any other is limited per account and per address.
 */
export async function authenticate(
  deps: Deps,
  { email, password }: TLogin,
  { ip, device }: { ip: string; device: DeviceCookie | null },
): Promise<UserRow> {
  const limits = deps.rateLimits;
  const user = await findUserByEmail(deps.db, email);
  const trusted = device != null && user != null && device.userId === user.id;
  const account = `account:${email.toLowerCase()}`;
  const keys: ThrottleKey[] = trusted
    ? [{ key: `device:${device.nonce}`, rule: limits.signInDevice }]
    : [
        { key: account, rule: limits.signInAccount },
        { key: `address:${ip}`, rule: limits.signInAddress },
      ];
  await countSignInAttempt(deps.db, keys);
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid || !user.isActive) throw nonFieldError(messages.invalidCredentials);
  await assertHostMaySignIn(deps.db, user);
  await forgiveSignInAttempt(
    deps.db,
    trusted ? { forget: [keys[0]!.key], refund: [] } : { forget: [account], refund: keys.slice(1) },
  );
  await recordLogin(deps.db, user.id);
  return user;
}
