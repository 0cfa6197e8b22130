import type {
  TGuestProduct,
  TGuestProductList,
  TGuestProductPrice,
  TGuestStore,
} from '@stayfront/core/contract';

/** What `GET /api/services/guest/store/:id/` answers. */
export type GuestStore = TGuestStore;

export type GuestProductPrice = TGuestProductPrice;

/** A product as guests see it (spec section 3, "Product (guest view)"). */
export type GuestProduct = TGuestProduct;

export type GuestProductList = TGuestProductList;
