import {
  and,
  eq,
  ilike,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
  type Placeholder,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jsonArray, jsonObject, jsonRows, selectAs } from '../../db/json-object';
import { preparedPerDb } from '../../db/prepared';
import {
  enterpriseInfos,
  productExtraFields,
  productPrices,
  products,
  stores,
} from '../../db/schema';
import type { StoreWithEnterprise } from '../stores/stores.repository';

export interface GuestProductFilters {
  categories?: string[];
  subcategories?: string[];
  query?: string;
  excludeIds?: string[];
}

type ProductRow = typeof products.$inferSelect;
type PriceRow = typeof productPrices.$inferSelect;
type ExtraFieldRow = typeof productExtraFields.$inferSelect;

// Only what a guest's product tile shows; JSON keeps numbers, strings and booleans as they are.
const PRODUCT_FIELDS = [
  'id',
  'productName',
  'description',
  'priceCents',
  'image',
  'quantity',
  'hasQuantity',
  'category',
  'subcategory',
  'externalLink',
  'affiliateLink',
  'preorderBy',
  'priceType',
  'requiresApproval',
  'localProductId',
  'isEarlyCheckin',
  'isLateCheckout',
  'showDeliveryDate',
  'isPurchasableOffPlatform',
] as const satisfies readonly (keyof ProductRow)[];
const PRICE_FIELDS = [
  'id',
  'label',
  'timeLabel',
  'priceCents',
  'arrangement',
  'isVariablePrice',
] as const satisfies readonly (keyof PriceRow)[];
const EXTRA_FIELD_FIELDS = ['id', 'label'] as const satisfies readonly (keyof ExtraFieldRow)[];

export interface GuestProductSource {
  product: Pick<ProductRow, (typeof PRODUCT_FIELDS)[number]>;
  prices: Pick<PriceRow, (typeof PRICE_FIELDS)[number]>[];
  extraFields: Pick<ExtraFieldRow, (typeof EXTRA_FIELD_FIELDS)[number]>[];
}

// A product's prices and extra fields, as JSON columns of its row.
const productChildren = sql`${jsonArray(
  jsonObject(productPrices, PRICE_FIELDS),
  sql`from ${productPrices} where ${productPrices.productId} = ${products.id}`,
  sql`${productPrices.arrangement}, ${productPrices.id}`,
)} as "prices", ${jsonArray(
  jsonObject(productExtraFields, EXTRA_FIELD_FIELDS),
  sql`from ${productExtraFields} where ${productExtraFields.productId} = ${products.id}`,
  sql`${productExtraFields.arrangement}, ${productExtraFields.id}`,
)} as "extraFields"`;

type GuestProductRow = GuestProductSource['product'] & Omit<GuestProductSource, 'product'>;

function guestProductsQuery(
  db: DbOrTx,
  storeId: string | Placeholder,
  filters: GuestProductFilters,
) {
  const query = filters.query?.trim();
  const visible = and(
    eq(products.storeId, stores.id),
    eq(products.isActive, true),
    isNull(products.deletedAt),
    filters.categories?.length ? inArray(products.category, filters.categories) : undefined,
    filters.subcategories?.length
      ? inArray(products.subcategory, filters.subcategories)
      : undefined,
    filters.excludeIds?.length ? notInArray(products.id, filters.excludeIds) : undefined,
    query
      ? or(
          ilike(products.productName, `%${escapeLike(query)}%`),
          ilike(products.description, `%${escapeLike(query)}%`),
        )
      : undefined,
  );
  const list = jsonRows(
    sql`select ${selectAs(products, PRODUCT_FIELDS)}, ${productChildren}
      from ${products} where ${visible}
      order by ${products.storeArrangement}, ${products.createdAt}, ${products.id}`,
  );
  return db
    .select({
      // As text: parsed once here, whichever driver (node-postgres or PGlite) runs the query.
      products: sql<string>`${list}::text`,
    })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.isActive, true), eq(stores.isVisible, true)));
}

// The unfiltered list is what every storefront visit reads.
const allGuestProducts = preparedPerDb((db) =>
  guestProductsQuery(db, sql.placeholder('storeId'), {}).prepare('guest_products'),
);

/**
 * What guests may see of a store: its active products in tile order, each with its prices and
 * extra fields. One query builds the whole list as JSON (a storefront shows dozens of tiles and
 * is the most read page; JSON costs PostgreSQL and Node less than rows and child queries). null when the store itself is not live (archived, inactive, hidden).
 */
export async function listGuestProducts(
  db: DbOrTx,
  storeId: string,
  filters: GuestProductFilters = {},
): Promise<GuestProductSource[] | null> {
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const [row] = filtered
    ? await guestProductsQuery(db, storeId, filters)
    : await allGuestProducts(db).execute({ storeId });
  if (!row) return null;
  return (JSON.parse(row.products) as GuestProductRow[]).map(
    ({ prices, extraFields, ...product }) => ({ product, prices, extraFields }),
  );
}

const liveStore = preparedPerDb((db) =>
  db
    .select({ store: stores, enterprise: enterpriseInfos })
    .from(stores)
    .leftJoin(enterpriseInfos, eq(enterpriseInfos.storeId, stores.id))
    .where(
      and(
        eq(stores.id, sql.placeholder('storeId')),
        eq(stores.isActive, true),
        eq(stores.isVisible, true),
      ),
    )
    .prepare('guest_store'),
);

/** A store guests can see: active (not archived) and visible. */
export async function findLiveStore(
  db: DbOrTx,
  storeId: string,
): Promise<StoreWithEnterprise | undefined> {
  const [row] = await liveStore(db).execute({ storeId });
  return row;
}

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
