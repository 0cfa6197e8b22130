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
