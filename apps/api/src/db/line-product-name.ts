import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { orderProducts, products } from './schema/index';

/**
 * An order line's product name: the name the guest bought it under, which the checkout keeps on
 * the line when it places the order (a later rename of the product changes no order's history),
 * else the product's current name (a cart's line, not placed yet). For queries that read
 * `order_products` and `products` under their own names; SQL with aliases writes
 * `coalesce(op.product_name, pr.product_name)`.
 */
export const lineProductName = sql<string>`coalesce(${orderProducts.productName}, ${products.productName})`;

type ProductKey = keyof typeof products.$inferSelect & string;

/**
 * `jsonObject(products, keys)` (db/json-object.ts) for a line's product as the line shows it: its
 * name is `lineProductName`, everything else the product as it is now.
 */
export function lineProductJson(keys: readonly ProductKey[]): SQL {
  const columns = getTableColumns(products);
  return sql`json_build_object(${sql.join(
    keys.map(
      (key) =>
        sql`${sql.raw(`'${key}'`)}, ${key === 'productName' ? lineProductName : columns[key]}`,
    ),
    sql`, `,
  )})`;
}
