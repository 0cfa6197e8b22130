import { describe, expect, it } from 'vitest';
import {
  diffLocalVendorItems,
  hasLocalVendorNews,
  mergeSnapshot,
  readLocalVendorSnapshot,
  writeLocalVendorSnapshot,
  type LocalVendorSnapshotItem,
} from './local-vendor-snapshot';

const bikes: LocalVendorSnapshotItem = {
  id: 'a',
  name: 'Bike tour',
  description: 'Three hours',
  price: 90,
};
const wine: LocalVendorSnapshotItem = { id: 'b', name: 'Wine', description: 'Red', price: 30 };

describe('local vendor news', () => {
  it('marks everything new when there is no snapshot yet', () => {
    expect(diffLocalVendorItems([bikes, wine], null)).toEqual({ a: 'new', b: 'new' });
    expect(hasLocalVendorNews([bikes], null)).toBe(true);
    expect(hasLocalVendorNews([], null)).toBe(false);
  });

  it('marks items missing from the snapshot as new', () => {
    const snapshot = mergeSnapshot(null, [bikes]);
    expect(diffLocalVendorItems([bikes, wine], snapshot)).toEqual({ b: 'new' });
  });

  it('marks a changed name, description or price as updated', () => {
    const snapshot = mergeSnapshot(null, [bikes]);
    expect(diffLocalVendorItems([{ ...bikes, name: 'E-bike tour' }], snapshot)).toEqual({
      a: 'updated',
    });
    expect(diffLocalVendorItems([{ ...bikes, description: 'Four hours' }], snapshot)).toEqual({
      a: 'updated',
    });
    expect(diffLocalVendorItems([{ ...bikes, price: 95 }], snapshot)).toEqual({ a: 'updated' });
  });

  it('has no news once the items are in the snapshot (the red dot clears)', () => {
    const snapshot = mergeSnapshot(null, [bikes, wine]);
    expect(hasLocalVendorNews([bikes, wine], snapshot)).toBe(false);
    // An item withdrawn by its vendor is no news either.
    expect(hasLocalVendorNews([bikes], snapshot)).toBe(false);
  });

  it("keeps other stores' items when merging", () => {
    const snapshot = mergeSnapshot(mergeSnapshot(null, [bikes]), [{ ...wine }]);
    expect(Object.keys(snapshot).sort()).toEqual(['a', 'b']);
  });

  it('keeps one snapshot per owner in local storage', () => {
    writeLocalVendorSnapshot('owner-1', mergeSnapshot(null, [bikes]));
    expect(readLocalVendorSnapshot('owner-1')).toEqual({ a: bikes });
    expect(readLocalVendorSnapshot('owner-2')).toBeNull();
    window.localStorage.setItem('localVendorSnapshot:owner-3', 'not json');
    expect(readLocalVendorSnapshot('owner-3')).toBeNull();
  });
});
