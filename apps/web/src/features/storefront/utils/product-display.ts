import type { GuestProduct } from '../types';
import { safeHttpUrl } from '@/utils/split-links';

export type ProductBadge = 'Pre-order' | 'Request' | 'Link';

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

/** The one badge of a product (spec: Pre-order, Request or Link). */
export function productBadge(product: GuestProduct): ProductBadge | null {
  if (isLinkProduct(product)) return 'Link';
  if (product.is_preorder) return 'Pre-order';
  if (product.is_request || product.requires_approval) return 'Request';
  return null;
}

export function isOutOfStock(product: Pick<GuestProduct, 'has_quantity' | 'quantity'>): boolean {
  return product.has_quantity && (product.quantity ?? 0) <= 0;
}

/** "This item needs to be ordered N day(s) in advance." when it needs notice. */
export function noticeText(preorderBy: number | null): string | null {
  if (preorderBy == null || preorderBy <= 0) return null;
  return `This item needs to be ordered ${preorderBy} day(s) in advance.`;
}
