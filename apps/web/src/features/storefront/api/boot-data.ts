import { STORE_PAGE_IDS, type TSessionUser } from '@stayfront/core';
import type { AppConfig } from '@/lib/app-config';
import type { GuestProductList, GuestStore } from '../types';

/**
 * What the server writes into a store page (apps/api/src/plugins/spa.ts): the answers of the
 * calls the page first makes, so it renders the store without waiting for them.
 */
export interface StorefrontBootData {
  storeId: string;
  appConfig?: AppConfig;
  store: GuestStore;
  products: GuestProductList;
  /** Null: nobody is signed in. Absent: the server could not tell. */
  user?: TSessionUser | null;
}

/** The store page's boot data, or null on any other page (or a page served without it). */
export function readStorefrontBootData(): StorefrontBootData | null {
  const text = document.getElementById(STORE_PAGE_IDS.bootData)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as StorefrontBootData;
  } catch {
    return null;
  }
}
