import { applyBps, centsToAmount, type Category } from '@stayfront/core';
import type { THostProduct } from '@stayfront/core/contract';
import type { ProductWithChildren } from './products.repository';

export interface LocalTerms {
  ownerCommissionBps: number;
}

/**
 * What a host's edit was opened on: the last save and the stock. A form opened before another
 * save (another tab, a co-host) or a sale would otherwise put its stale fields and stock back.
 */
export function productEditVersion(product: { updatedAt: Date; quantity: number | null }) {
  return `${product.updatedAt.getTime()}-${product.quantity ?? ''}`;
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
    // The column only holds codes ZProductFieldsSchema accepted.
    category: product.category as Category,
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
    edit_version: productEditVersion(product),
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
