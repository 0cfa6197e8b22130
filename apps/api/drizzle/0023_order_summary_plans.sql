-- hand-written: the order summaries' refresh, which every write to an order's rows runs at commit
-- The line-status words, from core's rule (src/db/order-line-statuses.ts), now in PL/pgSQL: as a
-- SQL function with subqueries it was never inlined and was planned again on every call.
CREATE OR REPLACE FUNCTION "order_line_statuses"("order_uuid" uuid) RETURNS text[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN array_remove(ARRAY[
    CASE WHEN EXISTS (SELECT 1 FROM "purchases" p
        LEFT JOIN "order_products" op ON op."purchase_id" = p."id"
        WHERE p."order_id" = order_uuid AND p."status" = 'COMP' AND NOT coalesce(op."is_refunded", false))
      THEN 'completed' END,
    CASE WHEN EXISTS (SELECT 1 FROM "purchases" p
        LEFT JOIN "order_products" op ON op."purchase_id" = p."id"
        WHERE p."order_id" = order_uuid AND p."status" = 'HOLD' AND NOT coalesce(op."is_refunded", false))
      THEN 'hold' END,
    CASE WHEN EXISTS (SELECT 1 FROM "purchases" p
        LEFT JOIN "order_products" op ON op."purchase_id" = p."id"
        WHERE p."order_id" = order_uuid AND p."status" = 'CNCL' AND NOT coalesce(op."is_refunded", false))
      THEN 'cancel' END,
    CASE WHEN EXISTS (SELECT 1 FROM "purchases" p
        LEFT JOIN "order_products" op ON op."purchase_id" = p."id"
        WHERE p."order_id" = order_uuid AND p."status" = 'RFND' AND NOT coalesce(op."is_refunded", false))
      OR EXISTS (SELECT 1 FROM "order_products" op
        WHERE op."order_id" = order_uuid AND op."is_refunded" AND op."purchase_id" IS NOT NULL)
      THEN 'refunded' END
  ], NULL);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_has_undated_line"("order_uuid" uuid) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM "order_products"
    WHERE "order_id" = order_uuid AND "delivery_date" IS NULL);
END;
$$;--> statement-breakpoint
-- Every reader of the summaries wants placed orders (the orders list, its counts, the requests
-- waiting), so a cart gets its summary row when it is placed, not at each line a guest adds. A
-- row that exists is kept up to date whatever its order's state. As before, the row is locked
-- before it is worked out, and each statement takes a new snapshot: what a transaction that held
-- the lock before wrote is seen.
CREATE OR REPLACE FUNCTION "refresh_order_summary"("order_uuid" uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_summaries" ("id", "store_id")
    SELECT "id", "store_id" FROM "orders" WHERE "id" = order_uuid AND "placed_at" IS NOT NULL
    ON CONFLICT ("id") DO NOTHING;
  PERFORM 1 FROM "order_summaries" WHERE "id" = order_uuid FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM "orders" WHERE "id" = order_uuid) THEN
    DELETE FROM "order_summaries" WHERE "id" = order_uuid;
    RETURN;
  END IF;
  UPDATE "order_summaries" AS s SET
      "store_id" = fresh."store_id", "placed_at" = fresh."placed_at",
      "is_ready" = fresh."is_ready", "line_statuses" = fresh."line_statuses",
      "has_undated_line" = fresh."has_undated_line"
    FROM (SELECT "store_id", "placed_at", "is_ready",
        "order_line_statuses"("id") AS "line_statuses",
        "order_has_undated_line"("id") AS "has_undated_line"
      FROM "orders" WHERE "id" = order_uuid) AS fresh
    WHERE s."id" = order_uuid
      AND (s."store_id", s."placed_at", s."is_ready", s."line_statuses", s."has_undated_line")
        IS DISTINCT FROM (fresh."store_id", fresh."placed_at", fresh."is_ready",
          fresh."line_statuses", fresh."has_undated_line");
END;
$$;
