// The account feature's public part: what the host shell needs to open My Account.
export { getDefaultAccountTab } from './utils/account-tabs';
