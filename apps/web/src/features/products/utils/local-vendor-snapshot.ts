import type { Product } from '../types/product';

/** What is remembered of a local vendor item to notice news (spec section 4). */
export interface LocalVendorSnapshotItem {
  id: string;
  name: string;
  description: string;
  price: number;
}

/** Items seen by the owner, by id (one snapshot per owner, across the owner's stores). */
export type LocalVendorSnapshot = Record<string, LocalVendorSnapshotItem>;

export type LocalVendorStatus = 'new' | 'updated';

export const LOCAL_VENDOR_STATUS_TEXT: Record<LocalVendorStatus, string> = {
  new: 'New local vendor item added!',
  updated: 'New vendor updates to this item!',
};

export function toSnapshotItem(product: Product): LocalVendorSnapshotItem {
  return {
    id: product.id,
    name: product.product_name,
    description: product.description,
    price: product.price,
  };
}

/**
 * Compares the local vendor items with the snapshot: items the snapshot lacks are new, items
 * whose name, description or price differ are updated. With no snapshot yet, everything is new.
 */
export function diffLocalVendorItems(
  items: readonly LocalVendorSnapshotItem[],
  snapshot: LocalVendorSnapshot | null,
): Record<string, LocalVendorStatus> {
  const statuses: Record<string, LocalVendorStatus> = {};
  for (const item of items) {
    const seen = snapshot?.[item.id];
    if (!seen) statuses[item.id] = 'new';
    else if (
      seen.name !== item.name ||
      seen.description !== item.description ||
      seen.price !== item.price
    ) {
      statuses[item.id] = 'updated';
    }
  }
  return statuses;
}

/** Whether the Local vendors tab gets its red dot. */
export function hasLocalVendorNews(
  items: readonly LocalVendorSnapshotItem[],
  snapshot: LocalVendorSnapshot | null,
): boolean {
  return Object.keys(diffLocalVendorItems(items, snapshot)).length > 0;
}

/** The snapshot after the owner has seen `items` (other stores' items are kept). */
export function mergeSnapshot(
  snapshot: LocalVendorSnapshot | null,
  items: readonly LocalVendorSnapshotItem[],
): LocalVendorSnapshot {
  const next: LocalVendorSnapshot = { ...snapshot };
  for (const item of items) next[item.id] = item;
  return next;
}

/** The local storage key of an owner's snapshot. */
export const localVendorSnapshotKey = (ownerId: string) => `localVendorSnapshot:${ownerId}`;

// Storage can be unavailable (private browsing): then every visit starts without a snapshot.
export function readLocalVendorSnapshot(ownerId: string): LocalVendorSnapshot | null {
  try {
    const raw = window.localStorage.getItem(localVendorSnapshotKey(ownerId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as LocalVendorSnapshot)
      : null;
  } catch {
    return null;
  }
}

export function writeLocalVendorSnapshot(ownerId: string, snapshot: LocalVendorSnapshot): void {
  try {
    window.localStorage.setItem(localVendorSnapshotKey(ownerId), JSON.stringify(snapshot));
  } catch {
    // Not remembered: the items show as news again next time.
  }
}
