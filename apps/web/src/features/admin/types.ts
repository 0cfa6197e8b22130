import type { LocalProductCategory, PayoutMethodType } from '@stayfront/core';
import type { TAdminOwner, TLocalProductAnswer, TMerchantAnswer } from '@stayfront/core/contract';

export type { LocalProductCategory, PayoutMethodType };

export interface Paged<T> {
  count: number;
  limit: number;
  results: T[];
}

/** A row of the support owners list. */
export type AdminOwner = TAdminOwner;

/** A local vendor (merchant) as support edits it. */
export type Merchant = TMerchantAnswer;
export type MerchantInput = Omit<Merchant, 'id'>;

/** A merchant's product, offered to the stores in its area (money in dollars). */
export type LocalProduct = TLocalProductAnswer;
export type LocalProductInput = Omit<LocalProduct, 'id' | 'merchant' | 'stores_served'>;
