import type { Plan } from '@stayfront/core';

export interface Paged<T> {
  count: number;
  limit: number;
  results: T[];
}

/** A row of the support owners list. */
export interface AdminOwner {
  id: string;
  email: string;
  first_name: string;
  plan: Plan;
  date_joined: string;
  store_count: number;
}

export type PayoutMethodType = 'STRP' | 'PAYP';

/** A local vendor (merchant) as support edits it. */
export interface MerchantInput {
  business_name: string;
  contact_name: string;
  email: string;
  phone: string;
  payout_method: PayoutMethodType;
  payout_account: string;
  is_active: boolean;
}

export interface Merchant extends MerchantInput {
  id: string;
}

export type LocalProductCategory = 'LP' | 'POLP' | 'LS' | 'AF';

/** A merchant's product, offered to the stores in its area (money in dollars). */
export interface LocalProductInput {
  product_name: string;
  description: string;
  image: string;
  category: LocalProductCategory;
  subcategory: string;
  price: number;
  merchant_amount: number;
  /** The host's share, 0..1. */
  owner_commission: number;
  preorder_by: number | null;
  requires_approval: boolean;
  affiliate_link: string;
  instructions: string;
  /** Serves every US store; the area fields are then ignored. */
  ships_nationwide: boolean;
  area_postal_codes: string[];
  /** "City, ST". */
  area_cities: string[];
  area_center_postal_code: string;
  area_radius_miles: number;
  is_active: boolean;
}

export interface LocalProduct extends LocalProductInput {
  id: string;
  merchant: string;
  stores_served: number;
}
