import type { Db } from '../../../db/client';
import { recordAuditEvent } from '../../../db/audit-events.repository';
import { AppError, notFound } from '../../../errors';
import type { AuthContext } from '../../../plugins/session';
import { findUserById, type UserRow } from '../auth/auth.repository';
import { findOwnerWithUser } from '../owners/owners.repository';

/** A support user takes on an owner's session; both ids are recorded. */
export async function startMasquerade(
  db: Db,
  support: AuthContext,
  ownerId: string,
): Promise<UserRow> {
  const row = await findOwnerWithUser(db, ownerId);
  if (!row || !row.user.isActive) throw notFound();
  await recordAuditEvent(db, {
    actorUserId: support.user.id,
    subjectUserId: row.user.id,
    action: 'masquerade.start',
    details: { ownerId },
  });
  return row.user;
}

export async function stopMasquerade(db: Db, auth: AuthContext): Promise<UserRow> {
  const support = auth.masqueradedBy;
  if (!support)
    throw new AppError('VALIDATION', 'Not masquerading.', {
      non_field_errors: ['You are not masquerading.'],
    });
  await recordAuditEvent(db, {
    actorUserId: support.id,
    subjectUserId: auth.user.id,
    action: 'masquerade.stop',
    details: {},
  });
  const fresh = await findUserById(db, support.id);
  if (!fresh) throw notFound();
  return fresh;
}
