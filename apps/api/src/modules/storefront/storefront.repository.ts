import { and, asc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, stores } from '../../db/schema';
import { withChildren } from '../products/products.repository';

export interface GuestProductFilters {
  categories?: string[];
  subcategories?: string[];
  query?: string;
  excludeIds?: string[];
}

/** What guests may see of a store: active products of an active, visible store, in tile order. */
export async function listGuestProducts(
  db: DbOrTx,
  storeId: string,
  filters: GuestProductFilters = {},
) {
  const query = filters.query?.trim();
  const rows = await db
    .select({ product: products })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(
      and(
        eq(products.storeId, storeId),
        eq(products.isActive, true),
        isNull(products.deletedAt),
        eq(stores.isActive, true),
        eq(stores.isVisible, true),
        filters.categories?.length ? inArray(products.category, filters.categories) : undefined,
        filters.subcategories?.length
          ? inArray(products.subcategory, filters.subcategories)
          : undefined,
        query
          ? or(
              ilike(products.productName, `%${escapeLike(query)}%`),
              ilike(products.description, `%${escapeLike(query)}%`),
            )
          : undefined,
      ),
    )
    .orderBy(asc(products.storeArrangement), asc(products.createdAt), asc(products.id));
  const excluded = new Set(filters.excludeIds ?? []);
  return withChildren(
    db,
    rows.map((row) => row.product).filter((product) => !excluded.has(product.id)),
  );
}

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
