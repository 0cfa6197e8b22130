import type { ProductTemplate } from '@stayfront/core';
import type { NewProduct, ProductChildren } from '../../catalogue/products/products.repository';

const cents = (amount: number) => Math.round(amount * 100);

/** A built-in template as the columns of a ready product. */
export function templateProductValues(template: ProductTemplate): Omit<NewProduct, 'storeId'> {
  return {
    productName: template.product_name,
    description: template.description,
    priceCents: template.price_type === 'variable' ? 0 : cents(template.price),
    priceType: template.price_type,
    image: template.image,
    category: template.category,
    subcategory: template.subcategory,
    instructions: template.instructions,
    hasQuantity: template.has_quantity,
    quantity: template.has_quantity ? Math.max(template.quantity ?? 1, 10) : null,
    preorderBy: template.preorder_by,
    requiresApproval: template.requires_approval,
    isEarlyCheckin: template.is_early_checkin,
    isLateCheckout: template.is_late_checkout,
    showDeliveryDate: template.show_delivery_date,
  };
}

export function templateChildren(template: ProductTemplate): ProductChildren {
  return {
    prices: template.product_prices.map((row, index) => ({
      label: row.label,
      timeLabel: row.time_label,
      priceCents: cents(row.price),
      arrangement: index,
    })),
    extraFields: [],
    delegates: [],
  };
}
