import type { FastifyInstance } from 'fastify';
import { messages, planMessages, type TLogin } from '@stayfront/core';
import { nonFieldError } from '../../errors';
import { verifyPassword } from '../../lib/passwords';
import { consumeRateLimit } from '../../lib/rate-limit';
import { findHostLink, findUserByEmail, recordLogin, type UserRow } from './auth.repository';

/** Checks the credentials; the caller sets the session. Limited per address and per e-mail. */
export async function authenticate(
  app: FastifyInstance,
  { email, password }: TLogin,
  ip: string,
): Promise<UserRow> {
  await consumeRateLimit(app.db, `login:ip:${ip}`, app.rateLimits.login);
  await consumeRateLimit(app.db, `login:email:${email}`, app.rateLimits.login);
  const user = await findUserByEmail(app.db, email);
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid || !user.isActive) throw nonFieldError(messages.invalidCredentials);
  if (user.role === 'HOST' && (await findHostLink(app.db, user.id))?.suspended) {
    throw nonFieldError(planMessages.cohostSuspended);
  }
  await recordLogin(app.db, user.id);
  return user;
}
