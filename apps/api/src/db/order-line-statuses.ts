import {
  ORDER_STATUS_FILTERS,
  PURCHASE_STATUSES_FOR_FILTER,
  purchaseStatusSql,
  REFUNDED_LINE_STATUS,
  type OrderStatusFilter,
} from '@stayfront/core';

/**
 * Whether the order has a line reading `word`, by core's rule (the one `lineStatusSql` writes):
 * a line not refunded of a purchase whose status gives the word, and for the refunded word any
 * refunded line too. A purchase without lines reads as one line not refunded, as purchases did
 * before lines were counted. Each part is one index probe that stops at the first row found,
 * since a summary is worked out again for every row a transaction writes to the order.
 */
function orderHasWord(word: OrderStatusFilter): string {
  const purchase = purchaseStatusSql(PURCHASE_STATUSES_FOR_FILTER[word], 'p."status"');
  const unrefunded = `EXISTS (SELECT 1 FROM "purchases" p
        LEFT JOIN "order_products" op ON op."purchase_id" = p."id"
        WHERE p."order_id" = order_uuid AND ${purchase} AND NOT coalesce(op."is_refunded", false))`;
  if (word !== REFUNDED_LINE_STATUS) return unrefunded;
  return `${unrefunded}
      OR EXISTS (SELECT 1 FROM "order_products" op
        WHERE op."order_id" = order_uuid AND op."is_refunded" AND op."purchase_id" IS NOT NULL)`;
}

/**
 * The database function behind `order_summaries.line_statuses`, what the orders list filters on,
 * generated from core's line-status rule so that it and the products export's line filter are
 * one rule. The migration that (re)creates the function holds this text;
 * order-line-statuses.test.ts fails when core's rule and the latest migration's copy differ
 * (print the new one with `npm run db:line-statuses`).
 *
 * PL/pgSQL, not SQL: a SQL function with subqueries is not inlined and is planned again on every
 * call, which cost most of a summary refresh; PL/pgSQL keeps its plan for the connection.
 */
export function orderLineStatusesFunction(): string {
  const words = ORDER_STATUS_FILTERS.map(
    (word) => `    CASE WHEN ${orderHasWord(word)}\n      THEN '${word}' END`,
  );
  return `CREATE OR REPLACE FUNCTION "order_line_statuses"("order_uuid" uuid) RETURNS text[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN array_remove(ARRAY[
${words.join(',\n')}
  ], NULL);
END;
$$;`;
}
