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
import type { DbOrTx } from '../../../db/client';
import { jsonArray, jsonObject, jsonRows, selectAs } from '../../../db/json-object';
import { preparedOnce } from '../../../db/prepared';
import {
  enterpriseInfos,
  productExtraFields,
  productPrices,
  products,
  stores,
} from '../../../db/schema/index';
import type { StoreWithEnterprise } from '../../catalogue/stores/stores.service';

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
  sql`from ${productPrices} where ${productPrices.productId} = ${products.id} and ${productPrices.retiredAt} is null`,
  sql`${productPrices.arrangement}, ${productPrices.id}`,
)} as "prices", ${jsonArray(
  jsonObject(productExtraFields, EXTRA_FIELD_FIELDS),
  sql`from ${productExtraFields} where ${productExtraFields.productId} = ${products.id}`,
  sql`${productExtraFields.arrangement}, ${productExtraFields.id}`,
)} as "extraFields"`;

type GuestProductRow = GuestProductSource['product'] & Omit<GuestProductSource, 'product'>;

/** The store's visible products matching `filters`, as JSON text, for a select from `stores`. */
function guestProductsJson(filters: GuestProductFilters) {
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
  // As text: parsed once here, whichever driver (node-postgres or PGlite) runs the query.
  return sql<string>`${list}::text`;
}

/** The store `storeId` if guests can see it: active (not archived) and visible. */
export function isLiveStore(storeId: string | Placeholder) {
  return and(eq(stores.id, storeId), eq(stores.isActive, true), eq(stores.isVisible, true));
}

function parseGuestProducts(json: string): GuestProductSource[] {
  return (JSON.parse(json) as GuestProductRow[]).map(({ prices, extraFields, ...product }) => ({
    product,
    prices,
    extraFields,
  }));
}

/**
 * Changes whenever any product of the store, its prices or its extra fields change (each write
 * stamps the product with a new revision, migration 0007): the count catches removals, and the
 * sum grows with every new stamp, whatever order the writers commit in. Nested in a second `sql`
 * so that a single-table select keeps its columns qualified.
 */
const catalogueRevision = sql<string>`${sql`(select count(*) || '-' || coalesce(sum(${products.revision}), 0)
  from ${products} where ${products.storeId} = ${stores.id})`}`;

// The unfiltered list is what every storefront visit reads; its revision comes from the same
// statement, so the two always describe the same moment.
const allGuestProducts = preparedOnce((db) =>
  db
    .select({ products: guestProductsJson({}), revision: catalogueRevision })
    .from(stores)
    .where(isLiveStore(sql.placeholder('storeId')))
    .prepare('guest_products'),
);

const liveCatalogueRevision = preparedOnce((db) =>
  db
    .select({ revision: catalogueRevision })
    .from(stores)
    .where(isLiveStore(sql.placeholder('storeId')))
    .prepare('guest_products_revision'),
);

/** The catalogue revision of a live store, undefined when guests cannot see the store. */
export async function findLiveCatalogueRevision(
  db: DbOrTx,
  storeId: string,
): Promise<string | undefined> {
  const [row] = await liveCatalogueRevision(db).execute({ storeId });
  return row?.revision;
}

/** Every product guests see in a live store, with the catalogue revision it was read at. */
export async function listAllGuestProducts(
  db: DbOrTx,
  storeId: string,
): Promise<{ products: GuestProductSource[]; revision: string } | null> {
  const [row] = await allGuestProducts(db).execute({ storeId });
  return row ? { products: parseGuestProducts(row.products), revision: row.revision } : null;
}

/**
 * What guests may see of a store: its active products in tile order, each with its prices and
 * extra fields. One query builds the whole list as JSON (a storefront shows dozens of tiles and
 * is the most read page; JSON costs PostgreSQL and Node less than rows and child queries). null
 * when the store itself is not live (archived, inactive, hidden).
 */
export async function listGuestProducts(
  db: DbOrTx,
  storeId: string,
  filters: GuestProductFilters,
): Promise<GuestProductSource[] | null> {
  const [row] = await db
    .select({ products: guestProductsJson(filters) })
    .from(stores)
    .where(isLiveStore(storeId));
  return row ? parseGuestProducts(row.products) : null;
}

/**
 * A store row and its enterprise row each get a new `xmin` (the writing transaction's id) with
 * every change, so together they tell whether what guests see of the store changed.
 */
const storeRevision = sql<string>`${sql`${stores}.xmin::text || '-' || coalesce(${enterpriseInfos}.xmin::text, '')`}`;

const liveStore = preparedOnce((db) =>
  db
    .select({ store: stores, enterprise: enterpriseInfos, revision: storeRevision })
    .from(stores)
    .leftJoin(enterpriseInfos, eq(enterpriseInfos.storeId, stores.id))
    .where(isLiveStore(sql.placeholder('storeId')))
    .prepare('guest_store'),
);

const liveStoreRevision = preparedOnce((db) =>
  db
    .select({ revision: storeRevision })
    .from(stores)
    .leftJoin(enterpriseInfos, eq(enterpriseInfos.storeId, stores.id))
    .where(isLiveStore(sql.placeholder('storeId')))
    .prepare('guest_store_revision'),
);

/** A store guests can see (active, not archived, and visible), with its revision. */
export async function findLiveStore(
  db: DbOrTx,
  storeId: string,
): Promise<(StoreWithEnterprise & { revision: string }) | undefined> {
  const [row] = await liveStore(db).execute({ storeId });
  return row;
}

/** The revision of a store guests can see, undefined when they cannot. */
export async function findLiveStoreRevision(
  db: DbOrTx,
  storeId: string,
): Promise<string | undefined> {
  const [row] = await liveStoreRevision(db).execute({ storeId });
  return row?.revision;
}

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
