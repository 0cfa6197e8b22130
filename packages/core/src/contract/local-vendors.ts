import { z } from 'zod';
import { PLANS } from '../enums';
import {
  LOCAL_PRODUCT_CATEGORIES,
  PAYOUT_METHOD_TYPES,
  type PayoutMethodType,
} from '../local-vendors';
import { pageOf } from './common';

/** A row of the support owners list. */
export const ZAdminOwnerSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  plan: z.enum(PLANS),
  date_joined: z.string(),
  store_count: z.number(),
});
export type TAdminOwner = z.infer<typeof ZAdminOwnerSchema>;
export const ZAdminOwnerListSchema = pageOf(ZAdminOwnerSchema);

/** A local vendor (merchant) as support edits it. */
export const ZMerchantAnswerSchema = z.object({
  id: z.string(),
  business_name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string(),
  payout_method: z.enum(
    Object.keys(PAYOUT_METHOD_TYPES) as [PayoutMethodType, ...PayoutMethodType[]],
  ),
  payout_account: z.string(),
  is_active: z.boolean(),
});
export type TMerchantAnswer = z.infer<typeof ZMerchantAnswerSchema>;
export const ZMerchantListSchema = pageOf(ZMerchantAnswerSchema);

/** A merchant's product, offered to the stores in its area (money in dollars). */
export const ZLocalProductAnswerSchema = z.object({
  id: z.string(),
  merchant: z.string(),
  product_name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  category: z.enum(LOCAL_PRODUCT_CATEGORIES),
  subcategory: z.string(),
  price: z.number(),
  merchant_amount: z.number(),
  /** The host's share, 0..1. */
  owner_commission: z.number(),
  preorder_by: z.number().nullable(),
  requires_approval: z.boolean(),
  affiliate_link: z.string(),
  instructions: z.string(),
  /** Serves every US store; the area fields are then ignored. */
  ships_nationwide: z.boolean(),
  area_postal_codes: z.array(z.string()),
  /** "City, ST". */
  area_cities: z.array(z.string()),
  area_center_postal_code: z.string(),
  area_radius_miles: z.number(),
  is_active: z.boolean(),
  stores_served: z.number(),
});
export type TLocalProductAnswer = z.infer<typeof ZLocalProductAnswerSchema>;
export const ZLocalProductListSchema = pageOf(ZLocalProductAnswerSchema);

export const ZLocalVendorOptOutSchema = z.object({
  ok: z.literal(true),
  data: z.object({ isLocalProductOptedOut: z.boolean() }),
});
export type TLocalVendorOptOut = z.infer<typeof ZLocalVendorOptOutSchema>;
