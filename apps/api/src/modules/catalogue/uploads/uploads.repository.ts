import { and, asc, eq, inArray, lt, notExists, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  enterpriseInfos,
  localProducts,
  owners,
  products,
  stores,
  uploads,
} from '../../../db/schema/index';

export type NewUpload = typeof uploads.$inferInsert;

/** Holds the owner's row until the transaction ends, so its uploads are counted one at a time. */
export async function lockOwner(tx: DbOrTx, ownerId: string) {
  await tx.select({ id: owners.id }).from(owners).where(eq(owners.id, ownerId)).for('update');
}

export async function sumOwnerUploadBytes(db: DbOrTx, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(uploads.bytes) })
    .from(uploads)
    .where(eq(uploads.ownerId, ownerId));
  return Number(row?.total ?? 0);
}

export async function insertUpload(db: DbOrTx, values: NewUpload) {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

// Every column that holds an image address: an upload none of them names is not in use.
const IMAGE_COLUMNS = [products.image, stores.image, enterpriseInfos.image, localProducts.image];

function isUnreferenced() {
  return and(
    ...IMAGE_COLUMNS.map((column) =>
      notExists(sql`(select 1 from ${column.table} where ${column} = ${uploads.url})`),
    ),
  );
}

/**
 * Takes (deletes and answers) up to `limit` uploads made before `cutoff` that no image column
 * names at this moment; rows another clean-up is taking are skipped.
 */
export async function takeUnreferencedUploads(db: DbOrTx, cutoff: Date, limit: number) {
  const candidates = db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(lt(uploads.createdAt, cutoff), isUnreferenced()))
    .orderBy(asc(uploads.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.delete(uploads).where(inArray(uploads.id, candidates)).returning();
}
