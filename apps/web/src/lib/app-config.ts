import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { TAppConfig } from '@stayfront/core/contract';
import { api } from '@/lib/api-client';
import { APP_CONFIG_QUERY_KEY } from '@/lib/query-keys';

/** What `GET /api/services/app-config/` answers: this deployment's public settings. */
export type AppConfig = TAppConfig;

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
