import { centsToAmount } from '@stayfront/core';
import type { TGuestProduct, TGuestProductList } from '@stayfront/core/contract';
import type { GuestProductSource } from './storefront.repository';

/** "14:00:00" -> "2:00 PM", the label guests read next to a check-in or check-out time. */
export function hourLabel(time: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) return '';
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

export function toGuestProduct({
  product,
  prices,
  extraFields,
}: GuestProductSource): TGuestProduct {
  return {
    id: product.id,
    product_name: product.productName,
    description: product.description,
    price: centsToAmount(product.priceCents),
    image: product.image,
    quantity: product.quantity,
    has_quantity: product.hasQuantity,
    category: product.category,
    subcategory: product.subcategory,
    external_link: product.externalLink,
    affiliate_link: product.affiliateLink,
    preorder_by: product.preorderBy,
    extra_fields: extraFields.map((f) => ({ id: f.id, label: f.label })),
    price_type: product.priceType,
    product_prices: prices.map((p) => ({
      id: p.id,
      label: p.label,
      hour_label: hourLabel(p.timeLabel),
      time_label: p.timeLabel,
      price: centsToAmount(p.priceCents),
      arrangement: p.arrangement,
      is_variable_price: p.isVariablePrice,
    })),
    is_request: product.requiresApproval,
    is_preorder: product.category === 'PO' || product.category === 'POLP',
    is_local: product.localProductId != null,
    is_external_link: product.category === 'LINK',
    is_early_checkin: product.isEarlyCheckin,
    is_late_checkout: product.isLateCheckout,
    show_delivery_date: product.showDeliveryDate,
    requires_approval: product.requiresApproval,
    is_purchasable_off_platform: product.isPurchasableOffPlatform,
  };
}

/** A list of product tiles as the storefront calls answer it: all of them, in one page. */
export function toGuestProductList(sources: GuestProductSource[]): TGuestProductList {
  const results = sources.map(toGuestProduct);
  return { count: results.length, limit: results.length, results };
}
