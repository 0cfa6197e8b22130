import type { GuestProduct } from '../types';
import { safeHttpUrl } from '@/utils/split-links';

import type { MessageKey } from '@stayfront/core/i18n';

export type ProductBadge = Extract<
  MessageKey,
  'product.badgePreorder' | 'product.badgeRequest' | 'product.badgeLink'
>;

/** A link tile: the host's own external links and the local vendors' affiliate links. */
export function isLinkProduct(product: Pick<GuestProduct, 'is_external_link' | 'category'>) {
  return product.is_external_link || product.category === 'LINK' || product.category === 'AF';
}

/** Where a link product sends the guest (affiliate link first), when it is a safe address. */
export function productLinkUrl(
  product: Pick<GuestProduct, 'is_external_link' | 'category' | 'affiliate_link' | 'external_link'>,
): string | null {
  if (!isLinkProduct(product)) return null;
  return safeHttpUrl(product.affiliate_link) ?? safeHttpUrl(product.external_link);
}

/** The one badge of a product (spec: Pre-order, Request or Link), as its message. */
export function productBadge(product: GuestProduct): ProductBadge | null {
  if (isLinkProduct(product)) return 'product.badgeLink';
  if (product.is_preorder) return 'product.badgePreorder';
  if (product.is_request || product.requires_approval) return 'product.badgeRequest';
  return null;
}

/** Affiliate links are paid to the host weeks later (spec: affiliate purchases). */
export function isAffiliateProduct(product: Pick<GuestProduct, 'category'>) {
  return product.category === 'AF';
}

export function isOutOfStock(product: Pick<GuestProduct, 'has_quantity' | 'quantity'>): boolean {
  return product.has_quantity && (product.quantity ?? 0) <= 0;
}

/** The days of notice a product needs, when it needs some. */
export function noticeDays(preorderBy: number | null): number | null {
  return preorderBy == null || preorderBy <= 0 ? null : preorderBy;
}
