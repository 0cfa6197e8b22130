DROP INDEX "stock_reservations_open_idx";--> statement-breakpoint
CREATE INDEX "stock_reservations_line_idx" ON "stock_reservations" USING btree ("order_product_id");--> statement-breakpoint
CREATE INDEX "stock_reservations_open_idx" ON "stock_reservations" USING btree ("expires_at") WHERE "stock_reservations"."released_at" IS NULL AND "stock_reservations"."confirmed_at" IS NULL;