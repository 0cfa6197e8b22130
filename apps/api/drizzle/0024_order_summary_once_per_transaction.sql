-- hand-written: an order's summary is worked out once per transaction
-- The summary triggers are deferred, so every row a transaction wrote fires at its commit, after
-- all of its own writes: the first refresh of an order already sees the state the later ones
-- would work out again (a checkout wrote 5 rows of one order, each refreshing it). Another
-- transaction's changes to the order are summed up by that transaction's own refresh, which waits
-- for the summary row's lock. The orders refreshed are kept in a setting local to the
-- transaction; past a few of them (a bulk change) every refresh runs, as before, so the list
-- never grows with the size of a transaction.
CREATE OR REPLACE FUNCTION "refresh_order_summary"("order_uuid" uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  refreshed text := coalesce(current_setting('stayfront.summaries_refreshed', true), '');
BEGIN
  IF position(order_uuid::text IN refreshed) > 0 THEN
    RETURN;
  END IF;
  IF length(refreshed) < 16 * 37 THEN
    PERFORM set_config('stayfront.summaries_refreshed', refreshed || order_uuid::text || ',', true);
  END IF;
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
