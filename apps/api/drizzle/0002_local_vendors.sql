CREATE TABLE "local_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"merchant_amount_cents" integer DEFAULT 0 NOT NULL,
	"owner_commission_bps" integer DEFAULT 1000 NOT NULL,
	"preorder_by" integer,
	"requires_approval" boolean DEFAULT true NOT NULL,
	"affiliate_link" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"area_postal_codes" text[] DEFAULT '{}' NOT NULL,
	"area_cities" text[] DEFAULT '{}' NOT NULL,
	"area_center_postal_code" text DEFAULT '' NOT NULL,
	"area_radius_miles" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_name" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"payout_method" text DEFAULT 'PAYP' NOT NULL,
	"payout_account" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "local_products" ADD CONSTRAINT "local_products_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_products_merchant_idx" ON "local_products" USING btree ("merchant_id");