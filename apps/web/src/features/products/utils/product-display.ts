import { formatMoney } from '@stayfront/core';
import type { Product } from '../types/product';
import { commissionPercent } from './profit';

export type ProductBadge = 'Pre-order' | 'Request' | 'Link' | 'Out of stock';

/** A link tile: the host's own external links and the local vendors' affiliate links. */
export function isLinkProduct(product: Pick<Product, 'is_external_link' | 'category'>): boolean {
  return product.is_external_link || product.category === 'LINK' || product.category === 'AF';
}

/** The badges of a product card, in the order the card shows them. */
export function productBadges(product: Product): ProductBadge[] {
  const badges: ProductBadge[] = [];
  if (product.is_preorder) badges.push('Pre-order');
  if (product.is_request) badges.push('Request');
  if (isLinkProduct(product)) badges.push('Link');
  if (product.is_out_of_stock) badges.push('Out of stock');
  return badges;
}

/** "Variable price" for guest-entered amounts, "From $x" for several prices, else the price. */
export function productPriceText(
  product: Pick<
    Product,
    'price' | 'price_type' | 'product_prices' | 'category' | 'owner_local_product_commission'
  >,
  currency = 'USD',
): string {
  if (product.category === 'AF') {
    // Affiliate tiles have no price of their own: the host earns a share of what guests buy.
    return `${commissionPercent(product.owner_local_product_commission ?? 0)}% commission`;
  }
  if (product.price_type === 'variable') return 'Variable price';
  if (product.price_type === 'multiple' && product.product_prices.length > 1) {
    const lowest = Math.min(...product.product_prices.map((row) => row.price));
    return `From ${formatMoney(lowest, currency)}`;
  }
  return formatMoney(product.price, currency);
}

/** "Quantity: n/a" when stock is not tracked. */
export function productQuantityText(product: Pick<Product, 'has_quantity' | 'quantity'>): string {
  return product.has_quantity ? `Quantity: ${product.quantity ?? 0}` : 'Quantity: n/a';
}

export type ProductMenuAction = 'edit' | 'propagate' | 'share' | 'delete' | 'massDelete';

export const PRODUCT_MENU_LABELS: Record<ProductMenuAction, string> = {
  edit: 'Edit',
  propagate: 'Add Tile to All Stores',
  share: 'Share Product Link',
  delete: 'Delete',
  massDelete: 'Delete Tile from All Stores',
};

/**
 * Spec section 6: local vendor items cannot be edited, copied to other stores or deleted; link
 * items have no share link, so a local link item has no menu at all. Deleting from all stores
 * needs the tile to be in more than this store (a product group).
 */
export function productMenuActions(product: Product): ProductMenuAction[] {
  const actions: ProductMenuAction[] = [];
  if (!product.is_local) actions.push('edit', 'propagate');
  if (!isLinkProduct(product)) actions.push('share');
  if (!product.is_local) {
    actions.push('delete');
    if (product.product_group_id) actions.push('massDelete');
  }
  return actions;
}

/** The guest link that opens this product in the store. */
export function productShareLink(storeLink: string, productId: string): string {
  const url = new URL(storeLink, window.location.origin);
  url.searchParams.set('product', productId);
  return url.toString();
}
