import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { owners, socialAccounts, users } from '../../../db/schema/index';
import type { BillingObject } from '../../../lib/payments/payment-provider';

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

/** The owner a billing object is for (its metadata, else its customer), locked while it changes. */
export async function lockOwnerForBilling(
  tx: Tx,
  billing: BillingObject,
): Promise<OwnerRow | undefined> {
  const byMetadata = billing.metadata.owner_id;
  if (byMetadata && /^[0-9a-f-]{36}$/i.test(byMetadata)) {
    const [owner] = await tx.select().from(owners).where(eq(owners.id, byMetadata)).for('update');
    if (owner) return owner;
  }
  if (!billing.customerId) return undefined;
  const [owner] = await tx
    .select()
    .from(owners)
    .where(eq(owners.billingCustomerId, billing.customerId))
    .for('update');
  return owner;
}
