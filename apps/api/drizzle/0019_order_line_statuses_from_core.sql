CREATE INDEX "order_products_refunded_idx" ON "order_products" USING btree ("order_id") WHERE "order_products"."is_refunded";--> statement-breakpoint
-- hand-written: wip/deps
-- The line-status words of an order, generated from core's rule (src/db/order-line-statuses.ts;
-- npm run db:line-statuses prints it): a line's word is its purchase's unless the line was
-- refunded; a purchase without lines reads as one unrefunded line. It was a copy reading
-- purchases and the refunds ledger; summaries are worked out again so that every order follows
-- the generated rule.
CREATE OR REPLACE FUNCTION "order_line_statuses"("order_uuid" uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT array_remove(ARRAY[
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
  ], NULL)
$$;--> statement-breakpoint
SELECT "rebuild_order_summaries"();
