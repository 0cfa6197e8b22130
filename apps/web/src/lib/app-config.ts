import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { OAuthPartner, Partner, SocialProvider } from '@stayfront/core';
import { api } from '@/lib/api-client';
import { APP_CONFIG_QUERY_KEY } from '@/lib/query-keys';

/** What `GET /api/services/app-config/` answers: this deployment's public settings. */
export interface AppConfig {
  brandName: string;
  supportEmail: string;
  marketingUrl: string;
  socialProviders: Record<SocialProvider, boolean>;
  /** How-it-works videos of the partner landings; a partner without one shows no video. */
  partnerVideoUrls: Partial<Record<Partner, string>>;
  /** OAuth partners whose client this deployment has configured. */
  partnerOAuth: Record<OAuthPartner, boolean>;
  /** Airbnb through Hospitable Connect: offered when this deployment has its partner token. */
  hospitableConnect: boolean;
}

export function getAppConfig(): Promise<AppConfig> {
  return api.get<AppConfig>('services/app-config/');
}

export function getAppConfigQueryOptions() {
  return queryOptions({
    queryKey: APP_CONFIG_QUERY_KEY,
    queryFn: getAppConfig,
    staleTime: Infinity,
  });
}

/** For the gate that loads the configuration before any page renders. */
export function useAppConfigQuery() {
  return useQuery(getAppConfigQueryOptions());
}

/** The configuration, for every component rendered under the AppConfigGate. */
export function useAppConfig(): AppConfig {
  return useSuspenseQuery(getAppConfigQueryOptions()).data;
}
