import { signedInOwner } from './factories';
import { signedInGuest } from './guest-factory';
import { createProductVia } from './product-factory';
import { createStoreVia } from './store-factory';
import type { TestApp } from './test-app';

/** A host's store with a product, and a guest with that product in the cart. */
export async function guestWithCart(t: TestApp, productOverrides: Record<string, unknown> = {}) {
  const host = await signedInOwner(t);
  const store = await createStoreVia(host.client, host.ownerId);
  const product = await createProductVia(host.client, store.id, productOverrides);
  const guest = await signedInGuest(t);
  const order = (
    await guest.client.request('PATCH', '/api/services/order/add/', {
      product_id: product.id,
      quantity: 1,
    })
  ).json();
  return { host, store, product, guest, order };
}
