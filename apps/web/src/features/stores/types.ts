import type { Plan } from '@stayfront/core';

/** Enterprise branding of a store (spec: enterprise info). */
export interface EnterpriseInfo {
  isEnabled: boolean;
  subdomain: string | null;
  isSubdomainEnabled: boolean;
  company_name: string;
  image: string | null;
  about: string;
}

/** A row of the stores list (`GET /api/services/owner/:ownerId/stores/`). */
export interface StoreListItem {
  id: string;
  storeName: string;
  image: string | null;
  postalCode: string;
  city: string;
  state: string;
  isVisible: boolean;
  payoutMethod: string | null;
  owner_profit_percentage: number;
  hasSharedStore: boolean;
  hasClosedShareTutorial: boolean;
  enterpriseInfo: EnterpriseInfo;
  shareLink: string;
  numProducts: number;
  numCompletedOrders: number;
  totalPayoutAmountCurrentMonth: number;
}

export interface StoreList {
  count: number;
  limit: number;
  offset: number;
  currency: string;
  totalPayoutAmountCurrentMonth: number;
  results: StoreListItem[];
}

/** A store as its host sees it (`GET /api/services/store/:id/`). */
export interface HostStore {
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
  currency: string;
  ownerId: string;
  isActive: boolean;
  isVisible: boolean;
  hasSharedStore: boolean;
  hasClosedShareTutorial: boolean;
  hasClosedTutorial: boolean;
  hasAddedProduct: boolean;
  isSynced: boolean;
  commissionLow: number;
  commissionHigh: number;
  commissionCutoff: number;
  owner_profit_percentage: number;
  payoutMethod: string | null;
  numProducts: number;
  enterpriseInfo: EnterpriseInfo;
  shareLink: string;
}

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
export interface OwnerDetail {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  plan: Plan;
  subscriptionPaymentFailed: boolean;
  hasRequests: boolean;
  isWatchedOnboardingVideo: boolean;
  hasClosedTutorial: boolean;
  isLocalProductOptedOut: boolean;
  actor: { id: string; firstName: string; lastName: string };
  user: {
    email: string;
    hasSetPassword: boolean;
    socialAuths: { id: string; provider: string }[];
  };
  owner_id: string;
  is_cohost: boolean;
  cohost_id: string | null;
  currency: string;
  stores: StoreListItem[];
}
