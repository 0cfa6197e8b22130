import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cohosts, owners, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function findUserByEmail(db: DbOrTx, email: string) {
  return db.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` });
}

export function findUserById(db: DbOrTx, id: string) {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

/** The owner a host user acts for: its own owner record, or the owner that made it a co-host. */
export async function findHostLink(
  db: DbOrTx,
  userId: string,
): Promise<{ ownerId: string; cohostId: string | null } | null> {
  const owner = await db.query.owners.findFirst({
    columns: { id: true },
    where: eq(owners.userId, userId),
  });
  if (owner) return { ownerId: owner.id, cohostId: null };
  const cohost = await db.query.cohosts.findFirst({
    columns: { id: true, ownerId: true },
    where: and(eq(cohosts.userId, userId), eq(cohosts.status, 'ACCEPTED')),
  });
  return cohost ? { ownerId: cohost.ownerId, cohostId: cohost.id } : null;
}

export async function recordLogin(db: DbOrTx, userId: string) {
  await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, userId));
}
