import { describe, expect, it } from 'vitest';
import { makeProduct } from '../fixtures';
import { filterByCategory, resolveCategory, splitTabs, storeSubcategories } from './categories';
import { splitLinks, safeHttpUrl } from '@/utils/split-links';

const products = [
  makeProduct({ id: 'a', subcategory: 'Rentals' }),
  makeProduct({ id: 'b', subcategory: 'Add ons', category: 'GG' }),
  makeProduct({ id: 'c', subcategory: 'rentals' }),
];

describe('categories', () => {
  it("lists the store's subcategories once, in tile order", () => {
    expect(storeSubcategories(products)).toEqual(['Rentals', 'Add ons']);
  });

  it('reads the category of the address as a subcategory, then a category code', () => {
    const tabs = storeSubcategories(products);
    expect(resolveCategory(null, tabs)).toEqual({ kind: 'all' });
    expect(resolveCategory('add ons', tabs)).toEqual({
      kind: 'subcategory',
      subcategory: 'Add ons',
    });
    expect(resolveCategory('gg', tabs)).toEqual({ kind: 'category', code: 'GG' });
    expect(resolveCategory('Gone', tabs)).toEqual({ kind: 'unknown', value: 'Gone' });
  });

  it('filters products by the selection', () => {
    const ids = (selection: Parameters<typeof filterByCategory>[1]) =>
      filterByCategory(products, selection).map((p) => p.id);
    expect(ids({ kind: 'subcategory', subcategory: 'Rentals' })).toEqual(['a', 'c']);
    expect(ids({ kind: 'category', code: 'GG' })).toEqual(['b']);
    expect(ids({ kind: 'unknown', value: 'x' })).toEqual([]);
  });

  it('keeps the selected tab in the bar and the rest in the dropdown', () => {
    const tabs = ['A', 'B', 'C', 'D'];
    expect(splitTabs(tabs, 2, null)).toEqual({ visible: ['A', 'B'], overflow: ['C', 'D'] });
    expect(splitTabs(tabs, 2, 'D')).toEqual({ visible: ['A', 'D'], overflow: ['B', 'C'] });
  });
});

describe('splitLinks', () => {
  it('links only http(s) and www. addresses, and never interprets markup', () => {
    expect(splitLinks('See https://a.example/x. <b>hi</b> javascript:alert(1)')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', text: 'https://a.example/x', href: 'https://a.example/x' },
      { type: 'text', text: '. <b>hi</b> javascript:alert(1)' },
    ]);
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('https://ok.example/')).toBe('https://ok.example/');
  });
});
