import type { PriceType } from '@stayfront/core';

/** What `GET /api/services/guest/store/:id/` answers. */
export interface GuestStore {
  id: string;
  storeName: string;
  country: string;
  state: string;
  city: string;
  street1: string;
  street2: string;
  postalCode: string;
  description: string;
  image: string | null;
  isActive: boolean;
  isVisible: boolean;
  currency: string;
  payoutMethod: string | null;
  ownerId: string;
  owner_profit_percentage: number;
  enterprise_info: {
    isEnabled: boolean;
    subdomain: string | null;
    isSubdomainEnabled: boolean;
    company_name: string;
    image: string | null;
    about: string;
  } | null;
  shareLink: string;
}

export interface GuestProductPrice {
  id: string;
  label: string;
  hour_label: string;
  time_label: string;
  price: number;
  arrangement: number;
  is_variable_price: boolean;
}

/** A product as guests see it (spec section 3, "Product (guest view)"). */
export interface GuestProduct {
  id: string;
  product_name: string;
  description: string;
  price: number;
  image: string | null;
  quantity: number | null;
  has_quantity: boolean;
  category: string;
  subcategory: string;
  external_link: string;
  affiliate_link: string;
  preorder_by: number | null;
  extra_fields: { id: string; label: string }[];
  price_type: PriceType;
  product_prices: GuestProductPrice[];
  is_request: boolean;
  is_preorder: boolean;
  is_local: boolean;
  is_external_link: boolean;
  is_early_checkin: boolean;
  is_late_checkout: boolean;
  show_delivery_date: boolean;
  requires_approval: boolean;
  is_purchasable_off_platform: boolean;
}

export interface GuestProductList {
  count: number;
  limit: number;
  results: GuestProduct[];
}
