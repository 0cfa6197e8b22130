ALTER TABLE "order_products" ADD COLUMN "product_name" text;--> statement-breakpoint
-- hand-written: a placed line keeps the name its product had when the guest bought it
-- The checkout sets the name when it puts the lines in their purchases; readers of a line's name
-- take coalesce(line's, product's), so a cart's line (none yet) shows the product's current name.
-- A line's name changes nothing an order summary shows: the summary trigger leaves it out, as it
-- does the paid-out mark (else the backfill below would refresh the summary of every order).
DROP TRIGGER "order_products_order_summary_update" ON "order_products";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "order_products_order_summary_update" AFTER UPDATE
  ON "order_products" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN ((to_jsonb(NEW) - 'paid_out_at' - 'product_name')
    IS DISTINCT FROM (to_jsonb(OLD) - 'paid_out_at' - 'product_name'))
  EXECUTE FUNCTION "touch_order_summary_of_row"();--> statement-breakpoint
-- Lines placed before now: the names they were bought under were not kept, so they take their
-- product's name as it is today, and keep it from here on.
UPDATE "order_products" AS op SET "product_name" = p."product_name"
  FROM "products" AS p
  WHERE p."id" = op."product_id" AND op."purchase_id" IS NOT NULL;
