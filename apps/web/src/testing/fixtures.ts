import { QueryClient } from '@tanstack/react-query';
import type { TSessionUser } from '@stayfront/core';
import type { AppConfig } from '@/lib/app-config';

/** A brand other than the default, so a hard-coded product name shows up in tests. */
export const testAppConfig: AppConfig = {
  brandName: 'Testfront',
  supportEmail: 'help@testfront.example',
  marketingUrl: 'https://testfront.example',
  socialProviders: { 'google-oauth2': true, facebook: false },
  partnerVideoUrls: {},
  partnerOAuth: { ownerrez: false, hospitable: false, turno: false },
  hospitableConnect: false,
};

export const testHost: TSessionUser = {
  email: 'anna@example.com',
  role: 'HOST',
  owner_id: 'owner-1',
  user_id: 'user-1',
  is_masqueraded: false,
  is_cohost: false,
  first_name: 'Anna',
};

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}
