CREATE TABLE "order_summaries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"placed_at" timestamp with time zone,
	"is_ready" boolean DEFAULT false NOT NULL,
	"line_statuses" text[] DEFAULT '{}'::text[] NOT NULL,
	"has_undated_line" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "store_id" uuid;--> statement-breakpoint
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
-- The summary row is locked before it is worked out, and each statement of a READ COMMITTED
-- function takes a new snapshot: what a transaction that held the lock before wrote is seen. A
-- row is rewritten only when something in it changed; it goes with its order.
CREATE FUNCTION "refresh_order_summary"("order_uuid" uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_summaries" ("id", "store_id")
    SELECT "id", "store_id" FROM "orders" WHERE "id" = order_uuid
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
$$;--> statement-breakpoint
-- Every summary worked out again at once, from what is committed: for this migration, and for
-- data loaded with the triggers switched off (the orders benchmark).
CREATE FUNCTION "rebuild_order_summaries"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "order_summaries";
  INSERT INTO "order_summaries"
    ("id", "store_id", "placed_at", "is_ready", "line_statuses", "has_undated_line")
    SELECT "id", "store_id", "placed_at", "is_ready", "order_line_statuses"("id"),
      "order_has_undated_line"("id")
    FROM "orders";
$$;--> statement-breakpoint
CREATE FUNCTION "touch_order_summary_of_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_order_summary"(CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "touch_order_summary_of_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "refresh_order_summary"(OLD."order_id");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."order_id" IS DISTINCT FROM OLD."order_id") THEN
    PERFORM "refresh_order_summary"(NEW."order_id");
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
SELECT "rebuild_order_summaries"();--> statement-breakpoint
-- The indexes after the backfill: built once instead of updated row by row.
CREATE INDEX "order_summaries_store_placed_idx" ON "order_summaries" USING btree ("store_id","placed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"line_statuses","has_undated_line") WHERE "order_summaries"."is_ready";--> statement-breakpoint
CREATE INDEX "order_summaries_placed_idx" ON "order_summaries" USING btree ("placed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "order_summaries"."is_ready";--> statement-breakpoint
CREATE INDEX "order_summaries_hold_idx" ON "order_summaries" USING btree ("store_id") WHERE 'hold' = ANY("order_summaries"."line_statuses");--> statement-breakpoint
CREATE INDEX "order_products_store_delivery_idx" ON "order_products" USING btree ("store_id","delivery_date","order_id");--> statement-breakpoint
-- At commit (deferred), so a transaction takes a summary lock only once it has finished its own
-- work: it never holds one while it waits for an order, purchase or stock row, and the triggers
-- add no lock-order cycle to the code's own locking.
CREATE CONSTRAINT TRIGGER "orders_summary" AFTER INSERT OR UPDATE OF "store_id", "placed_at", "is_ready" OR DELETE
  ON "orders" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "touch_order_summary_of_order"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "purchases_order_summary" AFTER INSERT OR UPDATE OR DELETE
  ON "purchases" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "touch_order_summary_of_row"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "refunds_order_summary" AFTER INSERT OR UPDATE OR DELETE
  ON "refunds" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "touch_order_summary_of_row"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "order_products_order_summary" AFTER INSERT OR UPDATE OR DELETE
  ON "order_products" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "touch_order_summary_of_row"();--> statement-breakpoint
CREATE TRIGGER "order_products_store" BEFORE INSERT OR UPDATE OF "order_id", "store_id"
  ON "order_products" FOR EACH ROW EXECUTE FUNCTION "copy_order_store"();--> statement-breakpoint
CREATE TRIGGER "orders_lines_store" AFTER UPDATE OF "store_id" ON "orders"
  FOR EACH ROW WHEN (NEW.store_id IS DISTINCT FROM OLD.store_id)
  EXECUTE FUNCTION "move_order_lines_store"();
