import type { PriceType } from '@stayfront/core';
import type { I18n } from '@/lib/i18n';

export interface PricedProduct {
  price: number;
  price_type: PriceType;
  product_prices: { price: number }[];
}

/** "Variable price" for guest-entered amounts, "From $x" for options, else the price. */
export function productPriceText(
  product: PricedProduct,
  currency: string,
  { t, money }: Pick<I18n, 't' | 'money'>,
): string {
  if (product.price_type === 'variable') return t('cart.variablePrice');
  if (product.price_type === 'multiple' && product.product_prices.length > 0) {
    const lowest = Math.min(...product.product_prices.map((row) => row.price));
    return product.product_prices.length > 1
      ? t('cart.fromPrice', { price: money(lowest, currency) })
      : money(lowest, currency);
  }
  return money(product.price, currency);
}
