import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { offers } from '../../../db/schema/index';

export type OfferRow = typeof offers.$inferSelect;
export type NewOffer = Pick<typeof offers.$inferInsert, 'title' | 'text' | 'link' | 'image'>;

/** Newest first: a perk support just added is the one hosts see on top. */
export async function listOffers(db: DbOrTx, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(offers)
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(offers),
  ]);
  return { rows, count: total?.value ?? 0 };
}

export async function insertOffer(db: DbOrTx, values: NewOffer) {
  const [row] = await db.insert(offers).values(values).returning();
  return row!;
}

export async function updateOffer(db: DbOrTx, id: string, values: NewOffer) {
  const [row] = await db
    .update(offers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(offers.id, id))
    .returning();
  return row;
}

export async function deleteOffer(db: DbOrTx, id: string) {
  const rows = await db.delete(offers).where(eq(offers.id, id)).returning({ id: offers.id });
  return rows.length > 0;
}
