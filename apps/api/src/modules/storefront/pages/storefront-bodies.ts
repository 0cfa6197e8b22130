import type { DbOrTx } from '../../../db/client';
import { createRevisionedBodyCache } from '../../../lib/revisioned-body-cache';
import { toGuestStore } from '../../catalogue/stores/stores.service';
import {
  findLiveCatalogueRevision,
  findLiveStore,
  findLiveStoreRevision,
  listAllGuestProducts,
} from './storefront.repository';
import { toGuestProductList } from './storefront.serializers';

/**
 * Every storefront visit reads the store and its whole product list, and both change rarely:
 * their answers are kept serialized and served after one small read of their revision. Building
 * the product list costs PostgreSQL a JSON aggregate over every product and Node a parse and a
 * serialization of tens of kilobytes.
 */
export function createStorefrontBodies(publicUrl: string, maxBytes?: number) {
  const store = createRevisionedBodyCache<string, DbOrTx>(
    {
      readRevision: findLiveStoreRevision,
      async load(db, storeId) {
        const found = await findLiveStore(db, storeId);
        return found ? { revision: found.revision, value: toGuestStore(found, publicUrl) } : null;
      },
    },
    maxBytes,
  );
  const products = createRevisionedBodyCache<string, DbOrTx>(
    {
      readRevision: findLiveCatalogueRevision,
      async load(db, storeId) {
        const found = await listAllGuestProducts(db, storeId);
        return found
          ? { revision: found.revision, value: toGuestProductList(found.products) }
          : null;
      },
    },
    maxBytes,
  );
  return { store, products };
}
