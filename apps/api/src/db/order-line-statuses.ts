import { lineStatusSql, ORDER_STATUS_FILTERS } from '@stayfront/core';

/**
 * The database function behind `order_summaries.line_statuses`: the status words of an order's
 * lines, each tested with the condition core generates for that word (`lineStatusSql`), so the
 * order list's filter and the products export's line filter are one rule. A purchase without
 * lines reads as one line that was not refunded, as purchases did before lines were counted.
 * The migration that (re)creates the function holds this text; order-line-statuses.test.ts
 * fails when core's rule and the latest migration's copy differ (print the new one with
 * `npm run db:line-statuses`).
 */
export function orderLineStatusesFunction(): string {
  const columns = { purchaseStatus: 'p."status"', isRefunded: 'coalesce(op."is_refunded", false)' };
  const words = ORDER_STATUS_FILTERS.map(
    (word) => `    CASE WHEN bool_or(${lineStatusSql(word, columns)}) THEN '${word}' END`,
  );
  return `CREATE OR REPLACE FUNCTION "order_line_statuses"("order_uuid" uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT array_remove(ARRAY[
${words.join(',\n')}
  ], NULL)
  FROM "purchases" p LEFT JOIN "order_products" op ON op."purchase_id" = p."id"
  WHERE p."order_id" = order_uuid
$$;`;
}
