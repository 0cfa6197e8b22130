import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMPORT_DESCRIPTION_MAX, IMPORT_NAME_MAX } from '@stayfront/core';
import { signedInOwner } from '../../../testing/factories';
import { startFakePartners, type FakePartners } from '../../../testing/fake-partners';
import { validLocalProduct } from '../../../testing/merchant-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { signedInSupport } from '../../../testing/support-factory';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { runMassImport, syncLinkedStores } from './partners.service';

let t: TestApp;
let fake: FakePartners;

beforeAll(async () => {
  fake = await startFakePartners();
  t = await createTestApp({ env: { ...fake.env, PARTNER_TIMEOUT_MS: '1000' } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const longName = `Sea Breeze ${'x'.repeat(100)}`;
beforeEach(() => {
  Object.assign(fake.state, { rateLimitNext: 0, failing: false, delayMs: 0 });
  fake.state.listings = [
    {
      id: '101',
      name: longName,
      description: 'd'.repeat(800),
      street: '1 Ocean Ave',
      city: 'Santa Cruz',
      state: 'CA',
      zipcode: '95060',
      country: 'US',
      photo: '/photos/101.png',
    },
    { id: '102', name: 'No Address Cabin', description: 'Quiet' },
    {
      id: '103',
      name: 'Lisbon Loft',
      street: 'Rua Augusta 10',
      city: 'Lisboa',
      zipcode: '1100-053',
      country: 'PT',
      photo: '/photos/103.png',
    },
    {
      id: '104',
      name: 'Denver Flat',
      street: '5 Elm St',
      city: 'Denver',
      state: 'CO',
      zipcode: '80202',
      country: 'US',
    },
  ];
});

async function connectHostaway(client: TestClient) {
  const response = await client.post('/api/services/hostaway/oauth/', {
    accountId: fake.hostaway.accountId,
    apiKey: fake.hostaway.apiKey,
  });
  expect(response.statusCode).toBe(200);
}

describe('partner credentials', () => {
  it('need a host session', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/services/hostaway/oauth/get/')).statusCode).toBe(401);
    expect(
      (await anonymous.post('/api/services/hostaway/oauth/', { accountId: 'a', apiKey: 'b' }))
        .statusCode,
    ).toBe(401);
    expect((await anonymous.get('/api/services/hostaway/properties/')).statusCode).toBe(401);
  });

  it('answer the spec messages for missing fields and refuse unknown ones', async () => {
    const { client } = await signedInOwner(t);
    const empty = await client.post('/api/services/hostaway/oauth/', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      accountId: ['Please input your Account ID'],
      apiKey: ['Please input your API Key'],
    });
    const lodgify = await client.post('/api/services/lodgify/oauth/', { apiKey: '  ' });
    expect(lodgify.json()).toEqual({ apiKey: ['Please input your API Key'] });
    const guesty = await client.post('/api/services/guesty/oauth/', { user: 'x' });
    expect(guesty.json()).toEqual({ integrationToken: ['Please input your integration token'] });
    const extra = await client.post('/api/services/lodgify/oauth/', { apiKey: 'k', owner: 'x' });
    expect(extra.statusCode).toBe(400);
  });

  it('are checked against the partner first: wrong ones are not saved', async () => {
    const { client } = await signedInOwner(t);
    const wrong = await client.post('/api/services/hostaway/oauth/', {
      accountId: fake.hostaway.accountId,
      apiKey: 'revoked-key',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      non_field_errors: [
        'Hostaway did not accept these credentials. Please check them and try again.',
      ],
    });
    expect((await client.get('/api/services/hostaway/oauth/get/')).json()).toEqual({
      exist: false,
    });
  });

  it('are not saved when the partner answers 500 or is too slow', async () => {
    const { client } = await signedInOwner(t);
    fake.state.failing = true;
    const failing = await client.post('/api/services/lodgify/oauth/', {
      apiKey: fake.lodgifyApiKey,
    });
    expect(failing.statusCode).toBe(503);
    expect(failing.json()).toEqual({ detail: 'Error connecting to Lodgify.' });
    fake.state.failing = false;
    fake.state.delayMs = 1500;
    const slow = await client.post('/api/services/lodgify/oauth/', { apiKey: fake.lodgifyApiKey });
    expect(slow.statusCode).toBe(503);
    expect((await client.get('/api/services/lodgify/oauth/get/')).json()).toEqual({ exist: false });
  });

  it('are saved encrypted, per owner, and never answered back', async () => {
    const host = await signedInOwner(t);
    const response = await host.client.post('/api/services/hostaway/oauth/', {
      accountId: fake.hostaway.accountId,
      apiKey: fake.hostaway.apiKey,
    });
    expect(response.json()).toEqual({ ok: true, data: { platform: 'hostaway', exist: true } });
    expect(response.body).not.toContain(fake.hostaway.apiKey);
    expect((await host.client.get('/api/services/hostaway/oauth/get/')).json()).toEqual({
      exist: true,
    });
    const stored = await t.db.execute<{ secret: string }>(
      sql`select secret from partner_credentials where owner_id = ${host.ownerId}`,
    );
    expect(stored.rows[0]!.secret).toMatch(/^v1\./);
    expect(stored.rows[0]!.secret).not.toContain(fake.hostaway.apiKey);

    const other = await signedInOwner(t);
    expect((await other.client.get('/api/services/hostaway/oauth/get/')).json()).toEqual({
      exist: false,
    });
    // Copied onto another owner, the sealed value does not open: that owner is asked again.
    await t.db.execute(
      sql`insert into partner_credentials (owner_id, platform, secret) values (${other.ownerId}, 'hostaway', ${stored.rows[0]!.secret})`,
    );
    const copied = await other.client.get('/api/services/hostaway/properties/');
    expect(copied.statusCode).toBe(409);
  });

  it('work for Guesty with a client id (token exchange) and for Guesty Lite with a token', async () => {
    const { client } = await signedInOwner(t);
    const guesty = await client.post('/api/services/guesty/oauth/', {
      user: fake.guesty.clientId,
      integrationToken: fake.guesty.clientSecret,
    });
    expect(guesty.statusCode).toBe(200);
    const lite = await client.post('/api/services/guesty_lite/oauth/', {
      integrationToken: fake.guesty.staticToken,
    });
    expect(lite.statusCode).toBe(200);
    const listings = await client.get('/api/services/guesty_lite/properties/');
    expect(listings.json()).toHaveLength(4);
  });

  it('answer 404 for an unknown partner', async () => {
    const { client } = await signedInOwner(t);
    expect((await client.get('/api/services/acme/oauth/get/')).statusCode).toBe(404);
    expect((await client.post('/api/services/acme/oauth/', { apiKey: 'x' })).statusCode).toBe(404);
    expect((await client.get('/api/services/acme/properties/')).statusCode).toBe(404);
    const byPlatform = await client.get('/api/services/store/by-platform/acme/');
    expect(byPlatform.statusCode).toBe(400);
  });
});

describe('the API reference', () => {
  it('documents the partner calls', async () => {
    const response = await t.client().get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as Record<string, unknown>);
    for (const path of [
      '/api/services/hostaway/oauth/',
      '/api/services/guesty_lite/oauth/get/',
      '/api/services/ownerrez/properties/',
      '/api/services/store/mass-import/',
      '/api/services/store/mass-import/{massStoreRequestId}/',
      '/api/services/store/{id}/integrations/',
      '/api/services/store/by-platform/{platform}/',
      '/api/auth/login/ownerrez/',
      '/api/auth/login/turno/',
      '/api/services/turno/properties/',
      '/api/services/hospitableconnect/connect/',
      '/api/services/hospitableconnect/listings/',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

describe('partner listings', () => {
  it('lists every listing, names cut after 75 characters', async () => {
    const { client } = await signedInOwner(t);
    await connectHostaway(client);
    const response = await client.get('/api/services/hostaway/properties/');
    expect(response.statusCode).toBe(200);
    const listings = response.json() as { externalId: string; storeName: string }[];
    expect(listings.map((l) => l.externalId)).toEqual(['101', '102', '103', '104']);
    expect(listings[0]).toMatchObject({
      storeName: longName.slice(0, IMPORT_NAME_MAX),
      city: 'Santa Cruz',
      image: `${fake.url}/photos/101.png`,
      existingImportSource: null,
    });
  });

  it('say why when the partner fails, and ask again for revoked credentials', async () => {
    const { client } = await signedInOwner(t);
    await connectHostaway(client);
    fake.state.failing = true;
    const failing = await client.get('/api/services/hostaway/properties/');
    expect(failing.statusCode).toBe(503);
    expect(failing.json()).toEqual({ detail: 'Error connecting to Hostaway.' });
    fake.state.failing = false;

    fake.state.issuedTokens.clear();
    const previous = fake.hostaway.apiKey;
    fake.hostaway.apiKey = 'rotated-at-hostaway';
    try {
      const revoked = await client.get('/api/services/hostaway/properties/');
      expect(revoked.statusCode).toBe(409);
      expect(revoked.json()).toEqual({
        detail:
          'Your Hostaway credentials are missing or no longer accepted. Please enter them again.',
      });
      expect((await client.get('/api/services/hostaway/oauth/get/')).json()).toEqual({
        exist: false,
      });
    } finally {
      fake.hostaway.apiKey = previous;
    }
  });

  it('without saved credentials ask for them', async () => {
    const { client } = await signedInOwner(t);
    const response = await client.get('/api/services/lodgify/properties/');
    expect(response.statusCode).toBe(409);
  });
});

describe('mass import', () => {
  it('creates stores in a job, links an existing store, refuses another owner’s store', async () => {
    const host = await signedInOwner(t);
    await connectHostaway(host.client);
    const existing = await createStoreVia(host.client, host.ownerId, { storeName: 'Old Flat' });
    const stranger = await signedInOwner(t);
    const theirs = await createStoreVia(stranger.client, stranger.ownerId);

    const start = await host.client.post('/api/services/store/mass-import/', {
      platform: 'hostaway',
      stores: [
        { externalId: '101', action: 'create', storeName: longName, storeId: null },
        { externalId: '102', action: 'create', storeName: 'No Address Cabin' },
        { externalId: '103', action: 'create', storeName: 'Lisbon Loft', city: 'Lisboa' },
        { externalId: '104', action: 'sync', storeId: existing.id },
        { externalId: '999', action: 'sync', storeId: theirs.id },
      ],
    });
    expect(start.statusCode).toBe(200);
    const { massStoreRequestId } = start.json() as { massStoreRequestId: string };
    const pending = await host.client.get(`/api/services/store/mass-import/${massStoreRequestId}/`);
    expect(pending.json()).toMatchObject({ is_finished: false });
    // Another owner cannot read the request.
    expect(
      (await stranger.client.get(`/api/services/store/mass-import/${massStoreRequestId}/`))
        .statusCode,
    ).toBe(404);

    await runMassImport(t.app, massStoreRequestId);
    const done = await host.client.get(`/api/services/store/mass-import/${massStoreRequestId}/`);
    const { is_finished, request } = done.json() as {
      is_finished: boolean;
      request: { results: { externalId: string; ok: boolean; storeId: string; error: string }[] };
    };
    expect(is_finished).toBe(true);
    expect(request.results.map((r) => [r.externalId, r.ok])).toEqual([
      ['101', true],
      ['102', true],
      ['103', true],
      ['104', true],
      ['999', false],
    ]);
    expect(request.results[4]!.error).toBe('This listing is no longer in your partner account.');

    const created = request.results.slice(0, 3).map((r) => r.storeId);
    const stores = await Promise.all(
      created.map(async (id) => (await host.client.get(`/api/services/store/${id}/`)).json()),
    );
    expect(stores[0]).toMatchObject({
      storeName: longName.slice(0, IMPORT_NAME_MAX),
      country: 'US',
      currency: 'USD',
      postalCode: '95060',
      isSynced: true,
    });
    expect(stores[0].description).toHaveLength(IMPORT_DESCRIPTION_MAX);
    expect(stores[0].image).toMatch(/^\/uploads\/.+\.png$/);
    const photo = await t.app.inject({ method: 'GET', url: stores[0].image });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    // No address: a US store in USD, without photo.
    expect(stores[1]).toMatchObject({
      country: 'US',
      currency: 'USD',
      postalCode: '',
      image: null,
    });
    expect(stores[2]).toMatchObject({ country: 'PT', currency: 'EUR' });

    const integrations = await host.client.get(`/api/services/store/${existing.id}/integrations/`);
    expect(integrations.json()).toEqual([
      expect.objectContaining({
        platform: 'hostaway',
        platform_id: '104',
        is_imported_source: false,
      }),
    ]);
    const importedLinks = await host.client.get(`/api/services/store/${created[0]}/integrations/`);
    expect(importedLinks.json()).toEqual([
      expect.objectContaining({ platform_id: '101', is_imported_source: true }),
    ]);
    expect(
      (await stranger.client.get(`/api/services/store/${existing.id}/integrations/`)).statusCode,
    ).toBe(404);

    const listings = (await host.client.get('/api/services/hostaway/properties/')).json() as {
      externalId: string;
      existingImportSource: { storeId: string } | null;
    }[];
    expect(listings.find((l) => l.externalId === '104')!.existingImportSource).toEqual({
      storeId: existing.id,
    });
    const byPlatform = (await host.client.get('/api/services/store/by-platform/hostaway/')).json();
    expect(byPlatform).toHaveLength(4);
  });

  it('gives a listing imported without address the nationwide vendors’ items only', async () => {
    const support = (await signedInSupport(t)).client;
    const merchant = (
      await support.post('/api/services/admin/merchants/', {
        business_name: 'Coast Goods',
        email: 'orders@coastgoods.example',
      })
    ).json() as { id: string };
    const offer = (body: Record<string, unknown>) =>
      support.post(
        `/api/services/admin/merchants/${merchant.id}/local-products/`,
        validLocalProduct(body),
      );
    expect(
      (await offer({ product_name: 'Coffee Club', ships_nationwide: true, area_postal_codes: [] }))
        .statusCode,
    ).toBe(201);
    expect(
      (await offer({ product_name: 'Surf Lesson', area_postal_codes: ['95060'] })).statusCode,
    ).toBe(201);

    const host = await signedInOwner(t);
    await connectHostaway(host.client);
    const start = await host.client.post('/api/services/store/mass-import/', {
      platform: 'hostaway',
      stores: [
        { externalId: '101', action: 'create', storeName: 'Sea Breeze' },
        { externalId: '102', action: 'create', storeName: 'No Address Cabin' },
        { externalId: '103', action: 'create', storeName: 'Lisbon Loft' },
      ],
    });
    await runMassImport(t.app, start.json().massStoreRequestId);
    const { request } = (
      await host.client.get(`/api/services/store/mass-import/${start.json().massStoreRequestId}/`)
    ).json() as { request: { results: { storeId: string }[] } };
    const [seaBreeze, noAddress, lisbon] = request.results.map((r) => r.storeId);
    const localItems = async (storeId: string | undefined) =>
      (
        (
          await host.client.get(`/api/services/store/${storeId}/products/?category=local-products`)
        ).json().results as { product_name: string }[]
      )
        .map((p) => p.product_name)
        .sort();

    expect(await localItems(noAddress)).toEqual(['Coffee Club']);
    expect(await localItems(seaBreeze)).toEqual(['Coffee Club', 'Surf Lesson']);
    expect(await localItems(lisbon)).toEqual([]);
    // A nationwide item added later reaches the imported store too.
    await offer({ product_name: 'Snack Box', ships_nationwide: true });
    expect(await localItems(noAddress)).toEqual(['Coffee Club', 'Snack Box']);
  });

  it('refuses another owner’s store in a sync row and writes nothing for that row', async () => {
    const host = await signedInOwner(t);
    await connectHostaway(host.client);
    const stranger = await signedInOwner(t);
    const theirs = await createStoreVia(stranger.client, stranger.ownerId);
    const response = await host.client.post('/api/services/store/mass-import/', {
      platform: 'hostaway',
      stores: [
        { externalId: '104', action: 'sync', storeId: theirs.id },
        { externalId: '103', action: 'disconnect' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isFinishedSync: true,
      results: [
        { externalId: '104', ok: false, error: 'Store not found.' },
        { externalId: '103', ok: true },
      ],
    });
    const links = await t.db.execute(
      sql`select 1 from store_integrations where store_id = ${theirs.id}`,
    );
    expect(links.rows).toHaveLength(0);
    const store = (await stranger.client.get(`/api/services/store/${theirs.id}/`)).json();
    expect(store.isSynced).toBe(false);
  });

  it('validates the rows with the spec messages', async () => {
    const host = await signedInOwner(t);
    await connectHostaway(host.client);
    const response = await host.client.post('/api/services/store/mass-import/', {
      platform: 'hostaway',
      stores: [
        { externalId: '101', action: 'sync' },
        { externalId: '102', action: 'create', storeName: '' },
        { externalId: '103', action: 'teleport' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      'stores.0.storeId': ['Please select a store'],
      'stores.1.storeName': ['Please enter a name'],
      'stores.2.action': ['Select a valid choice.'],
    });
    const count = await t.db.execute(sql`select count(*)::int as n from mass_store_requests`);
    const unknownPlatform = await host.client.post('/api/services/store/mass-import/', {
      platform: 'acme',
      stores: [{ externalId: '1', action: 'disconnect' }],
    });
    expect(unknownPlatform.statusCode).toBe(400);
    expect(
      (await t.db.execute(sql`select count(*)::int as n from mass_store_requests`)).rows,
    ).toEqual(count.rows);
    const malformedId = await host.client.get('/api/services/store/mass-import/not-a-uuid/');
    expect(malformedId.statusCode).toBe(400);
  });

  it('moves a linked listing to a new store only on create, never duplicating the link', async () => {
    const host = await signedInOwner(t);
    await connectHostaway(host.client);
    const existing = await createStoreVia(host.client, host.ownerId);
    await host.client.post('/api/services/store/mass-import/', {
      platform: 'hostaway',
      stores: [{ externalId: '104', action: 'sync', storeId: existing.id }],
    });
    const start = await host.client.post('/api/services/store/mass-import/', {
      platform: 'hostaway',
      stores: [{ externalId: '104', action: 'create', storeName: 'Denver Flat' }],
    });
    await runMassImport(t.app, start.json().massStoreRequestId);
    const links = await t.db.execute<{ store_id: string }>(
      sql`select store_id from store_integrations where owner_id = ${host.ownerId}`,
    );
    expect(links.rows).toHaveLength(1);
    expect(links.rows[0]!.store_id).not.toBe(existing.id);
    expect((await host.client.get(`/api/services/store/${existing.id}/`)).json().isSynced).toBe(
      false,
    );
  });

  it('carries on after a crash without making a store twice', async () => {
    const host = await signedInOwner(t);
    await connectHostaway(host.client);
    const start = await host.client.post('/api/services/store/mass-import/', {
      platform: 'hostaway',
      stores: [
        { externalId: '103', action: 'create', storeName: 'Lisbon Loft' },
        { externalId: '104', action: 'create', storeName: 'Denver Flat' },
      ],
    });
    const id = start.json().massStoreRequestId as string;
    await runMassImport(t.app, id);
    // As if the worker died after the first row: pg-boss runs the job again.
    await t.db.execute(sql`
      update mass_store_requests set is_finished = false, results = results - 1 where id = ${id}`);
    const linkedBefore = await t.db.execute(
      sql`select store_id from store_integrations where owner_id = ${host.ownerId}`,
    );
    expect(linkedBefore.rows).toHaveLength(2);
    await t.db.execute(sql`
      delete from stores where id = (select store_id from store_integrations
        where owner_id = ${host.ownerId} and platform_id = '104')`);
    await runMassImport(t.app, id);
    const stores = await t.db.execute<{ store_name: string }>(
      sql`select store_name from stores where owner_id = ${host.ownerId} order by store_name`,
    );
    expect(stores.rows.map((r) => r.store_name)).toEqual(['Denver Flat', 'Lisbon Loft']);
    const status = await host.client.get(`/api/services/store/mass-import/${id}/`);
    expect(status.json()).toMatchObject({
      is_finished: true,
      request: {
        results: [
          { externalId: '103', ok: true },
          { externalId: '104', ok: true },
        ],
      },
    });
  });

  it('runs through pg-boss when the background jobs run', async () => {
    const host = await signedInOwner(t);
    await connectHostaway(host.client);
    await t.app.jobs.start({ pollingIntervalSeconds: 1 });
    try {
      const start = await host.client.post('/api/services/store/mass-import/', {
        platform: 'hostaway',
        stores: [{ externalId: '104', action: 'create', storeName: 'Queued Flat' }],
      });
      const id = start.json().massStoreRequestId as string;
      await expect
        .poll(
          async () =>
            (await host.client.get(`/api/services/store/mass-import/${id}/`)).json().is_finished,
          { timeout: 20_000, interval: 500 },
        )
        .toBe(true);
    } finally {
      await t.app.jobs.stop();
    }
  });
});

describe('listing photos', () => {
  it('are refused on private networks, except at the partner’s own configured address', async () => {
    const host = await signedInOwner(t);
    await connectHostaway(host.client);
    const port = new URL(fake.url).port;
    const privatePhotos = {
      // The fake itself under a name that resolves to loopback: not the partner's origin.
      '201': `http://localhost:${port}/photos/201.png`,
      '202': `http://[::1]:${port}/photos/202.png`,
      '203': `http://[::ffff:127.0.0.1]:${port}/photos/203.png`,
      '204': 'http://169.254.169.254/latest/meta-data/',
      '205': 'http://10.0.0.8/photo.png',
      // The partner's origin redirecting into the private network.
      '206': `${fake.url}/redirect?to=${encodeURIComponent(`http://localhost:${port}/photos/206.png`)}`,
    };
    fake.state.listings = [
      ...Object.entries(privatePhotos).map(([id, photo]) => ({ id, name: `Listing ${id}`, photo })),
      // A redirect that stays at the partner's origin is followed.
      {
        id: '207',
        name: 'Listing 207',
        photo: `${fake.url}/redirect?to=${encodeURIComponent('/photos/207.png')}`,
      },
    ];
    const photoRequests = fake.state.photoRequests;
    const start = await host.client.post('/api/services/store/mass-import/', {
      platform: 'hostaway',
      stores: fake.state.listings.map((l) => ({
        externalId: l.id,
        action: 'create',
        storeName: l.name,
      })),
    });
    const id = (start.json() as { massStoreRequestId: string }).massStoreRequestId;
    await runMassImport(t.app, id);
    const { request } = (await host.client.get(`/api/services/store/mass-import/${id}/`)).json();
    const results = request.results as {
      externalId: string;
      ok: boolean;
      storeId: string;
      warning: string | null;
    }[];
    for (const result of results.slice(0, 6)) {
      expect(result).toMatchObject({
        ok: true,
        warning:
          'The store was imported without its photo: The photo address is on a private network.',
      });
      const store = (await host.client.get(`/api/services/store/${result.storeId}/`)).json();
      expect(store.image).toBeNull();
    }
    expect(results[6]).toMatchObject({ ok: true, warning: null });
    const kept = (await host.client.get(`/api/services/store/${results[6]!.storeId}/`)).json();
    expect(kept.image).toMatch(/^\/uploads\//);
    // Only the allowed photo reached the fake: nothing was fetched from the refused addresses.
    expect(fake.state.photoRequests - photoRequests).toBe(1);
  });
});

describe('daily sync', () => {
  it('brings name, address and photo changes to linked stores', async () => {
    const host = await signedInOwner(t);
    await connectHostaway(host.client);
    const start = await host.client.post('/api/services/store/mass-import/', {
      platform: 'hostaway',
      stores: [{ externalId: '104', action: 'create', storeName: 'Denver Flat' }],
    });
    await runMassImport(t.app, start.json().massStoreRequestId);
    const storeId = (
      await host.client.get(`/api/services/store/mass-import/${start.json().massStoreRequestId}/`)
    ).json().request.results[0].storeId as string;

    fake.state.listings[3] = {
      ...fake.state.listings[3]!,
      name: 'Denver Flat (renovated)',
      street: '7 Oak St',
      zipcode: '80203',
      photo: '/photos/new.png',
    };
    await syncLinkedStores(t.app);
    const store = (await host.client.get(`/api/services/store/${storeId}/`)).json();
    expect(store).toMatchObject({
      storeName: 'Denver Flat (renovated)',
      street1: '7 Oak St',
      postalCode: '80203',
    });
    expect(store.image).toMatch(/^\/uploads\//);
  });
});
