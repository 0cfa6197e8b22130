import { formatMoney, type PriceType } from '@stayfront/core';

export interface PricedProduct {
  price: number;
  price_type: PriceType;
  product_prices: { price: number }[];
}

/** "Variable price" for guest-entered amounts, "From $x" for options, else the price. */
export function productPriceText(product: PricedProduct, currency = 'USD'): string {
  if (product.price_type === 'variable') return 'Variable price';
  if (product.price_type === 'multiple' && product.product_prices.length > 0) {
    const lowest = Math.min(...product.product_prices.map((row) => row.price));
    return product.product_prices.length > 1
      ? `From ${formatMoney(lowest, currency)}`
      : formatMoney(lowest, currency);
  }
  return formatMoney(product.price, currency);
}
