CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"uploaded_by" uuid,
	"url" text NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_url_unique" UNIQUE("url")
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
-- hand-written: wip/uploads
-- One affiliate click counts per guest and product: the repeats recorded so far go (the first
-- stays), then a unique index keeps it so. Not in the Drizzle schema, which cannot order the
-- clean-up before the index.
DELETE FROM "affiliate_clicks" AS later USING "affiliate_clicks" AS earlier
  WHERE later."product_id" = earlier."product_id"
    AND later."guest_user_id" = earlier."guest_user_id"
    AND (later."created_at", later."id") > (earlier."created_at", earlier."id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_clicks_product_guest_unique" ON "affiliate_clicks" USING btree ("product_id","guest_user_id");
