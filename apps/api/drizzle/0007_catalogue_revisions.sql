CREATE SEQUENCE "public"."product_revision_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "revision" bigint DEFAULT nextval('product_revision_seq') NOT NULL;--> statement-breakpoint
CREATE FUNCTION "stamp_product_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := nextval('product_revision_seq');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_revision" BEFORE UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "stamp_product_revision"();--> statement-breakpoint
CREATE FUNCTION "touch_parent_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "products" SET "revision" = "revision" WHERE "id" = OLD.product_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.product_id <> OLD.product_id) THEN
    UPDATE "products" SET "revision" = "revision" WHERE "id" = NEW.product_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_prices_touch_product" AFTER INSERT OR UPDATE OR DELETE ON "product_prices"
  FOR EACH ROW EXECUTE FUNCTION "touch_parent_product"();--> statement-breakpoint
CREATE TRIGGER "product_extra_fields_touch_product" AFTER INSERT OR UPDATE OR DELETE ON "product_extra_fields"
  FOR EACH ROW EXECUTE FUNCTION "touch_parent_product"();
