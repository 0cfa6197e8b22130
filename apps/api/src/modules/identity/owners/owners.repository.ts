import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { owners, socialAccounts, users } from '../../../db/schema/index';

export type OwnerRow = typeof owners.$inferSelect;

export function findOwner(db: DbOrTx, ownerId: string) {
  return db.query.owners.findFirst({ where: eq(owners.id, ownerId) });
}

export function findOwnerOfUser(db: DbOrTx, userId: string) {
  return db.query.owners.findFirst({ where: eq(owners.userId, userId) });
}

export async function findOwnerWithUser(db: DbOrTx, ownerId: string) {
  const [row] = await db
    .select({ owner: owners, user: users })
    .from(owners)
    .innerJoin(users, eq(users.id, owners.userId))
    .where(eq(owners.id, ownerId));
  return row;
}

export function listSocialAccounts(db: DbOrTx, userId: string) {
  return db
    .select({ id: socialAccounts.id, provider: socialAccounts.provider })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId));
}

export async function updateOwner(
  db: DbOrTx,
  ownerId: string,
  values: Partial<typeof owners.$inferInsert>,
) {
  const [row] = await db.update(owners).set(values).where(eq(owners.id, ownerId)).returning();
  return row!;
}
