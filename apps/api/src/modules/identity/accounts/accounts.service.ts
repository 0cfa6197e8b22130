import { randomUUID } from 'node:crypto';
import { messages, type TOwnerSignup } from '@stayfront/core';
import type { DbOrTx } from '../../../db/client';
import { fieldError } from '../../../errors';
import { isUniqueViolation } from '../../../lib/db-errors';
import { hashPassword } from '../../../lib/passwords';
import { consumeRateLimit } from '../../../lib/rate-limit';
import { findUserByEmail } from '../auth/auth.repository';
import { SESSION_LIFETIME_SECONDS } from '../auth/sessions.repository';
import { insertAnonymousGuestWithSession, insertOwner, insertUser } from './accounts.repository';
import type { IdentityDeps } from '../deps';

type Deps = Pick<IdentityDeps, 'db' | 'rateLimits'>;

/** Creates a host account: a user with role HOST and the owner record its stores will hang on. */
export async function createOwnerAccount(
  deps: Deps,
  input: TOwnerSignup,
  ip: string,
  db: DbOrTx = deps.db,
) {
  await consumeRateLimit(deps.db, `signup:ip:${ip}`, deps.rateLimits.signup);
  if (await findUserByEmail(db, input.email)) throw fieldError('email', messages.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        role: 'HOST',
        isActive: input.isActive ?? true,
      });
      const owner = await insertOwner(tx, user.id);
      return { user, owner };
    });
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw fieldError('email', messages.emailTaken);
    throw error;
  }
}

/**
 * Anonymous guest accounts carry a cart across reloads; their e-mail is made up and unique. With
 * no password the account can only be reached through the session made with it, which starts
 * here: answers the new user and its session.
 */
export async function createAnonymousGuest(deps: Deps, password: string | undefined, ip: string) {
  await consumeRateLimit(deps.db, `guest:ip:${ip}`, deps.rateLimits.guestSession);
  return insertAnonymousGuestWithSession(deps.db, {
    email: `guest-${randomUUID()}@guests.invalid`,
    passwordHash: password === undefined ? null : await hashPassword(password),
    sessionSeconds: SESSION_LIFETIME_SECONDS.guest,
  });
}
