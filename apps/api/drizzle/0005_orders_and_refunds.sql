CREATE TABLE "phone_notification_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"is_request_sms_enabled" boolean DEFAULT false NOT NULL,
	"is_sales_sms_enabled" boolean DEFAULT false NOT NULL,
	"is_marketing_sms_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"sign" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"leftover_amount_cents" integer NOT NULL,
	"external_note" text DEFAULT '' NOT NULL,
	"refund_id" uuid,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"refund_type" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_product_id" uuid,
	"purchase_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'PEND' NOT NULL,
	"provider_refund_id" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "amount_refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "is_refunded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "paid_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "charge_on_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "amount_refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_notification_settings" ADD CONSTRAINT "phone_notification_settings_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_product_id_order_products_id_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_notification_settings_owner_idx" ON "phone_notification_settings" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "balances_store_idx" ON "balances" USING btree ("store_id","applied_at");--> statement-breakpoint
CREATE INDEX "refunds_request_idx" ON "refunds" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_products_purchase_idx" ON "order_products" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "order_products_delivery_idx" ON "order_products" USING btree ("delivery_date");--> statement-breakpoint
CREATE INDEX "orders_store_placed_idx" ON "orders" USING btree ("store_id","placed_at");--> statement-breakpoint
CREATE INDEX "purchases_status_created_idx" ON "purchases" USING btree ("status","created_at");