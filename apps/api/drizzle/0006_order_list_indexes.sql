DROP INDEX "order_products_order_idx";--> statement-breakpoint
DROP INDEX "orders_store_placed_idx";--> statement-breakpoint
DROP INDEX "purchases_order_idx";--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("placed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."is_ready";--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_guest_uuid_unique" ON "purchases" USING btree ("guest_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_owner_uuid_unique" ON "purchases" USING btree ("owner_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_merchant_uuid_unique" ON "purchases" USING btree ("merchant_uuid");--> statement-breakpoint
CREATE INDEX "order_products_order_idx" ON "order_products" USING btree ("order_id","delivery_date");--> statement-breakpoint
CREATE INDEX "orders_store_placed_idx" ON "orders" USING btree ("store_id","placed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."is_ready";--> statement-breakpoint
CREATE INDEX "purchases_order_idx" ON "purchases" USING btree ("order_id","status");