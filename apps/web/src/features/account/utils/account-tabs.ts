import type { TSessionUser } from '@stayfront/core';

export interface AccountTab {
  key: string;
  label: string;
}

const OWNER_TABS: AccountTab[] = [
  { key: 'personal-details', label: 'Personal Details' },
  { key: 'sms-notifications', label: 'SMS Text Notifications' },
  { key: 'store-details', label: 'Store details' },
  { key: 'sign-in-settings', label: 'Sign-In Settings' },
  { key: 'co-hosts', label: 'Co-Hosts' },
];

const COHOST_TABS: AccountTab[] = OWNER_TABS.filter(
  (tab) => tab.key === 'store-details' || tab.key === 'co-hosts',
);

/** Spec (My Account): a co-host sees only Store details and Co-Hosts. */
export function getAccountTabs(user: Pick<TSessionUser, 'is_cohost'>): AccountTab[] {
  return user.is_cohost ? COHOST_TABS : OWNER_TABS;
}

/** The tab the account menu opens: store details for co-hosts, personal details otherwise. */
export function getDefaultAccountTab(user: Pick<TSessionUser, 'is_cohost'>): string {
  return user.is_cohost ? 'store-details' : 'personal-details';
}
