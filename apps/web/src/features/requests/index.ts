// The requests feature's public part, for the host shell's banner.
export { useHasPendingRequests } from './api/get-pending-requests';
export { requestKeys } from './api/keys';
