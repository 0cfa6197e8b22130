import type { CartProductRules } from '@stayfront/core';
import type { GuestProduct } from '../types';

/** What the shared cart rules (@stayfront/core's cartLineIssues) need of a product. */
export function cartRulesOf(product: GuestProduct): CartProductRules {
  return {
    price_type: product.price_type,
    preorder_by: product.preorder_by,
    show_delivery_date: product.show_delivery_date,
    extra_fields: product.extra_fields,
    product_prices: product.product_prices,
    has_quantity: product.has_quantity,
    quantity: product.quantity,
    is_early_checkin: product.is_early_checkin,
    is_late_checkout: product.is_late_checkout,
  };
}
