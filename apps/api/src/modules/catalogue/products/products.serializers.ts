import { applyBps, centsToAmount } from '@stayfront/core';
import { z } from 'zod';
import type { ProductWithChildren } from './products.repository';

export const ZHostProductSchema = z.object({
  id: z.string(),
  store: z.string(),
  product_name: z.string(),
  description: z.string(),
  price: z.number(),
  price_type: z.string(),
  image: z.string().nullable(),
  category: z.string(),
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
  product_prices: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      time_label: z.string(),
      price: z.number(),
      arrangement: z.number(),
      is_variable_price: z.boolean(),
    }),
  ),
  extra_fields: z.array(z.object({ id: z.string(), label: z.string() })),
  product_delegates: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      phone_number: z.string(),
      is_sales_sms_enabled: z.boolean(),
      is_request_sms_enabled: z.boolean(),
      is_show_price: z.boolean(),
    }),
  ),
});
export type THostProduct = z.infer<typeof ZHostProductSchema>;

export interface LocalTerms {
  ownerCommissionBps: number;
}

export function toHostProduct(
  { product, prices, extraFields, delegates }: ProductWithChildren,
  local?: LocalTerms,
): THostProduct {
  return {
    id: product.id,
    store: product.storeId,
    product_name: product.productName,
    description: product.description,
    price: centsToAmount(product.priceCents),
    price_type: product.priceType,
    image: product.image,
    category: product.category,
    subcategory: product.subcategory,
    custom_subcategory: product.customSubcategory,
    instructions: product.instructions,
    quantity: product.quantity,
    has_quantity: product.hasQuantity,
    preorder_by: product.preorderBy,
    alert_threshold: product.alertThreshold,
    requires_approval: product.requiresApproval,
    external_link: product.externalLink,
    affiliate_link: product.affiliateLink,
    is_early_checkin: product.isEarlyCheckin,
    is_late_checkout: product.isLateCheckout,
    show_delivery_date: product.showDeliveryDate,
    is_purchasable_off_platform: product.isPurchasableOffPlatform,
    instructions_off_platform: product.instructionsOffPlatform,
    is_active: product.isActive,
    store_arrangement: product.storeArrangement,
    product_group_id: product.productGroupId,
    is_local: product.localProductId != null,
    is_request: product.requiresApproval,
    is_preorder: product.category === 'PO' || product.category === 'POLP',
    is_external_link: product.category === 'LINK',
    is_out_of_stock: product.hasQuantity && (product.quantity ?? 0) <= 0,
    owner_local_product_commission: local ? local.ownerCommissionBps / 10_000 : null,
    owner_local_product_amount: local
      ? centsToAmount(applyBps(product.priceCents, local.ownerCommissionBps))
      : null,
    product_prices: prices.map((p) => ({
      id: p.id,
      label: p.label,
      time_label: p.timeLabel,
      price: centsToAmount(p.priceCents),
      arrangement: p.arrangement,
      is_variable_price: p.isVariablePrice,
    })),
    extra_fields: extraFields.map((f) => ({ id: f.id, label: f.label })),
    product_delegates: delegates.map((d) => ({
      id: d.id,
      email: d.email,
      phone_number: d.phoneNumber,
      is_sales_sms_enabled: d.isSalesSmsEnabled,
      is_request_sms_enabled: d.isRequestSmsEnabled,
      is_show_price: d.isShowPrice,
    })),
  };
}
