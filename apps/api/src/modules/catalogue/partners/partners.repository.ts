import { and, asc, eq, sql } from 'drizzle-orm';
import type { Partner } from '@stayfront/core';
import type { DbOrTx } from '../../../db/client';
import {
  massStoreRequests,
  partnerCredentials,
  storeIntegrations,
  stores,
  type MassImportRowResult,
} from '../../../db/schema/index';

export type StoreIntegrationRow = typeof storeIntegrations.$inferSelect;
export type MassStoreRequestRow = typeof massStoreRequests.$inferSelect;

export async function findCredentials(db: DbOrTx, ownerId: string, platform: Partner) {
  const [row] = await db
    .select()
    .from(partnerCredentials)
    .where(and(eq(partnerCredentials.ownerId, ownerId), eq(partnerCredentials.platform, platform)));
  return row;
}

export async function upsertCredentials(
  db: DbOrTx,
  ownerId: string,
  platform: Partner,
  secret: string,
) {
  await db
    .insert(partnerCredentials)
    .values({ ownerId, platform, secret })
    .onConflictDoUpdate({
      target: [partnerCredentials.ownerId, partnerCredentials.platform],
      set: { secret, updatedAt: new Date() },
    });
}

export async function deleteCredentials(db: DbOrTx, ownerId: string, platform: Partner) {
  await db
    .delete(partnerCredentials)
    .where(and(eq(partnerCredentials.ownerId, ownerId), eq(partnerCredentials.platform, platform)));
}

/** The owner's links to one partner, with the linked store's id (live stores only). */
export async function listOwnerLinks(db: DbOrTx, ownerId: string, platform: Partner) {
  return db
    .select({ platformId: storeIntegrations.platformId, storeId: storeIntegrations.storeId })
    .from(storeIntegrations)
    .innerJoin(stores, eq(stores.id, storeIntegrations.storeId))
    .where(
      and(
        eq(storeIntegrations.ownerId, ownerId),
        eq(storeIntegrations.platform, platform),
        eq(stores.isActive, true),
      ),
    );
}

export async function findLink(db: DbOrTx, ownerId: string, platform: Partner, platformId: string) {
  const [row] = await db
    .select()
    .from(storeIntegrations)
    .where(
      and(
        eq(storeIntegrations.ownerId, ownerId),
        eq(storeIntegrations.platform, platform),
        eq(storeIntegrations.platformId, platformId),
      ),
    );
  return row;
}

export async function insertLink(db: DbOrTx, values: typeof storeIntegrations.$inferInsert) {
  await db.insert(storeIntegrations).values(values);
}

/** Removes a link; the store stays, and is no longer marked synced when it has no link left. */
export async function deleteLink(db: DbOrTx, link: StoreIntegrationRow) {
  await db.delete(storeIntegrations).where(eq(storeIntegrations.id, link.id));
  await db.execute(sql`
    UPDATE stores SET is_synced = false, updated_at = now()
    WHERE id = ${link.storeId}
      AND NOT EXISTS (SELECT 1 FROM store_integrations WHERE store_id = ${link.storeId})`);
}

export async function listStoreIntegrations(db: DbOrTx, storeId: string) {
  return db
    .select()
    .from(storeIntegrations)
    .where(eq(storeIntegrations.storeId, storeId))
    .orderBy(asc(storeIntegrations.dateCreated));
}

/** The owner's live stores, with the listing each is linked to on this partner, if any. */
export async function listStoresForPlatform(db: DbOrTx, ownerId: string, platform: Partner) {
  return db
    .select({
      id: stores.id,
      storeName: stores.storeName,
      image: stores.image,
      platformId: storeIntegrations.platformId,
    })
    .from(stores)
    .leftJoin(
      storeIntegrations,
      and(eq(storeIntegrations.storeId, stores.id), eq(storeIntegrations.platform, platform)),
    )
    .where(and(eq(stores.ownerId, ownerId), eq(stores.isActive, true)))
    .orderBy(asc(sql`lower(${stores.storeName})`), asc(stores.id));
}

export async function insertMassStoreRequest(
  db: DbOrTx,
  values: { ownerId: string; platform: Partner; rows: unknown },
) {
  const [row] = await db.insert(massStoreRequests).values(values).returning();
  return row!;
}

export async function findMassStoreRequest(db: DbOrTx, id: string) {
  const [row] = await db.select().from(massStoreRequests).where(eq(massStoreRequests.id, id));
  return row;
}

/** Adds one row's outcome; written in the row's own transaction by the job. */
export async function appendMassImportResult(db: DbOrTx, id: string, result: MassImportRowResult) {
  await db
    .update(massStoreRequests)
    .set({ results: sql`${massStoreRequests.results} || ${JSON.stringify([result])}::jsonb` })
    .where(eq(massStoreRequests.id, id));
}

export async function finishMassStoreRequest(db: DbOrTx, id: string) {
  await db
    .update(massStoreRequests)
    .set({ isFinished: true, dateFinished: new Date() })
    .where(eq(massStoreRequests.id, id));
}

/** Every link to a store that still exists, grouped later by owner and platform. */
export async function listAllLinks(db: DbOrTx) {
  return db
    .select({ link: storeIntegrations, store: stores })
    .from(storeIntegrations)
    .innerJoin(stores, eq(stores.id, storeIntegrations.storeId))
    .where(eq(stores.isActive, true))
    .orderBy(asc(storeIntegrations.ownerId), asc(storeIntegrations.platform));
}

export async function markLinkSynced(db: DbOrTx, linkId: string, sourceImage: string | null) {
  await db
    .update(storeIntegrations)
    .set({ lastSyncedAt: new Date(), sourceImage })
    .where(eq(storeIntegrations.id, linkId));
}
