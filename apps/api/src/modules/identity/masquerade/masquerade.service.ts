import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { auditEvents, owners, users } from '../../../db/schema/index';
import { AppError, notFound } from '../../../errors';
import type { AuthContext } from '../../../plugins/session';
import { findUserById, type UserRow } from '../auth/auth.repository';

/** A support user takes on an owner's session; both ids are recorded. */
export async function startMasquerade(
  app: FastifyInstance,
  support: AuthContext,
  ownerId: string,
): Promise<UserRow> {
  const [row] = await app.db
    .select({ user: users })
    .from(owners)
    .innerJoin(users, eq(users.id, owners.userId))
    .where(eq(owners.id, ownerId));
  if (!row || !row.user.isActive) throw notFound();
  await app.db.insert(auditEvents).values({
    actorUserId: support.user.id,
    subjectUserId: row.user.id,
    action: 'masquerade.start',
    details: { ownerId },
  });
  return row.user;
}

export async function stopMasquerade(app: FastifyInstance, auth: AuthContext): Promise<UserRow> {
  const support = auth.masqueradedBy;
  if (!support)
    throw new AppError('VALIDATION', 'Not masquerading.', {
      non_field_errors: ['You are not masquerading.'],
    });
  await app.db.insert(auditEvents).values({
    actorUserId: support.id,
    subjectUserId: auth.user.id,
    action: 'masquerade.stop',
    details: {},
  });
  const fresh = await findUserById(app.db, support.id);
  if (!fresh) throw notFound();
  return fresh;
}
