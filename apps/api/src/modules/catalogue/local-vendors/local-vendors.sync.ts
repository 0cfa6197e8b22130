import type { DbOrTx } from '../../../db/client';
import {
  insertProduct,
  nextArrangement,
  softDeleteProducts,
  updateProductColumns,
  type NewProduct,
} from '../products/products.repository';
import {
  listLiveStoresWithOptOut,
  listLocalTiles,
  listOfferedLocalProducts,
  type LocalProductRow,
} from './local-vendors.repository';
import { servesStore, zipDistanceFor } from './service-area';

/** The fields a store's tile copies from the merchant's product. */
function tileValues(local: LocalProductRow): Omit<NewProduct, 'storeId'> {
  return {
    localProductId: local.id,
    productName: local.productName,
    description: local.description,
    image: local.image,
    category: local.category,
    subcategory: local.subcategory,
    priceCents: local.priceCents,
    preorderBy: local.preorderBy,
    requiresApproval: local.requiresApproval,
    affiliateLink: local.affiliateLink,
    instructions: local.instructions,
    showDeliveryDate: local.category === 'POLP' || local.category === 'LS',
  };
}

const noChildren = { prices: [], extraFields: [], delegates: [] };

async function addTile(
  tx: DbOrTx,
  local: LocalProductRow,
  store: { id: string; optedOut: boolean },
) {
  await insertProduct(
    tx,
    {
      ...tileValues(local),
      storeId: store.id,
      // "Start new local vendors as default inactive" (owner setting).
      isActive: !store.optedOut,
      storeArrangement: await nextArrangement(tx, store.id),
    },
    noChildren,
  );
}

/**
 * Makes the stores that a local product serves show it, and no others: new tiles where it now
 * serves, refreshed tiles where it already was (keeping the host's switch and position), removed
 * tiles where it no longer serves or when the product is gone.
 */
export async function syncLocalProduct(
  tx: DbOrTx,
  local: LocalProductRow,
  merchantActive: boolean,
) {
  const offered = merchantActive && local.isActive && local.deletedAt == null;
  const tiles = await listLocalTiles(tx, { localProductId: local.id });
  const stores = offered ? await servedStores(tx, local) : [];
  const served = new Set(stores.map((s) => s.id));
  await softDeleteProducts(
    tx,
    tiles.filter((tile) => !served.has(tile.storeId)).map((tile) => tile.id),
  );
  const tiled = new Set(tiles.map((tile) => tile.storeId));
  for (const tile of tiles.filter((t) => served.has(t.storeId))) {
    await updateProductColumns(tx, tile.id, tileValues(local));
  }
  for (const store of stores.filter((s) => !tiled.has(s.id))) await addTile(tx, local, store);
}

async function servedStores(tx: DbOrTx, local: LocalProductRow) {
  const stores = await listLiveStoresWithOptOut(tx);
  const zipDistance = await zipDistanceFor([local]);
  return stores.filter((store) => servesStore(local, store, zipDistance));
}

/** Brings one store's local vendor tiles in line with its address (after create or an edit). */
export async function syncStoreLocalProducts(tx: DbOrTx, storeId: string) {
  const [store] = await listLiveStoresWithOptOut(tx, [storeId]);
  if (!store) return;
  const locals = await listOfferedLocalProducts(tx);
  const zipDistance = await zipDistanceFor(locals);
  const offered = locals.filter((local) => servesStore(local, store, zipDistance));
  const tiles = await listLocalTiles(tx, { storeId });
  const wanted = new Set(offered.map((local) => local.id));
  await softDeleteProducts(
    tx,
    tiles.filter((tile) => !wanted.has(tile.localProductId!)).map((tile) => tile.id),
  );
  const present = new Set(tiles.map((tile) => tile.localProductId));
  for (const local of offered.filter((l) => !present.has(l.id))) await addTile(tx, local, store);
}
