import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartProductRules, PriceType } from '@stayfront/core';
import { api } from '@/lib/api-client';
import { cartKeys } from './keys';

/** What a "Recommended for you" row shows of a product. */
export interface RecommendedProduct extends CartProductRules {
  id: string;
  product_name: string;
  image: string | null;
  price: number;
  price_type: PriceType;
  product_prices: { id: string; price: number }[];
}

export interface RecommendationList {
  count: number;
  limit: number;
  results: RecommendedProduct[];
}

/** Products of the store that are not in the order yet. */
export function getRecommendations(orderId: string): Promise<RecommendationList> {
  return api.get<RecommendationList>(
    `services/guest/order/${encodeURIComponent(orderId)}/recommend/`,
  );
}

export function getRecommendationsQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: cartKeys.recommendations(orderId),
    queryFn: () => getRecommendations(orderId),
  });
}

export function useRecommendations(orderId: string | null, { enabled = true } = {}) {
  return useQuery({
    ...getRecommendationsQueryOptions(orderId ?? ''),
    enabled: enabled && Boolean(orderId),
  });
}
