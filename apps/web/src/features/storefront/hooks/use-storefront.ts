import { createContext, useContext } from 'react';
import type { CartProductRules, TSessionUser } from '@stayfront/core';
import type { GuestStore } from '../types';

export interface StorefrontContextValue {
  storeId: string;
  store: GuestStore;
  /**
   * Null for the moment a new visitor's anonymous guest session is being made: the store shows
   * meanwhile, and what needs the session (cart, product modal) waits for it.
   */
  user: TSessionUser | null;
  /** A host (or support user) looking at a store: it can browse but not buy (spec section 6). */
  isPreview: boolean;
  /** The cart rules of the store's products, by product id (stepper limits). */
  productRules: ReadonlyMap<string, CartProductRules>;
  openCart: () => void;
  openShopPreview: () => void;
}

export const StorefrontContext = createContext<StorefrontContextValue | null>(null);

/** The store being shown and the guest's session, for everything inside the storefront frame. */
export function useStorefront(): StorefrontContextValue {
  const value = useContext(StorefrontContext);
  if (!value) throw new Error('useStorefront must be used inside the storefront layout.');
  return value;
}
