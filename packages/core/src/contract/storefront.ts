import { z } from 'zod';
import { PRICE_TYPES } from '../product-constants';

export const ZGuestProductPriceSchema = z.object({
  id: z.string(),
  label: z.string(),
  hour_label: z.string(),
  time_label: z.string(),
  price: z.number(),
  arrangement: z.number(),
  is_variable_price: z.boolean(),
});
export type TGuestProductPrice = z.infer<typeof ZGuestProductPriceSchema>;

/** A product as guests see it (spec section 3, "Product (guest view)"). */
export const ZGuestProductSchema = z.object({
  id: z.string(),
  product_name: z.string(),
  description: z.string(),
  price: z.number(),
  image: z.string().nullable(),
  quantity: z.number().nullable(),
  has_quantity: z.boolean(),
  category: z.string(),
  subcategory: z.string(),
  external_link: z.string(),
  affiliate_link: z.string(),
  preorder_by: z.number().nullable(),
  extra_fields: z.array(z.object({ id: z.string(), label: z.string() })),
  price_type: z.enum(PRICE_TYPES),
  product_prices: z.array(ZGuestProductPriceSchema),
  is_request: z.boolean(),
  is_preorder: z.boolean(),
  is_local: z.boolean(),
  is_external_link: z.boolean(),
  is_early_checkin: z.boolean(),
  is_late_checkout: z.boolean(),
  show_delivery_date: z.boolean(),
  requires_approval: z.boolean(),
  is_purchasable_off_platform: z.boolean(),
});
export type TGuestProduct = z.infer<typeof ZGuestProductSchema>;

export const ZGuestProductListSchema = z.object({
  count: z.number(),
  limit: z.number(),
  results: z.array(ZGuestProductSchema),
});
export type TGuestProductList = z.infer<typeof ZGuestProductListSchema>;

export const ZAffiliateClickSchema = z.object({ recorded: z.boolean() });
export const ZStoreIdSchema = z.object({ id: z.string() });
