import { ownerProfitForLocalItem, ownerProfitForOwnItem, type Plan } from '@stayfront/core';
import { formatTimeIn } from '@stayfront/core/i18n';
import type { Product } from '../types/product';

/** The store's commission terms as the API gives them (fractions and dollars). */
export interface StoreCommissionTerms {
  commissionLow: number;
  commissionHigh: number;
  commissionCutoff: number;
}

export type ProfitEstimate =
  | { kind: 'affiliate'; percent: number }
  | { kind: 'local'; amount: number }
  | { kind: 'own'; amounts: { label: string; amount: number }[]; feesCovered: boolean }
  | { kind: 'variable'; feesCovered: boolean };

const toCents = (dollars: number) => Math.round(dollars * 100);
const toBps = (fraction: number) => Math.round(fraction * 10_000);

/** A fraction as a percentage without float noise (0.15 reads 15). */
export function commissionPercent(fraction: number): number {
  return Math.round(fraction * 10_000) / 100;
}

/**
 * What the host earns on one sale (spec section 6): the commission percentage for affiliate
 * items, the host's share for local vendor items, and for the host's own items the price less
 * card fees and commission on Basic, or the full price on the plans that cover merchant fees.
 */
export function estimateProfit(
  product: Product,
  plan: Plan,
  store: StoreCommissionTerms,
): ProfitEstimate {
  if (product.category === 'AF') {
    return {
      kind: 'affiliate',
      percent: commissionPercent(product.owner_local_product_commission ?? 0),
    };
  }
  if (product.is_local) {
    const amount =
      product.owner_local_product_amount ??
      ownerProfitForLocalItem(
        toCents(product.price),
        toBps(product.owner_local_product_commission ?? 0),
      ) / 100;
    return { kind: 'local', amount };
  }
  const feesCovered = plan !== 'BASIC';
  if (product.price_type === 'variable') return { kind: 'variable', feesCovered };
  const terms = {
    commissionLowBps: toBps(store.commissionLow),
    commissionHighBps: toBps(store.commissionHigh),
    commissionCutoffCents: toCents(store.commissionCutoff),
  };
  const profitOf = (price: number) =>
    ownerProfitForOwnItem(toCents(price), plan, terms).ownerProfit / 100;
  const rows =
    product.price_type === 'multiple' && product.product_prices.length
      ? [...product.product_prices]
          .sort((a, b) => a.arrangement - b.arrangement)
          .map((row) => ({
            label: row.label || formatTimeIn('en', row.time_label) || '',
            price: row.price,
          }))
      : [{ label: '', price: product.price }];
  return {
    kind: 'own',
    amounts: rows.map((row) => ({ label: row.label, amount: profitOf(row.price) })),
    feesCovered,
  };
}
