import { CATEGORIES, type Category, type Subcategory } from '@stayfront/core';
import type { MessageKey } from '@stayfront/core/i18n';
import type { GuestProduct } from '../types';

export type CategorySelection =
  | { kind: 'all' }
  | { kind: 'subcategory'; subcategory: string }
  | { kind: 'category'; code: Category }
  | { kind: 'unknown'; value: string };

/** The tabs after All products: the store's subcategories, in tile order. */
export function storeSubcategories(
  products: readonly Pick<GuestProduct, 'subcategory'>[],
): string[] {
  const seen = new Map<string, string>();
  for (const { subcategory } of products) {
    const name = subcategory.trim();
    if (name && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  return [...seen.values()];
}

/**
 * What a `category` value in the address stands for: one of the store's subcategories, else a
 * category code (LP, IH...). A value that is neither (a category the store no longer has) selects
 * nothing, so the page says there are no products in this category.
 */
export function resolveCategory(
  value: string | null,
  subcategories: readonly string[],
): CategorySelection {
  const wanted = value?.trim() ?? '';
  if (!wanted) return { kind: 'all' };
  const subcategory = subcategories.find((name) => name.toLowerCase() === wanted.toLowerCase());
  if (subcategory) return { kind: 'subcategory', subcategory };
  const code = Object.keys(CATEGORIES).find((key) => key.toLowerCase() === wanted.toLowerCase());
  if (code) return { kind: 'category', code: code as Category };
  return { kind: 'unknown', value: wanted };
}

/** `allProducts` is the All products tab's name in the guest's language. */
export function categoryLabel(selection: CategorySelection, allProducts: string): string {
  switch (selection.kind) {
    case 'all':
      return allProducts;
    case 'subcategory':
      return selection.subcategory;
    case 'category':
      return CATEGORIES[selection.code];
    case 'unknown':
      return selection.value;
  }
}

export function filterByCategory<T extends Pick<GuestProduct, 'subcategory' | 'category'>>(
  products: readonly T[],
  selection: CategorySelection,
): T[] {
  switch (selection.kind) {
    case 'all':
      return [...products];
    case 'subcategory': {
      const wanted = selection.subcategory.toLowerCase();
      return products.filter((p) => p.subcategory.trim().toLowerCase() === wanted);
    }
    case 'category':
      return products.filter((p) => p.category === selection.code);
    case 'unknown':
      return [];
  }
}

/**
 * Which tabs show in the bar and which go in the View dropdown. The selected one is always in
 * the bar, taking the last visible place when it would be hidden.
 */
export function splitTabs(
  tabs: readonly string[],
  visibleCount: number,
  selected: string | null,
): { visible: string[]; overflow: string[] } {
  const visible = tabs.slice(0, Math.max(0, visibleCount));
  if (selected && !visible.includes(selected) && tabs.includes(selected) && visible.length > 0) {
    visible[visible.length - 1] = selected;
  }
  return { visible, overflow: tabs.filter((tab) => !visible.includes(tab)) };
}

const SUBCATEGORY_NAMES: Record<Subcategory, MessageKey> = {
  'Add ons': 'subcategory.addOns',
  'Food and beverage': 'subcategory.foodAndBeverage',
  'Goods and essentials': 'subcategory.goodsAndEssentials',
  'Guest services': 'subcategory.guestServices',
  Rentals: 'subcategory.rentals',
  'External Link': 'subcategory.externalLink',
  'Something else': 'subcategory.somethingElse',
};

/** A tab's name for guests: the spec's subcategories in their language, a host's own as written. */
export function subcategoryName(tab: string, t: (key: MessageKey) => string): string {
  return Object.hasOwn(SUBCATEGORY_NAMES, tab) ? t(SUBCATEGORY_NAMES[tab as Subcategory]) : tab;
}

/** The widths of the bar's parts as drawn, and the width the bar has for them. */
export interface TabWidths {
  available: number;
  gap: number;
  allProducts: number;
  menu: number;
  tabs: ReadonlyMap<string, number>;
}

/**
 * How many tabs fit beside All products in the bar, with the dropdown's toggle when some are left
 * for it; at most `max`, the count the spec's breakpoints allow.
 */
export function countFittingTabs(
  tabs: readonly string[],
  selected: string | null,
  max: number,
  widths: TabWidths,
): number {
  for (let count = Math.min(max, tabs.length); count > 0; count -= 1) {
    const { visible, overflow } = splitTabs(tabs, count, selected);
    const used =
      widths.allProducts +
      visible.reduce((sum, tab) => sum + widths.gap + (widths.tabs.get(tab) ?? 0), 0) +
      (overflow.length > 0 ? widths.gap + widths.menu : 0);
    if (used <= widths.available) return count;
  }
  return 0;
}
