CREATE TABLE "enterprise_infos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"image" text,
	"about" text DEFAULT '' NOT NULL,
	"subdomain" text,
	"is_subdomain_enabled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "enterprise_infos_store_id_unique" UNIQUE("store_id")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"store_name" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"street1" text DEFAULT '' NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"postal_code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"has_shared_store" boolean DEFAULT false NOT NULL,
	"has_closed_share_tutorial" boolean DEFAULT false NOT NULL,
	"has_closed_tutorial" boolean DEFAULT false NOT NULL,
	"is_synced" boolean DEFAULT false NOT NULL,
	"commission_low_bps" integer DEFAULT 700 NOT NULL,
	"commission_high_bps" integer DEFAULT 1000 NOT NULL,
	"commission_cutoff_cents" integer DEFAULT 2000 NOT NULL,
	"owner_profit_percentage" numeric(5, 2) DEFAULT '100' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_delegates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"email" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"is_sales_sms_enabled" boolean DEFAULT false NOT NULL,
	"is_request_sms_enabled" boolean DEFAULT false NOT NULL,
	"is_show_price" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_extra_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"label" text NOT NULL,
	"arrangement" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"time_label" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"arrangement" integer DEFAULT 0 NOT NULL,
	"is_variable_price" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"product_group_id" uuid,
	"product_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"price_type" text DEFAULT 'static' NOT NULL,
	"image" text,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"custom_subcategory" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"is_purchasable_off_platform" boolean DEFAULT false NOT NULL,
	"instructions_off_platform" text DEFAULT '' NOT NULL,
	"has_quantity" boolean DEFAULT false NOT NULL,
	"quantity" integer,
	"preorder_by" integer,
	"alert_threshold" integer,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"external_link" text DEFAULT '' NOT NULL,
	"affiliate_link" text DEFAULT '' NOT NULL,
	"is_early_checkin" boolean DEFAULT false NOT NULL,
	"is_late_checkout" boolean DEFAULT false NOT NULL,
	"show_delivery_date" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"store_arrangement" integer DEFAULT 0 NOT NULL,
	"local_product_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_infos" ADD CONSTRAINT "enterprise_infos_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_delegates" ADD CONSTRAINT "product_delegates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_extra_fields" ADD CONSTRAINT "product_extra_fields_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_infos_subdomain_unique" ON "enterprise_infos" USING btree (lower("subdomain"));--> statement-breakpoint
CREATE INDEX "stores_owner_idx" ON "stores" USING btree ("owner_id","is_active");--> statement-breakpoint
CREATE INDEX "product_delegates_product_idx" ON "product_delegates" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_extra_fields_product_idx" ON "product_extra_fields" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_prices_product_idx" ON "product_prices" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_store_idx" ON "products" USING btree ("store_id","store_arrangement");--> statement-breakpoint
CREATE INDEX "products_group_idx" ON "products" USING btree ("product_group_id");--> statement-breakpoint
CREATE INDEX "products_local_idx" ON "products" USING btree ("local_product_id");