import {
  canDisconnectProvider,
  normalizeEmail,
  SOCIAL_PROVIDER_LABEL,
  type SocialProvider,
} from '@stayfront/core';
import type { Db } from '../../../db/client';
import { nonFieldError } from '../../../errors';
import { insertOwner, insertUser } from '../accounts/accounts.repository';
import { findUserByEmail, findUserById, type UserRow } from '../auth/auth.repository';
import { findHostAccessRefusal, type HostAccessRefusal } from '../auth/auth.service';
import type { SocialProfile } from './providers';
import {
  deleteSocialAccounts,
  findSocialAccount,
  insertSocialAccount,
  lockSocialProviders,
} from './social-auth.repository';

/** The codes the web app turns into messages after the provider sends the browser back. */
export type SocialErrorCode =
  'email_taken' | 'not_configured' | 'cancelled' | 'failed' | HostAccessRefusal;

export class SocialSignInError extends Error {
  constructor(readonly code: SocialErrorCode) {
    super(code);
  }
}

export interface SocialSignInResult {
  user: UserRow;
  created: boolean;
}

/**
 * Signs in with a provider identity: a known identity signs its user in; a signed-in host
 * connects it; a verified e-mail of an existing host links it; otherwise a new owner is created.
 */
export async function completeSocialSignIn(
  db: Db,
  provider: SocialProvider,
  profile: SocialProfile,
  linkUserId: string | null,
): Promise<SocialSignInResult> {
  return db.transaction(async (tx) => {
    // The same refusals as the password sign-in (authenticate), before anything is linked.
    const assertMaySignIn = async (user: UserRow) => {
      const refusal = await findHostAccessRefusal(tx, user);
      if (refusal) throw new SocialSignInError(refusal);
    };
    const known = await findSocialAccount(tx, provider, profile.uid);
    if (known) {
      if (linkUserId && known.userId !== linkUserId) throw new SocialSignInError('email_taken');
      const user = await findUserById(tx, known.userId);
      if (!user?.isActive) throw new SocialSignInError('failed');
      await assertMaySignIn(user);
      return { user, created: false };
    }
    const link = async (user: UserRow) => {
      await assertMaySignIn(user);
      await insertSocialAccount(tx, {
        userId: user.id,
        provider,
        uid: profile.uid,
        email: profile.email,
      });
      return { user, created: false };
    };
    if (linkUserId) {
      const user = await findUserById(tx, linkUserId);
      if (!user) throw new SocialSignInError('failed');
      return link(user);
    }
    if (!profile.email) throw new SocialSignInError('failed');
    const email = normalizeEmail(profile.email);
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      // Linking by address is safe only when the provider vouches for it.
      if (!profile.emailVerified || existing.role !== 'HOST' || !existing.isActive) {
        throw new SocialSignInError('email_taken');
      }
      return link(existing);
    }
    const user = await insertUser(tx, {
      email,
      passwordHash: null,
      firstName: profile.firstName || email.split('@')[0]!,
      role: 'HOST',
    });
    await insertOwner(tx, user.id);
    await insertSocialAccount(tx, { userId: user.id, provider, uid: profile.uid, email });
    return { user, created: true };
  });
}

/**
 * A provider can be disconnected only when another way to sign in remains: a password or an
 * identity of another provider (all identities of this provider go together).
 */
export async function disconnectProvider(db: Db, user: UserRow, provider: SocialProvider) {
  await db.transaction(async (tx) => {
    const linkedProviders = await lockSocialProviders(tx, user.id);
    if (
      !canDisconnectProvider(provider, { hasPassword: Boolean(user.passwordHash), linkedProviders })
    ) {
      throw nonFieldError(
        `Set a password or connect another provider before disconnecting ${SOCIAL_PROVIDER_LABEL[provider]}.`,
      );
    }
    const removed = await deleteSocialAccounts(tx, user.id, provider);
    if (removed === 0) {
      throw nonFieldError(`${SOCIAL_PROVIDER_LABEL[provider]} is not connected to this account.`);
    }
  });
}
