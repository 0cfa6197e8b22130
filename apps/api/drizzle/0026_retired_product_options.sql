ALTER TABLE "product_prices" ADD COLUMN "retired_at" timestamp with time zone;
