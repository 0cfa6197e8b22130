import type { FastifyInstance } from 'fastify';
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

/**
 * Checks the credentials; the caller sets the session. A browser with a device cookie for this
 * account is limited on its own; any other is limited per account and per address.
 */
export async function authenticate(
  app: FastifyInstance,
  { email, password }: TLogin,
  { ip, device }: { ip: string; device: DeviceCookie | null },
): Promise<UserRow> {
  const limits = app.rateLimits;
  const user = await findUserByEmail(app.db, email);
  const trusted = device != null && user != null && device.userId === user.id;
  const account = `account:${email.toLowerCase()}`;
  const keys: ThrottleKey[] = trusted
    ? [{ key: `device:${device.nonce}`, rule: limits.signInDevice }]
    : [
        { key: account, rule: limits.signInAccount },
        { key: `address:${ip}`, rule: limits.signInAddress },
      ];
  await countSignInAttempt(app.db, keys);
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid || !user.isActive) throw nonFieldError(messages.invalidCredentials);
  if (user.role === 'HOST' && (await findHostLink(app.db, user.id))?.suspended) {
    throw nonFieldError(planMessages.cohostSuspended);
  }
  await forgiveSignInAttempt(
    app.db,
    trusted ? { forget: [keys[0]!.key], refund: [] } : { forget: [account], refund: keys.slice(1) },
  );
  await recordLogin(app.db, user.id);
  return user;
}
