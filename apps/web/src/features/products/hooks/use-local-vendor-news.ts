import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Product } from '../types/product';
import {
  diffLocalVendorItems,
  hasLocalVendorNews,
  localVendorSnapshotKey,
  mergeSnapshot,
  readLocalVendorSnapshot,
  toSnapshotItem,
  writeLocalVendorSnapshot,
  type LocalVendorSnapshot,
  type LocalVendorStatus,
} from '../utils/local-vendor-snapshot';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readRaw(ownerId: string): string | null {
  try {
    return window.localStorage.getItem(localVendorSnapshotKey(ownerId));
  } catch {
    return null;
  }
}

function saveSnapshot(ownerId: string, snapshot: LocalVendorSnapshot) {
  writeLocalVendorSnapshot(ownerId, snapshot);
  for (const listener of listeners) listener();
}

/**
 * Spec section 4, local vendor news: the Local vendors tab has a red dot while the store's
 * local vendor items differ from the owner's snapshot. Opening the tab clears the dot (the
 * snapshot takes the items) and the tab labels each item that was new or changed before the
 * visit; leaving the tab drops that earlier snapshot, so the labels go too.
 */
export function useLocalVendorNews(
  ownerId: string,
  items: Product[] | undefined,
  isLocalTab: boolean,
) {
  const raw = useSyncExternalStore(subscribe, () => readRaw(ownerId));
  const snapshot = useMemo<LocalVendorSnapshot | null>(
    () => (raw == null ? null : readLocalVendorSnapshot(ownerId)),
    [raw, ownerId],
  );
  const current = useMemo(() => (items ?? []).map(toSnapshotItem), [items]);

  // The snapshot as it was when the tab was opened (null while the tab is not shown).
  const [visit, setVisit] = useState<{ open: boolean; before: LocalVendorSnapshot | null }>({
    open: false,
    before: null,
  });
  if (visit.open !== isLocalTab) {
    setVisit({ open: isLocalTab, before: isLocalTab ? snapshot : null });
  }

  useEffect(() => {
    if (isLocalTab && items)
      saveSnapshot(ownerId, mergeSnapshot(readLocalVendorSnapshot(ownerId), current));
  }, [isLocalTab, items, current, ownerId]);

  const statuses: Record<string, LocalVendorStatus> = useMemo(
    () => (isLocalTab && visit.open ? diffLocalVendorItems(current, visit.before) : {}),
    [isLocalTab, visit, current],
  );

  return {
    hasNews: !isLocalTab && items !== undefined && hasLocalVendorNews(current, snapshot),
    statuses,
  };
}
