DROP INDEX "orders_store_placed_idx";--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "store_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "line_statuses" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "has_undated_line" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION "order_line_statuses"("order_uuid" uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT array_remove(ARRAY[
    CASE WHEN EXISTS (SELECT 1 FROM "purchases" WHERE "order_id" = order_uuid AND "status" = 'COMP')
      THEN 'completed' END,
    CASE WHEN EXISTS (SELECT 1 FROM "purchases" WHERE "order_id" = order_uuid AND "status" = 'HOLD')
      THEN 'hold' END,
    CASE WHEN EXISTS (SELECT 1 FROM "purchases" WHERE "order_id" = order_uuid AND "status" = 'CNCL')
      THEN 'cancel' END,
    CASE WHEN EXISTS (SELECT 1 FROM "refunds" WHERE "order_id" = order_uuid AND "status" = 'COMP')
      THEN 'refunded' END
  ], NULL)
$$;--> statement-breakpoint
CREATE FUNCTION "order_has_undated_line"("order_uuid" uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "order_products"
    WHERE "order_id" = order_uuid AND "delivery_date" IS NULL)
$$;--> statement-breakpoint
-- The orders are locked first, so the summaries are read after any concurrent writer of the same
-- order has committed (each statement of a READ COMMITTED function takes a new snapshot). An
-- order row is written only when a summary changes: no new row version otherwise.
CREATE FUNCTION "refresh_order_summaries"("order_ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "orders" WHERE "id" = ANY(order_ids) ORDER BY "id" FOR UPDATE;
  UPDATE "orders" SET "line_statuses" = fresh.statuses, "has_undated_line" = fresh.undated
  FROM (SELECT id, "order_line_statuses"(id) AS statuses, "order_has_undated_line"(id) AS undated
    FROM unnest(order_ids) AS id) fresh
  WHERE "orders"."id" = fresh.id
    AND ("orders"."line_statuses" IS DISTINCT FROM fresh.statuses
      OR "orders"."has_undated_line" IS DISTINCT FROM fresh.undated);
END;
$$;--> statement-breakpoint
-- Statement triggers with transition tables: a write of many rows refreshes each order once.
CREATE FUNCTION "touch_order_summaries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "refresh_order_summaries"(ARRAY(SELECT DISTINCT order_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "refresh_order_summaries"(ARRAY(SELECT DISTINCT order_id FROM old_rows));
  ELSE
    PERFORM "refresh_order_summaries"(
      ARRAY(SELECT order_id FROM old_rows UNION SELECT order_id FROM new_rows));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "copy_order_store"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.store_id := (SELECT "store_id" FROM "orders" WHERE "id" = NEW.order_id);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "move_order_lines_store"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_products" SET "store_id" = NEW.store_id WHERE "order_id" = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
UPDATE "order_products" SET "store_id" = "orders"."store_id"
  FROM "orders" WHERE "orders"."id" = "order_products"."order_id";--> statement-breakpoint
SELECT "refresh_order_summaries"(ARRAY(SELECT "id" FROM "orders"));--> statement-breakpoint
-- The indexes after the backfill: built once instead of updated row by row.
CREATE INDEX "order_products_store_delivery_idx" ON "order_products" USING btree ("store_id","delivery_date","order_id");--> statement-breakpoint
CREATE INDEX "orders_store_hold_idx" ON "orders" USING btree ("store_id") WHERE 'hold' = ANY("orders"."line_statuses");--> statement-breakpoint
CREATE INDEX "orders_store_placed_idx" ON "orders" USING btree ("store_id","placed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"line_statuses","has_undated_line") WHERE "orders"."is_ready";--> statement-breakpoint
CREATE TRIGGER "purchases_insert_order_summaries" AFTER INSERT ON "purchases"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_order_summaries"();--> statement-breakpoint
CREATE TRIGGER "purchases_update_order_summaries" AFTER UPDATE ON "purchases"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_order_summaries"();--> statement-breakpoint
CREATE TRIGGER "purchases_delete_order_summaries" AFTER DELETE ON "purchases"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_order_summaries"();--> statement-breakpoint
CREATE TRIGGER "refunds_insert_order_summaries" AFTER INSERT ON "refunds"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_order_summaries"();--> statement-breakpoint
CREATE TRIGGER "refunds_update_order_summaries" AFTER UPDATE ON "refunds"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_order_summaries"();--> statement-breakpoint
CREATE TRIGGER "refunds_delete_order_summaries" AFTER DELETE ON "refunds"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_order_summaries"();--> statement-breakpoint
CREATE TRIGGER "order_products_insert_order_summaries" AFTER INSERT ON "order_products"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_order_summaries"();--> statement-breakpoint
CREATE TRIGGER "order_products_update_order_summaries" AFTER UPDATE ON "order_products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_order_summaries"();--> statement-breakpoint
CREATE TRIGGER "order_products_delete_order_summaries" AFTER DELETE ON "order_products"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_order_summaries"();--> statement-breakpoint
CREATE TRIGGER "order_products_store" BEFORE INSERT OR UPDATE OF "order_id", "store_id"
  ON "order_products" FOR EACH ROW EXECUTE FUNCTION "copy_order_store"();--> statement-breakpoint
CREATE TRIGGER "orders_lines_store" AFTER UPDATE OF "store_id" ON "orders"
  FOR EACH ROW WHEN (NEW.store_id IS DISTINCT FROM OLD.store_id)
  EXECUTE FUNCTION "move_order_lines_store"();
