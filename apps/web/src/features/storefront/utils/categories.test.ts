import { describe, expect, it } from 'vitest';
import { makeProduct } from '../fixtures';
import {
  countFittingTabs,
  filterByCategory,
  resolveCategory,
  splitTabs,
  storeSubcategories,
  subcategoryName,
} from './categories';
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

  it('shows as many tabs as fit beside All products and the dropdown, at most the maximum', () => {
    const tabs = ['A', 'B', 'C', 'D'];
    const widths = {
      available: 400,
      gap: 8,
      allProducts: 100,
      menu: 80,
      tabs: new Map([
        ['A', 90],
        ['B', 60],
        ['C', 120],
        ['D', 40],
      ]),
    };
    // 100 + (8 + 90) + (8 + 60) + the dropdown (8 + 80) = 354; C would take it to 482.
    expect(countFittingTabs(tabs, null, 7, widths)).toBe(2);
    expect(countFittingTabs(tabs, null, 1, widths)).toBe(1);
    // Everything fits without a dropdown: 100 + 98 + 68 + 128 + 48 = 442.
    expect(countFittingTabs(tabs, null, 7, { ...widths, available: 442 })).toBe(4);
    // The selected tab takes the last place, with its own width.
    expect(countFittingTabs(tabs, 'C', 7, { ...widths, available: 330 })).toBe(1);
    expect(countFittingTabs(tabs, null, 7, { ...widths, available: 150 })).toBe(0);
  });

  it("names the spec's subcategories in the guest's language and a host's own as written", () => {
    const t = (key: string) => `<${key}>`;
    expect(subcategoryName('Rentals', t)).toBe('<subcategory.rentals>');
    expect(subcategoryName('Something else', t)).toBe('<subcategory.somethingElse>');
    expect(subcategoryName('Experiences', t)).toBe('Experiences');
    expect(subcategoryName('constructor', t)).toBe('constructor');
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
