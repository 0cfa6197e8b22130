// The stores feature's public part: a store, the owner's stores, and the store dialogs.
export { getOwnerDetailQueryOptions, useOwnerDetail } from './api/get-owner-detail';
export { getOwnerStoresQueryOptions } from './api/get-owner-stores';
export { getStoreQueryOptions, useStore } from './api/get-store';
export { getStoreIdBySubdomain } from './api/get-store-by-subdomain';
export { storeKeys } from './api/keys';
export { useUpdateStore } from './api/update-store';
export { useWatchOnboardingVideo } from './api/watch-onboarding-video';
export { ShareModal } from './components/share-modal';
export { StoreModal } from './components/store-modal';
export { StoreThumbnail } from './components/store-thumbnail';
export type { EnterpriseInfo, HostStore, OwnerDetail } from './types';
export { isNewStoreState, NEW_STORE_STATE } from './utils/navigation-state';
