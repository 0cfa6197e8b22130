import { messages } from '@stayfront/core';
import type { Db, DbOrTx } from '../../../db/client';
import { nonFieldError } from '../../../errors';
import { hashPassword } from '../../../lib/passwords';
import { insertUser, updateUserAccess } from '../accounts/accounts.repository';
import { findUserByEmail } from '../auth/auth.repository';
import { endSessionsOfUser } from '../auth/sessions.repository';
import { findOwnerOfUser } from '../owners/owners.repository';
import { findCohostByInvitation, updateCohost, type CohostRow } from './cohosts.repository';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Finds a pending invitation; one past its date is marked INVITATION_EXPIRED on the way. */
async function findOpenInvitation(db: DbOrTx, uuid: string): Promise<CohostRow | null> {
  if (!UUID_PATTERN.test(uuid)) return null;
  const cohost = await findCohostByInvitation(db, uuid);
  if (!cohost || cohost.status !== 'PENDING') return null;
  if (cohost.invitationExpiresAt.getTime() <= Date.now()) {
    await updateCohost(db, cohost.id, { status: 'INVITATION_EXPIRED' });
    return null;
  }
  return cohost;
}

export async function isInvitationValid(db: Db, uuid: string): Promise<boolean> {
  return db.transaction(async (tx) => (await findOpenInvitation(tx, uuid)) != null);
}

/**
 * Accepts the invitation by giving the invited address a password. An address that already
 * belongs to an owner cannot become someone else's co-host.
 */
export async function acceptInvitation(db: Db, uuid: string, password: string) {
  const passwordHash = await hashPassword(password);
  const outcome = await db.transaction(async (tx) => {
    const cohost = await findOpenInvitation(tx, uuid);
    if (!cohost) return 'invalid' as const;
    const existing = await findUserByEmail(tx, cohost.email);
    if (existing) {
      if (await findOwnerOfUser(tx, existing.id)) return 'owner' as const;
      await updateUserAccess(tx, existing.id, { passwordHash, role: 'HOST', isAnonymous: false });
      // Sessions started under the old password or role end.
      await endSessionsOfUser(tx, existing.id);
      await updateCohost(tx, cohost.id, { userId: existing.id, status: 'ACCEPTED' });
    } else {
      const user = await insertUser(tx, { email: cohost.email, passwordHash, role: 'HOST' });
      await updateCohost(tx, cohost.id, { userId: user.id, status: 'ACCEPTED' });
    }
    return 'accepted' as const;
  });
  // Decided after the transaction so an expired invitation stays marked as expired.
  if (outcome === 'invalid') throw nonFieldError(messages.invitationInvalid);
  if (outcome === 'owner') {
    throw nonFieldError(
      'This e-mail already has its own host account. Ask the owner to invite another e-mail address.',
    );
  }
}
