import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owners, products, stores } from '../../../db/schema/index';
import { insertInvitation } from '../../../testing/cohost-factory';
import { signedInOwner, STRONG_PASSWORD, uniqueEmail } from '../../../testing/factories';
import { createStoreVia, validStore } from '../../../testing/store-factory';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const storeRow = async (id: string) => t.db.query.stores.findFirst({ where: eq(stores.id, id) });

describe('POST /api/services/store/create/', () => {
  it('creates a store for the owner with its currency and share link', async () => {
    const { client, ownerId } = await signedInOwner(t);
    const response = await client.post('/api/services/store/create/', {
      ownerId,
      isActive: true,
      ...validStore(),
    });
    expect(response.statusCode).toBe(201);
    const store = response.json();
    expect(store).toMatchObject({
      storeName: 'Lake House',
      country: 'US',
      state: 'CO',
      city: 'Denver',
      postalCode: '80202',
      currency: 'USD',
      ownerId,
      isActive: true,
      isVisible: true,
      hasSharedStore: false,
      hasAddedProduct: false,
      numProducts: 0,
      commissionLow: 0.07,
      commissionHigh: 0.1,
      commissionCutoff: 20,
      shareLink: `${TEST_PUBLIC_URL}/store/${store.id}/`,
    });
  });

  it('gives every field its message and stores nothing', async () => {
    const { client, ownerId } = await signedInOwner(t);
    const response = await client.post('/api/services/store/create/', {
      ownerId,
      storeName: '',
      country: 'US',
      city: ' ',
      postalCode: '',
      description: 'x'.repeat(501),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      storeName: ['A name is required.'],
      city: ['Rental city is required.'],
      postalCode: ['Postal code is required.'],
      description: ['Ensure this field has no more than 500 characters.'],
      state: ['State is required when the country is US.'],
    });
    expect(await t.db.$count(stores, eq(stores.ownerId, ownerId))).toBe(0);
  });

  it('requires a country and knows foreign currencies', async () => {
    const { client, ownerId } = await signedInOwner(t);
    const missing = await client.post('/api/services/store/create/', {
      ownerId,
      ...validStore({ country: '' }),
    });
    expect(missing.json()).toEqual({ country: ['Country is required.'] });
    const canada = await createStoreVia(client, ownerId, { country: 'CA', state: '' });
    expect(canada).toMatchObject({ currency: 'CAD', state: '' });
  });

  it("refuses another owner's id, a guest and no session", async () => {
    const { client } = await signedInOwner(t);
    const other = await signedInOwner(t);
    const foreign = await client.post('/api/services/store/create/', {
      ownerId: other.ownerId,
      ...validStore(),
    });
    expect(foreign.statusCode).toBe(404);
    expect(await t.db.$count(stores, eq(stores.ownerId, other.ownerId))).toBe(0);

    expect(
      (
        await t
          .client()
          .post('/api/services/store/create/', { ownerId: other.ownerId, ...validStore() })
      ).statusCode,
    ).toBe(401);
    const guest = t.client();
    const { email } = (
      await guest.post('/api/services/guest/', { password: 'Guest-pass-123456789' })
    ).json();
    await guest.post('/api/jwt/login/', { email, password: 'Guest-pass-123456789' });
    const asGuest = await guest.post('/api/services/store/create/', {
      ownerId: other.ownerId,
      ...validStore(),
    });
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json()).toEqual({
      detail: 'You do not have permission to perform this action.',
    });
  });

  it('refuses unknown fields', async () => {
    const { client, ownerId } = await signedInOwner(t);
    const response = await client.post('/api/services/store/create/', {
      ownerId,
      ...validStore(),
      plan: 'ENTERPRISE',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('reading and updating a store', () => {
  it('answers the owner and hides it from everyone else', async () => {
    const { client, ownerId } = await signedInOwner(t);
    const store = await createStoreVia(client, ownerId);
    expect((await client.get(`/api/services/store/${store.id}/`)).json().id).toBe(store.id);
    const other = await signedInOwner(t);
    expect((await other.client.get(`/api/services/store/${store.id}/`)).statusCode).toBe(404);
    expect((await client.get('/api/services/store/not-a-uuid/')).statusCode).toBe(400);
  });

  it('updates fields with the same validation and leaves the store unchanged on error', async () => {
    const { client, ownerId } = await signedInOwner(t);
    const store = await createStoreVia(client, ownerId);
    const patch = await client.request('PATCH', `/api/services/store/${store.id}/`, {
      storeName: 'Cabin',
      description: 'Hello',
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({
      storeName: 'Cabin',
      description: 'Hello',
      city: 'Denver',
    });

    const bad = await client.request('PATCH', `/api/services/store/${store.id}/`, {
      storeName: '',
      state: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      storeName: ['A name is required.'],
      state: ['State is required when the country is US.'],
    });
    expect((await storeRow(store.id))!.storeName).toBe('Cabin');
  });

  it("cannot update another owner's store", async () => {
    const { client, ownerId } = await signedInOwner(t);
    const store = await createStoreVia(client, ownerId);
    const other = await signedInOwner(t);
    const response = await other.client.request('PATCH', `/api/services/store/${store.id}/`, {
      storeName: 'Mine now',
    });
    expect(response.statusCode).toBe(404);
    expect((await storeRow(store.id))!.storeName).toBe('Lake House');
  });

  it('records the share flags', async () => {
    const { client, ownerId } = await signedInOwner(t);
    const store = await createStoreVia(client, ownerId);
    const response = await client.request('PATCH', `/api/services/store/${store.id}/`, {
      hasSharedStore: true,
      hasClosedShareTutorial: true,
    });
    expect(response.json()).toMatchObject({ hasSharedStore: true, hasClosedShareTutorial: true });
  });
});

describe('archive and visibility', () => {
  it('archives: gone for the host and unavailable to guests; cannot be undone by the host', async () => {
    const { client, ownerId } = await signedInOwner(t);
    const store = await createStoreVia(client, ownerId);
    expect((await t.client().get(`/api/services/guest/store/${store.id}/`)).statusCode).toBe(200);

    const archive = await client.request('PATCH', `/api/services/store/${store.id}/`, {
      isActive: false,
    });
    expect(archive.statusCode).toBe(200);
    expect((await client.get(`/api/services/store/${store.id}/`)).statusCode).toBe(404);
    expect((await client.get(`/api/services/owner/${ownerId}/stores/`)).json().count).toBe(0);
    expect((await t.client().get(`/api/services/guest/store/${store.id}/`)).statusCode).toBe(404);

    const revive = await client.request('PATCH', `/api/services/store/${store.id}/`, {
      isActive: true,
    });
    expect(revive.statusCode).toBe(400);
    expect((await storeRow(store.id))!.isActive).toBe(false);
  });

  it('makes a store inactive and active again for guests', async () => {
    const { client, ownerId } = await signedInOwner(t);
    const store = await createStoreVia(client, ownerId);
    const off = await client.request('PATCH', `/api/services/store/${store.id}/set-visibility/`, {
      is_visible: false,
    });
    expect(off.json()).toEqual({ ok: true, is_visible: false });
    const guestView = await t.client().get(`/api/services/guest/store/${store.id}/`);
    expect(guestView.statusCode).toBe(404);
    expect(guestView.json()).toEqual({ detail: 'Not found.' });
    expect((await client.get(`/api/services/store/${store.id}/`)).json().isVisible).toBe(false);

    await client.request('PATCH', `/api/services/store/${store.id}/set-visibility/`, {
      is_visible: true,
    });
    const back = await t.client().get(`/api/services/guest/store/${store.id}/`);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      id: store.id,
      storeName: 'Lake House',
      isVisible: true,
      isActive: true,
    });
  });

  it('validates the visibility body and the owner', async () => {
    const { client, ownerId } = await signedInOwner(t);
    const store = await createStoreVia(client, ownerId);
    const bad = await client.request('PATCH', `/api/services/store/${store.id}/set-visibility/`, {
      is_visible: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ is_visible: ['Must be true or false.'] });
    const other = await signedInOwner(t);
    const foreign = await other.client.request(
      'PATCH',
      `/api/services/store/${store.id}/set-visibility/`,
      { is_visible: false },
    );
    expect(foreign.statusCode).toBe(404);
    expect((await storeRow(store.id))!.isVisible).toBe(true);
  });
});

describe('POST /api/services/store/copy/:id/', () => {
  it('duplicates a store with its products under the new values', async () => {
    const { client, ownerId } = await signedInOwner(t);
    const store = await createStoreVia(client, ownerId);
    await t.db.insert(products).values([
      {
        storeId: store.id,
        productName: 'Firewood',
        category: 'IH',
        subcategory: 'Goods and essentials',
        priceCents: 2000,
      },
      {
        storeId: store.id,
        productName: 'Bike Rental',
        category: 'IH',
        subcategory: 'Rentals',
        priceCents: 2500,
      },
    ]);
    const response = await client.post(`/api/services/store/copy/${store.id}/`, {
      ownerId,
      isActive: true,
      ...validStore({ storeName: 'Copy Lake House' }),
    });
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({
      storeName: 'Copy Lake House',
      numProducts: 2,
      hasAddedProduct: true,
    });
    expect(copy.id).not.toBe(store.id);
  });

  it("cannot copy another owner's store", async () => {
    const { client, ownerId } = await signedInOwner(t);
    const store = await createStoreVia(client, ownerId);
    const other = await signedInOwner(t);
    const response = await other.client.post(`/api/services/store/copy/${store.id}/`, {
      ownerId: other.ownerId,
      ...validStore(),
    });
    expect(response.statusCode).toBe(404);
    expect(await t.db.$count(stores, eq(stores.ownerId, other.ownerId))).toBe(0);
  });
});

describe('owner detail and stores list', () => {
  it('lists active stores first, then by name, with product counts', async () => {
    const { client, ownerId } = await signedInOwner(t);
    const zebra = await createStoreVia(client, ownerId, { storeName: 'Zebra Loft' });
    const apple = await createStoreVia(client, ownerId, { storeName: 'apple Barn' });
    const mango = await createStoreVia(client, ownerId, { storeName: 'Mango Villa' });
    await client.request('PATCH', `/api/services/store/${apple.id}/set-visibility/`, {
      is_visible: false,
    });
    await t.db.insert(products).values({
      storeId: mango.id,
      productName: 'Breakfast',
      category: 'IH',
      subcategory: 'Food and beverage',
    });

    const list = (await client.get(`/api/services/owner/${ownerId}/stores/`)).json();
    expect(list).toMatchObject({
      count: 3,
      currency: 'USD',
      totalPayoutAmountCurrentMonth: 0,
      totals: [{ currency: 'USD', totalPayoutAmountCurrentMonth: 0 }],
    });
    expect(list.results.map((s: { storeName: string }) => s.storeName)).toEqual([
      'Mango Villa',
      'Zebra Loft',
      'apple Barn',
    ]);
    expect(list.results[0]).toMatchObject({
      id: mango.id,
      numProducts: 1,
      numCompletedOrders: 0,
      postalCode: '80202',
    });
    expect(list.results[1].id).toBe(zebra.id);
  });

  it('answers the owner detail only to that owner', async () => {
    const { client, ownerId, email } = await signedInOwner(t);
    await createStoreVia(client, ownerId);
    const detail = await client.get(`/api/services/owner/${ownerId}/detail/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: ownerId,
      email,
      plan: 'BASIC',
      hasRequests: false,
      isWatchedOnboardingVideo: false,
      user: { email, hasSetPassword: true, socialAuths: [] },
      is_cohost: false,
    });
    expect(detail.json().stores).toHaveLength(1);
    const other = await signedInOwner(t);
    expect((await other.client.get(`/api/services/owner/${ownerId}/detail/`)).statusCode).toBe(404);
    expect((await other.client.get(`/api/services/owner/${ownerId}/stores/`)).statusCode).toBe(404);
  });

  it('records the onboarding video as watched', async () => {
    const { client, ownerId } = await signedInOwner(t);
    const response = await client.post('/api/services/owner/watch-onboarding-video/');
    expect(response.json()).toEqual({ ok: true, isWatchedOnboardingVideo: true });
    expect(
      (await client.get(`/api/services/owner/${ownerId}/detail/`)).json().isWatchedOnboardingVideo,
    ).toBe(true);
    expect((await t.client().post('/api/services/owner/watch-onboarding-video/')).statusCode).toBe(
      401,
    );
  });

  it("lets a co-host work on the owner's stores", async () => {
    const { client, ownerId } = await signedInOwner(t);
    const store = await createStoreVia(client, ownerId);
    const email = uniqueEmail('cohost');
    const invitation = await insertInvitation(t.db, ownerId, email);
    await t.client().post(`/api/services/co-host/${invitation.invitationUuid}/setup-password/`, {
      password: STRONG_PASSWORD,
    });
    const cohost = t.client();
    await cohost.post('/api/jwt/login/', { email, password: STRONG_PASSWORD });
    expect((await cohost.get(`/api/services/owner/${ownerId}/detail/`)).json()).toMatchObject({
      is_cohost: true,
    });
    const patch = await cohost.request('PATCH', `/api/services/store/${store.id}/`, {
      storeName: 'Edited by co-host',
    });
    expect(patch.json().storeName).toBe('Edited by co-host');
  });
});

describe('enterprise branding and subdomain', () => {
  it('needs the Enterprise plan', async () => {
    const { client, ownerId } = await signedInOwner(t);
    const store = await createStoreVia(client, ownerId);
    const response = await client.request('PATCH', `/api/services/store/${store.id}/`, {
      enterpriseInfo: { isEnabled: true, subdomain: 'lakehouse', isSubdomainEnabled: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      enterpriseInfo: ['Company branding and subdomains need the Enterprise plan.'],
    });
  });

  it('serves the store at its subdomain and shares that link', async () => {
    const { client, ownerId } = await signedInOwner(t);
    await t.db.update(owners).set({ plan: 'ENTERPRISE' }).where(eq(owners.id, ownerId));
    const store = await createStoreVia(client, ownerId);
    const response = await client.request('PATCH', `/api/services/store/${store.id}/`, {
      enterpriseInfo: {
        isEnabled: true,
        company_name: 'Acme Stays',
        subdomain: 'acme',
        isSubdomainEnabled: true,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().shareLink).toBe('http://acme.localhost:3000/');
    expect((await t.client().get('/api/services/guest/store-by-subdomain/acme/')).json()).toEqual({
      id: store.id,
    });
    expect(
      (await t.client().get(`/api/services/guest/store/${store.id}/`)).json().enterprise_info,
    ).toMatchObject({
      isEnabled: true,
      company_name: 'Acme Stays',
    });

    const second = await createStoreVia(client, ownerId);
    const taken = await client.request('PATCH', `/api/services/store/${second.id}/`, {
      enterpriseInfo: { subdomain: 'acme' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ subdomain: ['This subdomain is already taken.'] });

    await client.request('PATCH', `/api/services/store/${store.id}/`, {
      enterpriseInfo: { isSubdomainEnabled: false },
    });
    expect((await t.client().get('/api/services/guest/store-by-subdomain/acme/')).statusCode).toBe(
      404,
    );
  });
});
