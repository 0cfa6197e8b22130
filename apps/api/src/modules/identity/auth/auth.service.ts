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
import type { IdentityDeps } from '../deps';

type Deps = Pick<IdentityDeps, 'db' | 'rateLimits'>;

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
  if (user.role === 'HOST' && (await findHostLink(deps.db, user.id))?.suspended) {
    throw nonFieldError(planMessages.cohostSuspended);
  }
  await forgiveSignInAttempt(
    deps.db,
    trusted ? { forget: [keys[0]!.key], refund: [] } : { forget: [account], refund: keys.slice(1) },
  );
  await recordLogin(deps.db, user.id);
  return user;
}
