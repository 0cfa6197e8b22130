import type {
  TEnterpriseInfo,
  THostStore,
  TOwnerDetail,
  TStoreList,
  TStoreListItem,
} from '@stayfront/core/contract';

/** Enterprise branding of a store (spec: enterprise info). */
export type EnterpriseInfo = TEnterpriseInfo;

/** A row of the stores list (`GET /api/services/owner/:ownerId/stores/`). */
export type StoreListItem = TStoreListItem;

export type StoreList = TStoreList;

/** A store as its host sees it (`GET /api/services/store/:id/`). */
export type HostStore = THostStore;

/** The store modal's fields, as sent to create, copy and update. */
export interface StoreFormValues {
  storeName: string;
  country: string;
  state: string;
  city: string;
  street1: string;
  street2: string;
  postalCode: string;
  image: string | null;
  description: string;
}

/** What the share modal needs of a store (a list row or a full store). */
export type ShareStore = Pick<
  HostStore,
  'id' | 'storeName' | 'shareLink' | 'hasSharedStore' | 'hasClosedShareTutorial'
>;

/** `GET /api/services/owner/:ownerId/detail/`. */
export type OwnerDetail = TOwnerDetail;
