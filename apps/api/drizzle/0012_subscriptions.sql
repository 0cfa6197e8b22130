CREATE TABLE "simulated_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" text NOT NULL,
	"price_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"subscription_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_checkout_sessions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "simulated_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"price_id" text NOT NULL,
	"status" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "billing_customer_id" text;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "subscription_status" text;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "subscription_price_id" text;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "subscription_payment_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "owners" ADD CONSTRAINT "owners_billing_customer_id_unique" UNIQUE("billing_customer_id");