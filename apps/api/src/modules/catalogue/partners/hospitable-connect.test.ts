import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner } from '../../../testing/factories';
import { startFakePartners, type FakePartners } from '../../../testing/fake-partners';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../testing/test-app';
import { runMassImport } from './partners.service';

let t: TestApp;
let fake: FakePartners;

beforeAll(async () => {
  fake = await startFakePartners();
  fake.state.listings = [
    {
      id: '31',
      name: 'Airbnb Loft',
      description: 'Top floor',
      street: '9 Pine St',
      city: 'Portland',
      state: 'OR',
      zipcode: '97204',
      country: 'US',
      photo: '/photos/31.png',
    },
    { id: '32', name: 'Airbnb Cabin' },
  ];
  t = await createTestApp({ env: { ...fake.env, PARTNER_TIMEOUT_MS: '1000' } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('Airbnb through Hospitable Connect', () => {
  it('needs a host session', async () => {
    const anonymous = t.client();
    expect((await anonymous.post('/api/services/hospitableconnect/connect/', {})).statusCode).toBe(
      401,
    );
    expect((await anonymous.get('/api/services/hospitableconnect/listings/')).statusCode).toBe(401);
  });

  it('asks to connect before listing', async () => {
    const { client } = await signedInOwner(t);
    const listings = await client.get('/api/services/hospitableconnect/listings/');
    expect(listings.statusCode).toBe(409);
    expect(listings.json()).toEqual({
      detail: 'Your Airbnb credentials are missing or no longer accepted. Please enter them again.',
    });
  });

  it('connects the owner as a Connect customer, then lists and imports the Airbnb listings', async () => {
    const host = await signedInOwner(t);
    const connect = await host.client.post('/api/services/hospitableconnect/connect/', {});
    expect(connect.statusCode).toBe(200);
    const { returnUrl } = connect.json() as { returnUrl: string };
    expect(returnUrl).toMatch(new RegExp(`^${fake.url}/connect/authenticate/`));
    expect(fake.connectCustomers.get(host.ownerId)).toMatchObject({ id: host.ownerId });
    // Connect's page sends the host back to the import page.
    const back = await fetch(returnUrl, { redirect: 'manual' });
    expect(back.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/overview/partners/airbnb/`);
    // Connecting again reuses the customer.
    expect(
      (await host.client.post('/api/services/hospitableconnect/connect/', {})).statusCode,
    ).toBe(200);
    const stored = await t.db.execute<{ secret: string }>(
      sql`select secret from partner_credentials where owner_id = ${host.ownerId} and platform = 'airbnb'`,
    );
    expect(stored.rows[0]!.secret).toMatch(/^v1\./);

    fake.state.rateLimitNext = 1;
    const listings = await host.client.get('/api/services/hospitableconnect/listings/');
    expect(listings.statusCode).toBe(200);
    expect(listings.json()).toEqual([
      expect.objectContaining({
        externalId: 'airbnb-31',
        storeName: 'Airbnb Loft',
        street1: '9 Pine St',
        city: 'Portland',
        postalCode: '97204',
        image: `${fake.url}/photos/31.png`,
        existingImportSource: null,
      }),
      expect.objectContaining({ externalId: 'airbnb-32', storeName: 'Airbnb Cabin' }),
    ]);

    const start = await host.client.post('/api/services/store/mass-import/', {
      platform: 'airbnb',
      stores: [{ externalId: 'airbnb-31', action: 'create', storeName: 'Airbnb Loft' }],
    });
    expect(start.statusCode).toBe(200);
    const id = (start.json() as { massStoreRequestId: string }).massStoreRequestId;
    await runMassImport(t.app, id);
    const { request } = (await host.client.get(`/api/services/store/mass-import/${id}/`)).json();
    expect(request.results[0]).toMatchObject({ ok: true, warning: null });
    const store = (
      await host.client.get(`/api/services/store/${request.results[0].storeId}/`)
    ).json();
    expect(store).toMatchObject({ storeName: 'Airbnb Loft', postalCode: '97204' });
    expect(store.image).toMatch(/^\/uploads\//);
    const again = await host.client.get('/api/services/hospitableconnect/listings/');
    expect(again.json()[0].existingImportSource).toEqual({ storeId: request.results[0].storeId });
  });

  it('says Connect failed without saving anything, and another owner sees nothing', async () => {
    const host = await signedInOwner(t);
    fake.state.failing = true;
    try {
      const failing = await host.client.post('/api/services/hospitableconnect/connect/', {});
      expect(failing.statusCode).toBe(503);
      expect(failing.json()).toEqual({ detail: 'Error connecting to Airbnb.' });
    } finally {
      fake.state.failing = false;
    }
    expect((await host.client.get('/api/services/hospitableconnect/listings/')).statusCode).toBe(
      409,
    );
    const stranger = await signedInOwner(t);
    await host.client.post('/api/services/hospitableconnect/connect/', {});
    expect(
      (await stranger.client.get('/api/services/hospitableconnect/listings/')).statusCode,
    ).toBe(409);
  });

  it('asks to connect again when Connect no longer knows the customer', async () => {
    const host = await signedInOwner(t);
    await host.client.post('/api/services/hospitableconnect/connect/', {});
    fake.connectCustomers.delete(host.ownerId);
    const gone = await host.client.get('/api/services/hospitableconnect/listings/');
    expect(gone.statusCode).toBe(409);
    expect((await host.client.get('/api/services/airbnb/properties/')).statusCode).toBe(404);
  });

  it('is not offered without a partner token, and refuses a wrong one without asking the host', async () => {
    const bare = await createTestApp({ env: { ...fake.env, HOSPITABLE_CONNECT_API_KEY: '' } });
    try {
      expect((await bare.client().get('/api/services/app-config/')).json()).toMatchObject({
        hospitableConnect: false,
      });
      const { client } = await signedInOwner(bare);
      const answer = await client.post('/api/services/hospitableconnect/connect/', {});
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        detail: 'Airbnb is not connected on this Stayfront site yet.',
      });
    } finally {
      await bare.close();
    }
    const wrong = await createTestApp({
      env: { ...fake.env, HOSPITABLE_CONNECT_API_KEY: 'not-our-token' },
    });
    try {
      const { client } = await signedInOwner(wrong);
      const answer = await client.post('/api/services/hospitableconnect/connect/', {});
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ detail: 'Error connecting to Airbnb.' });
    } finally {
      await wrong.close();
    }
  });
});
