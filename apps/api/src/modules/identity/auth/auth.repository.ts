import { and, eq, sql } from 'drizzle-orm';
import { PLANS, planHasFeature } from '@stayfront/core';
import type { DbOrTx } from '../../../db/client';
import { cohosts, owners, users } from '../../../db/schema/index';

export type UserRow = typeof users.$inferSelect;

export function findUserByEmail(db: DbOrTx, email: string) {
  return db.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` });
}

export function findUserById(db: DbOrTx, id: string) {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

/** Plans whose co-hosts can work; on a lower plan they are suspended, not removed. */
export const PLANS_WITH_COHOSTS = PLANS.filter((plan) => planHasFeature(plan, 'cohosts'));

/**
 * The owner a host user acts for: its own owner record, or the owner that made it a co-host
 * (`suspended` when that owner's plan no longer has co-hosts).
 */
export async function findHostLink(
  db: DbOrTx,
  userId: string,
): Promise<{ ownerId: string; cohostId: string | null; suspended: boolean } | null> {
  const owner = await db.query.owners.findFirst({
    columns: { id: true },
    where: eq(owners.userId, userId),
  });
  if (owner) return { ownerId: owner.id, cohostId: null, suspended: false };
  const [cohost] = await db
    .select({ id: cohosts.id, ownerId: cohosts.ownerId, plan: owners.plan })
    .from(cohosts)
    .innerJoin(owners, eq(owners.id, cohosts.ownerId))
    .where(and(eq(cohosts.userId, userId), eq(cohosts.status, 'ACCEPTED')))
    .limit(1);
  if (!cohost) return null;
  return {
    ownerId: cohost.ownerId,
    cohostId: cohost.id,
    suspended: !PLANS_WITH_COHOSTS.includes(cohost.plan),
  };
}

export async function recordLogin(db: DbOrTx, userId: string) {
  await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, userId));
}
