import type { TestClient } from './test-app';

export const validStore = (overrides: Record<string, unknown> = {}) => ({
  storeName: 'Lake House',
  country: 'US',
  state: 'CO',
  city: 'Denver',
  street1: '12 Pine St',
  street2: '',
  postalCode: '80202',
  description: 'Welcome to the lake house!',
  ...overrides,
});

export async function createStoreVia(
  client: TestClient,
  ownerId: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await client.post('/api/services/store/create/', {
    ownerId,
    isActive: true,
    ...validStore(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`store create failed: ${response.body}`);
  return response.json() as { id: string; storeName: string } & Record<string, unknown>;
}
