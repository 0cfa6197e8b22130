import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_CONFIG_QUERY_KEY, SESSION_QUERY_KEY } from '@/lib/query-keys';
import { mockFetch } from '@/testing/mock-fetch';
import { STORE_ID, makeProduct, makeStore } from '../fixtures';
import type { StorefrontBootData } from './boot-data';
import { storefrontKeys } from './keys';
import { prefetchStorefront } from './prefetch-storefront';

const appConfig = {
  brandName: 'Stayfront',
  supportEmail: 'support@stayfront.com',
  marketingUrl: 'https://stayfront.com',
  socialProviders: { 'google-oauth2': false, facebook: false },
  partnerVideoUrls: {},
  partnerOAuth: { ownerrez: false, hospitable: false, turno: false },
  hospitableConnect: false,
};
const products = { count: 1, limit: 1, results: [makeProduct()] };

/** The page as the server writes it for a store address. */
function writeBootData(boot: Omit<StorefrontBootData, 'user'> & { user?: unknown }) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'sf-boot';
  element.textContent = JSON.stringify(boot);
  document.head.append(element);
}

afterEach(() => document.getElementById('sf-boot')?.remove());

describe('prefetchStorefront', () => {
  it('fills the cache from the data written into the page, without asking the API', () => {
    const { requests } = mockFetch({});
    writeBootData({ storeId: STORE_ID, appConfig, store: makeStore(), products, user: null });
    const client = new QueryClient();

    prefetchStorefront(client, `/store/${STORE_ID}/`);

    expect(client.getQueryData(APP_CONFIG_QUERY_KEY)).toEqual(appConfig);
    expect(client.getQueryData(storefrontKeys.store(STORE_ID))).toEqual(makeStore());
    expect(client.getQueryData(storefrontKeys.products(STORE_ID))).toEqual(products);
    expect(client.getQueryState(SESSION_QUERY_KEY)?.status).toBe('success');
    expect(client.getQueryData(SESSION_QUERY_KEY)).toBeNull();
    expect(requests).toEqual([]);
  });

  it("asks the API when the page carries another store's data or none", async () => {
    const { requests } = mockFetch({});
    writeBootData({ storeId: 'another-store', store: makeStore(), products });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    prefetchStorefront(client, `/store/${STORE_ID}/cart/`);

    await Promise.resolve();
    expect(client.getQueryData(storefrontKeys.store(STORE_ID))).toBeUndefined();
    expect(requests.map((request) => request.path)).toEqual([
      `/api/services/guest/store/${STORE_ID}/`,
      `/api/services/guest/store/${STORE_ID}/products/`,
    ]);
  });
});
