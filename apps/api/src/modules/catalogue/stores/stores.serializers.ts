import { buildStoreLink, centsToAmount, shownPayoutCents } from '@stayfront/core';
import type {
  TEnterpriseInfo,
  TGuestStore,
  THostStore,
  TStoreListItem,
} from '@stayfront/core/contract';
import type {
  StoreProductCounts,
  StoreRow,
  StoreSalesStats,
  StoreWithEnterprise,
} from './stores.repository';

function enterpriseInfo({ enterprise }: StoreWithEnterprise): TEnterpriseInfo {
  return {
    isEnabled: enterprise?.isEnabled ?? false,
    subdomain: enterprise?.subdomain ?? null,
    isSubdomainEnabled: enterprise?.isSubdomainEnabled ?? false,
    company_name: enterprise?.companyName ?? '',
    image: enterprise?.image ?? null,
    about: enterprise?.about ?? '',
  };
}

export function shareLink(publicUrl: string, row: StoreWithEnterprise) {
  return buildStoreLink(publicUrl, { id: row.store.id, enterpriseInfo: enterpriseInfo(row) });
}

/** The store modal's fields of a store. */
export function storeAddress(store: StoreRow) {
  return {
    storeName: store.storeName,
    country: store.country,
    state: store.state,
    city: store.city,
    street1: store.street1,
    street2: store.street2,
    postalCode: store.postalCode,
    description: store.description,
    image: store.image,
  };
}

export function toHostStore(
  row: StoreWithEnterprise,
  counts: StoreProductCounts | undefined,
  publicUrl: string,
): THostStore {
  const { store } = row;
  return {
    id: store.id,
    ...storeAddress(row.store),
    currency: store.currency,
    ownerId: store.ownerId,
    isActive: store.isActive,
    isVisible: store.isVisible,
    hasSharedStore: store.hasSharedStore,
    hasClosedShareTutorial: store.hasClosedShareTutorial,
    hasClosedTutorial: store.hasClosedTutorial,
    hasAddedProduct: (counts?.numOwnProducts ?? 0) > 0,
    isSynced: store.isSynced,
    commissionLow: store.commissionLowBps / 10_000,
    commissionHigh: store.commissionHighBps / 10_000,
    commissionCutoff: store.commissionCutoffCents / 100,
    owner_profit_percentage: Number(store.ownerProfitPercentage),
    payoutMethod: store.payoutMethodId,
    numProducts: counts?.numProducts ?? 0,
    enterpriseInfo: enterpriseInfo(row),
    shareLink: shareLink(publicUrl, row),
  };
}

export function toStoreListItem(
  row: StoreWithEnterprise,
  counts: StoreProductCounts | undefined,
  sales: StoreSalesStats | undefined,
  publicUrl: string,
): TStoreListItem {
  const store = toHostStore(row, counts, publicUrl);
  return {
    ...store,
    numCompletedOrders: sales?.numCompletedOrders ?? 0,
    // A month that refunds took below zero shows as 0 (spec, Stores list).
    totalPayoutAmountCurrentMonth: centsToAmount(
      shownPayoutCents(sales?.payoutCurrentMonthCents ?? 0),
    ),
  };
}

export function toGuestStore(row: StoreWithEnterprise, publicUrl: string): TGuestStore {
  const { store } = row;
  return {
    id: store.id,
    ...storeAddress(row.store),
    isActive: store.isActive,
    isVisible: store.isVisible,
    currency: store.currency,
    payoutMethod: null,
    ownerId: store.ownerId,
    owner_profit_percentage: Number(store.ownerProfitPercentage),
    enterprise_info: enterpriseInfo(row),
    shareLink: shareLink(publicUrl, row),
  };
}
