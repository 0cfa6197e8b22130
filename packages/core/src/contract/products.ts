import { z } from 'zod';
import { CATEGORY_CODES, PRICE_TYPES, SUBCATEGORIES } from '../product-constants';

export const ZHostProductPriceSchema = z.object({
  id: z.string(),
  label: z.string(),
  time_label: z.string(),
  price: z.number(),
  arrangement: z.number(),
  is_variable_price: z.boolean(),
});
export type THostProductPrice = z.infer<typeof ZHostProductPriceSchema>;

export const ZProductExtraFieldSchema = z.object({ id: z.string(), label: z.string() });
export type TProductExtraField = z.infer<typeof ZProductExtraFieldSchema>;

/** A product contact: who is notified of sales and requests. */
export const ZProductDelegateAnswerSchema = z.object({
  id: z.string(),
  email: z.string(),
  phone_number: z.string(),
  is_sales_sms_enabled: z.boolean(),
  is_request_sms_enabled: z.boolean(),
  is_show_price: z.boolean(),
});
export type TProductDelegateAnswer = z.infer<typeof ZProductDelegateAnswerSchema>;

/** A store's product as its host sees it (`GET /api/services/store/:id/products/`). */
export const ZHostProductSchema = z.object({
  id: z.string(),
  store: z.string(),
  product_name: z.string(),
  description: z.string(),
  price: z.number(),
  price_type: z.enum(PRICE_TYPES),
  image: z.string().nullable(),
  category: z.enum(CATEGORY_CODES),
  subcategory: z.string(),
  custom_subcategory: z.string(),
  instructions: z.string(),
  quantity: z.number().nullable(),
  has_quantity: z.boolean(),
  preorder_by: z.number().nullable(),
  alert_threshold: z.number().nullable(),
  requires_approval: z.boolean(),
  external_link: z.string(),
  affiliate_link: z.string(),
  is_early_checkin: z.boolean(),
  is_late_checkout: z.boolean(),
  show_delivery_date: z.boolean(),
  is_purchasable_off_platform: z.boolean(),
  instructions_off_platform: z.string(),
  is_active: z.boolean(),
  store_arrangement: z.number(),
  product_group_id: z.string().nullable(),
  is_local: z.boolean(),
  is_request: z.boolean(),
  is_preorder: z.boolean(),
  is_external_link: z.boolean(),
  is_out_of_stock: z.boolean(),
  owner_local_product_commission: z.number().nullable(),
  owner_local_product_amount: z.number().nullable(),
  product_prices: z.array(ZHostProductPriceSchema),
  extra_fields: z.array(ZProductExtraFieldSchema),
  product_delegates: z.array(ZProductDelegateAnswerSchema),
  edit_version: z
    .string()
    .describe(
      'Changes whenever the product is saved or its stock moves: an update that sends the version it was opened with is refused once the product changed',
    ),
});
export type THostProduct = z.infer<typeof ZHostProductSchema>;

export const ZHostProductListSchema = z.object({
  count: z.number(),
  limit: z.number(),
  results: z.array(ZHostProductSchema),
});
export type THostProductList = z.infer<typeof ZHostProductListSchema>;

export const ZProductUpdatedSchema = ZHostProductSchema.extend({ added_to_stores: z.number() });
export const ZProductsAddedSchema = z.object({ ok: z.literal(true), added_to_stores: z.number() });
export const ZProductsDeletedSchema = z.object({ ok: z.literal(true), deleted: z.number() });

/** A built-in product template (`GET /api/services/product/templates/`). */
export const ZProductTemplateSchema = z.object({
  key: z.string(),
  product_name: z.string(),
  subcategory: z.enum(SUBCATEGORIES),
  category: z.enum(CATEGORY_CODES),
  price: z.number(),
  price_type: z.enum(PRICE_TYPES),
  preorder_by: z.number().nullable(),
  requires_approval: z.boolean(),
  show_delivery_date: z.boolean(),
  has_quantity: z.boolean(),
  quantity: z.number().nullable(),
  is_early_checkin: z.boolean(),
  is_late_checkout: z.boolean(),
  product_prices: z.array(
    z.object({ label: z.string(), time_label: z.string(), price: z.number() }),
  ),
  description: z.string(),
  instructions: z.string(),
  image: z.string(),
});

export const ZProductTemplateListSchema = z.object({
  count: z.number(),
  limit: z.number(),
  results: z.array(ZProductTemplateSchema),
});
export type TProductTemplateList = z.infer<typeof ZProductTemplateListSchema>;
export type TProductUpdated = z.infer<typeof ZProductUpdatedSchema>;
