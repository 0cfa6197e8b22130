CREATE TABLE "commerce_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_outbox_kind_check" CHECK ("commerce_outbox"."kind" IN ('receipt', 'order-notices', 'request-outcome', 'charge-saved-card', 'give-payment-back'))
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "sold_out_while_paying" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_outbox_key_unique" ON "commerce_outbox" USING btree ("key");--> statement-breakpoint
CREATE INDEX "commerce_outbox_due_idx" ON "commerce_outbox" USING btree ("next_attempt_at") WHERE "commerce_outbox"."done_at" IS NULL;--> statement-breakpoint
CREATE INDEX "commerce_outbox_order_idx" ON "commerce_outbox" USING btree ("order_id") WHERE "commerce_outbox"."done_at" IS NULL;