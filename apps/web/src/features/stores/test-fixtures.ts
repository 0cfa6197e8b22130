import {
  amountToCents,
  centsToAmount,
  shownPayoutCents,
  sumCentsByCurrency,
} from '@stayfront/core';
import type { EnterpriseInfo, HostStore, OwnerDetail, StoreList, StoreListItem } from './types';

export const noEnterprise: EnterpriseInfo = {
  isEnabled: false,
  subdomain: null,
  isSubdomainEnabled: false,
  company_name: '',
  image: null,
  about: '',
};

export function buildListItem(overrides: Partial<StoreListItem> = {}): StoreListItem {
  const id = overrides.id ?? 'store-1';
  return {
    id,
    storeName: 'Lakeside Cabin',
    image: null,
    postalCode: '80202',
    city: 'Denver',
    state: 'CO',
    isVisible: true,
    payoutMethod: null,
    owner_profit_percentage: 100,
    hasSharedStore: false,
    hasClosedShareTutorial: false,
    enterpriseInfo: noEnterprise,
    shareLink: `http://localhost/store/${id}/`,
    numProducts: 3,
    numCompletedOrders: 7,
    totalPayoutAmountCurrentMonth: 120.5,
    currency: 'USD',
    ...overrides,
  };
}

/** A page of the stores list; its totals follow the API's rule unless `overrides` sets them. */
export function buildStoreList(
  results: StoreListItem[],
  overrides: Partial<StoreList> = {},
): StoreList {
  const totals = sumCentsByCurrency(
    results.map((store) => ({
      currency: store.currency,
      cents: shownPayoutCents(amountToCents(store.totalPayoutAmountCurrentMonth)),
    })),
  ).map(({ currency, cents }) => ({
    currency,
    totalPayoutAmountCurrentMonth: centsToAmount(cents),
  }));
  return {
    count: results.length,
    limit: 10,
    offset: 0,
    currency: totals[0]?.currency ?? 'USD',
    totalPayoutAmountCurrentMonth: totals[0]?.totalPayoutAmountCurrentMonth ?? 0,
    totals,
    results,
    ...overrides,
  } satisfies StoreList;
}

export function buildHostStore(overrides: Partial<HostStore> = {}): HostStore {
  const id = overrides.id ?? 'store-1';
  return {
    id,
    storeName: 'Lakeside Cabin',
    country: 'US',
    state: 'CO',
    city: 'Denver',
    street1: '1 Lake Road',
    street2: '',
    postalCode: '80202',
    description: 'Welcome to the cabin.',
    image: null,
    currency: 'USD',
    ownerId: 'owner-1',
    isActive: true,
    isVisible: true,
    hasSharedStore: false,
    hasClosedShareTutorial: false,
    hasClosedTutorial: false,
    hasAddedProduct: false,
    isSynced: false,
    commissionLow: 0.07,
    commissionHigh: 0.1,
    commissionCutoff: 20,
    owner_profit_percentage: 100,
    payoutMethod: null,
    numProducts: 0,
    enterpriseInfo: noEnterprise,
    shareLink: `http://localhost/store/${id}/`,
    ...overrides,
  };
}

export function buildOwnerDetail(overrides: Partial<OwnerDetail> = {}): OwnerDetail {
  return {
    id: 'owner-1',
    firstName: 'Anna',
    lastName: 'Host',
    email: 'anna@example.com',
    phone: '',
    plan: 'BASIC',
    subscriptionPaymentFailed: false,
    hasRequests: false,
    isWatchedOnboardingVideo: false,
    hasClosedTutorial: false,
    isLocalProductOptedOut: false,
    actor: { id: 'actor-1', firstName: 'Anna', lastName: 'Host' },
    user: { email: 'anna@example.com', hasSetPassword: true, socialAuths: [] },
    owner_id: 'owner-1',
    is_cohost: false,
    cohost_id: null,
    currency: 'USD',
    stores: [],
    ...overrides,
  };
}

/** antd's Grid reads media queries: answer as a desktop screen (every min-width matches). */
export function desktopMatchMedia(query: string): MediaQueryList {
  return {
    matches: query.includes('min-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}
