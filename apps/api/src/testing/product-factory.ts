import type { TestClient } from './test-app';

export const validProduct = (storeId: string, overrides: Record<string, unknown> = {}) => ({
  store_id: storeId,
  product_name: 'Firewood',
  category: 'IH',
  subcategory: 'Goods and essentials',
  description: 'A bundle of seasoned hardwood.',
  price: 20,
  price_type: 'static',
  image: '/template-images/firewood.svg',
  has_quantity: true,
  quantity: 5,
  ...overrides,
});

export async function createProductVia(
  client: TestClient,
  storeId: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await client.post(
    '/api/services/product/create/',
    validProduct(storeId, overrides),
  );
  if (response.statusCode !== 201) throw new Error(`product create failed: ${response.body}`);
  return response.json() as { id: string; product_group_id: string | null } & Record<
    string,
    unknown
  >;
}

/**
 * One product of each kind a sale can hold: counted firewood, a bike rental priced by option
 * (half or full day) with no stock count, and an errand that needs the host's approval.
 */
export async function createMixedProducts(client: TestClient, storeId: string) {
  const firewood = await createProductVia(client, storeId, { quantity: 10 });
  const bikes = await createProductVia(client, storeId, {
    product_name: 'Bike Rental',
    price_type: 'multiple',
    has_quantity: false,
    quantity: null,
    product_prices: [
      { label: 'Half day', price: 15 },
      { label: 'Full day', price: 25 },
    ],
  });
  const errand = await createProductVia(client, storeId, {
    product_name: 'Errand Service',
    price: 75,
    requires_approval: true,
    has_quantity: false,
    quantity: null,
  });
  const fullDay = (bikes.product_prices as { id: string; label: string }[]).find(
    (p) => p.label === 'Full day',
  )!;
  return { firewood, bikes, fullDay, errand };
}
