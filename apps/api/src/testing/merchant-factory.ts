import { signedInOwner } from './factories';
import { createStoreVia } from './store-factory';
import { signedInSupport } from './support-factory';
import type { TestApp } from './test-app';

/** A local product the admin form would send: a request item served in South Lake Tahoe. */
export const validLocalProduct = (overrides: Record<string, unknown> = {}) => ({
  product_name: 'Local Honey',
  description: 'Raw wildflower honey from the valley.',
  image: '/template-images/welcome-basket.svg',
  category: 'LP',
  subcategory: 'Food and beverage',
  price: 18,
  merchant_amount: 12,
  owner_commission: 0.1,
  requires_approval: true,
  area_postal_codes: ['96150'],
  ...overrides,
});

/**
 * A merchant with a request item (Local Honey) served in South Lake Tahoe, and a host with a
 * store there whose local products include it; answers the store's tile id for a guest to buy.
 */
export async function hostWithMerchantRequest(t: TestApp, merchantEmail: string) {
  const support = (await signedInSupport(t)).client;
  const merchant = await support.post('/api/services/admin/merchants/', {
    business_name: 'Tahoe Treats',
    contact_name: 'Lee',
    email: merchantEmail,
    payout_method: 'PAYP',
    payout_account: 'pay@tahoetreats.example',
  });
  if (merchant.statusCode !== 201) throw new Error(`merchant not created: ${merchant.body}`);
  const host = await signedInOwner(t);
  const store = await createStoreVia(host.client, host.ownerId, {
    storeName: 'Tahoe Cabin',
    city: 'South Lake Tahoe',
    state: 'CA',
    postalCode: '96150',
  });
  const product = await support.post(
    `/api/services/admin/merchants/${merchant.json().id}/local-products/`,
    validLocalProduct(),
  );
  if (product.statusCode !== 201) throw new Error(`local product not created: ${product.body}`);
  const tiles = (
    await host.client.get(`/api/services/store/${store.id}/products/?category=local-products`)
  ).json().results as { id: string }[];
  return { host, store, tileId: tiles[0]!.id };
}
