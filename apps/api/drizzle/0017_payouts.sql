CREATE TABLE "payout_balances" (
	"payout_id" uuid NOT NULL,
	"balance_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "payout_balances_payout_id_balance_id_pk" PRIMARY KEY("payout_id","balance_id")
);
--> statement-breakpoint
CREATE TABLE "payout_lines" (
	"payout_id" uuid NOT NULL,
	"order_product_id" uuid NOT NULL,
	"owner_profit_cents" integer NOT NULL,
	CONSTRAINT "payout_lines_payout_id_order_product_id_pk" PRIMARY KEY("payout_id","order_product_id")
);
--> statement-breakpoint
CREATE TABLE "payout_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"type" text NOT NULL,
	"nickname" text NOT NULL,
	"account_id" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"status" text DEFAULT 'PEND' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"payout_method_id" uuid,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"line_profit_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text NOT NULL,
	"held_reason" text,
	"provider_reference" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"destination" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_transfers_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "payout_method_id" uuid;--> statement-breakpoint
ALTER TABLE "payout_balances" ADD CONSTRAINT "payout_balances_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_balances" ADD CONSTRAINT "payout_balances_balance_id_balances_id_fk" FOREIGN KEY ("balance_id") REFERENCES "public"."balances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_order_product_id_order_products_id_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payout_method_id_payout_methods_id_fk" FOREIGN KEY ("payout_method_id") REFERENCES "public"."payout_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_lines_line_unique" ON "payout_lines" USING btree ("order_product_id");--> statement-breakpoint
CREATE INDEX "payout_methods_owner_idx" ON "payout_methods" USING btree ("owner_id","is_active");--> statement-breakpoint
CREATE INDEX "payout_methods_account_idx" ON "payout_methods" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_methods_one_default" ON "payout_methods" USING btree ("owner_id") WHERE "payout_methods"."is_default" and "payout_methods"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_store_period_unique" ON "payouts" USING btree ("store_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotency_key_unique" ON "payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payouts_owner_period_idx" ON "payouts" USING btree ("owner_id","period_start");--> statement-breakpoint
CREATE INDEX "payouts_provider_reference_idx" ON "payouts" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "payouts_unsent_idx" ON "payouts" USING btree ("created_at") WHERE "payouts"."status" = 'PAYING' and "payouts"."provider_reference" is null;--> statement-breakpoint
-- hand-written: wip/payouts
-- The monthly run looks for each store's lines not paid out yet: a small index however many are paid.
CREATE INDEX IF NOT EXISTS "order_products_unpaid_store_idx" ON "order_products" USING btree ("store_id") WHERE "paid_out_at" IS NULL;
--> statement-breakpoint
-- Marking lines paid out changes nothing the order summaries show: the summary trigger fires on
-- an update only when another column changed (it cost a refresh per line per payout).
DROP TRIGGER "order_products_order_summary" ON "order_products";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "order_products_order_summary" AFTER INSERT OR DELETE
  ON "order_products" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "touch_order_summary_of_row"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "order_products_order_summary_update" AFTER UPDATE
  ON "order_products" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN ((to_jsonb(NEW) - 'paid_out_at') IS DISTINCT FROM (to_jsonb(OLD) - 'paid_out_at'))
  EXECUTE FUNCTION "touch_order_summary_of_row"();
