import type { APIRequestContext, APIResponse } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './accounts';

const IMAGE = '/template-images/bike-rental.svg';

export interface SeededStore {
  storeId: string;
  storeName: string;
  hostEmail: string;
  products: {
    bike: string;
    tip: string;
    checkIn: string;
    basket: string;
  };
}

async function expectStatus<T>(response: APIResponse, status: number, what: string): Promise<T> {
  if (response.status() !== status) {
    throw new Error(`${what} failed (${response.status()}): ${await response.text()}`);
  }
  return (await response.json()) as T;
}

interface Created {
  id: string;
}

/**
 * A product in the store, made through the API with the host's `request`: an in-house item with
 * the bike picture unless `data` says otherwise. Answers its id.
 */
export async function createProduct(
  request: APIRequestContext,
  storeId: string,
  data: Record<string, unknown>,
) {
  const created = await expectStatus<Created>(
    await request.post('/api/services/product/create/', {
      data: { store_id: storeId, category: 'IH', image: IMAGE, ...data },
    }),
    201,
    `product create (${String(data.product_name)})`,
  );
  return created.id;
}

/**
 * A host with a store and four products, made through the API with `request` (which keeps the
 * host's session cookie): a static item, a variable-price item, an item with two options and a
 * pre-order item that needs two days' notice, shows a delivery date and asks one extra field.
 */
export async function seedStore(request: APIRequestContext): Promise<SeededStore> {
  const hostEmail = uniqueEmail('shop');
  await expectStatus(
    await request.post('/api/services/owner/', {
      data: { firstName: 'Hana', email: hostEmail, password: PASSWORD, isActive: true },
    }),
    201,
    'owner sign-up',
  );
  const host = await expectStatus<{ owner_id: string }>(
    await request.post('/api/jwt/login/', { data: { email: hostEmail, password: PASSWORD } }),
    200,
    'host login',
  );
  const storeName = `Seaside Loft ${Date.now().toString(36)}`;
  const store = await expectStatus<Created>(
    await request.post('/api/services/store/create/', {
      data: {
        ownerId: host.owner_id,
        storeName,
        country: 'US',
        state: 'CA',
        city: 'Santa Cruz',
        street1: '12 Ocean View Ave',
        postalCode: '95060',
        description: 'Welcome! Extras for your stay. House rules: https://example.com/rules',
      },
    }),
    201,
    'store create',
  );
  const storeId: string = store.id;

  const create = (data: Record<string, unknown>) => createProduct(request, storeId, data);

  const bike = await create({
    product_name: 'Bike rental',
    subcategory: 'Rentals',
    description: 'A cruiser bike for the day, with a lock and a helmet.',
    price: 25,
    price_type: 'static',
  });
  const tip = await create({
    product_name: 'Tip for the cleaning crew',
    subcategory: 'Guest services',
    description: 'Thank the crew that gets the loft ready for you.',
    price: 0,
    price_type: 'variable',
  });
  const checkIn = await create({
    product_name: 'Beach chairs',
    subcategory: 'Rentals',
    description: 'Two folding chairs and an umbrella.',
    price_type: 'multiple',
    product_prices: [
      { label: 'Two chairs', price: 15 },
      { label: 'Chairs and umbrella', price: 22 },
    ],
  });
  const basket = await create({
    product_name: 'Welcome basket',
    category: 'PO',
    subcategory: 'Food and beverage',
    description: 'Local wine, cheese and bread, ready when you arrive.',
    price: 40,
    price_type: 'static',
    preorder_by: 2,
    show_delivery_date: true,
    extra_fields: [{ label: 'Allergies' }],
  });
  return {
    storeId,
    storeName,
    hostEmail,
    products: { bike, tip, checkIn, basket },
  };
}

/** MM/DD/YYYY of today plus `days` (UTC, as the server counts the notice). */
export function dateInDays(days: number): { display: string; iso: string } {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  const iso = date.toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-');
  return { display: `${month}/${day}/${year}`, iso };
}
