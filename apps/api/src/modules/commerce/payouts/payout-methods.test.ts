import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutMessages, type Plan } from '@stayfront/core';
import { owners, stores } from '../../../db/schema';
import { signedInCohost } from '../../../testing/cohost-factory';
import { signedInOwner } from '../../../testing/factories';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function host(plan: Plan = 'BASIC') {
  const owner = await signedInOwner(t);
  await t.db.update(owners).set({ plan }).where(eq(owners.id, owner.ownerId));
  return owner;
}

async function addPaypal(client: TestClient, nickname = 'Main PayPal', email = 'ana@example.com') {
  const response = await client.post('/api/services/payoutmethod/', {
    nickname,
    type: 'PAYP',
    accountId: email,
    country: 'US',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; isDefault: boolean };
}

async function addStripe(client: TestClient, nickname = 'Stripe') {
  const response = await client.post('/api/services/stripe/create-v2/', {
    nickname,
    country: 'US',
  });
  return response;
}

describe('payout methods', () => {
  it('adds PayPal methods, the first one being the default, and lists them', async () => {
    const { client } = await host();
    const first = await addPaypal(client);
    const second = await addPaypal(client, 'Second', 'b@example.com');
    expect(first.isDefault).toBe(true);
    expect(second.isDefault).toBe(false);
    const list = (await client.get('/api/services/payoutmethod/')).json();
    expect(list.map((m: { nickname: string }) => m.nickname)).toEqual(['Main PayPal', 'Second']);
  });

  it("refuses a bad nickname, a bad PayPal e-mail and an unknown country with the spec's messages", async () => {
    const { client } = await host();
    const empty = await client.post('/api/services/payoutmethod/', {
      nickname: '',
      type: 'PAYP',
      accountId: 'nope',
      country: 'XX',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      nickname: [payoutMessages.nicknameRequired],
      accountId: [payoutMessages.paypalEmailInvalid],
      country: [payoutMessages.unknownCountry],
    });
    const long = await client.post('/api/services/payoutmethod/', {
      nickname: 'x'.repeat(51),
      type: 'PAYP',
      accountId: 'a@example.com',
    });
    expect(long.json().nickname).toEqual(['Ensure this field has no more than 50 characters.']);
    expect((await client.get('/api/services/payoutmethod/')).json()).toEqual([]);
  });

  it('onboards a Stripe method through the simulated page and opens its dashboard', async () => {
    const { client } = await host();
    const created = await addStripe(client);
    expect(created.statusCode, created.body).toBe(200);
    const url = new URL(created.json().url);
    expect(url.pathname).toBe('/overview/payouts/simulated-onboarding/');
    const account = url.searchParams.get('account')!;
    const [method] = (await client.get('/api/services/payoutmethod/')).json();
    expect(method).toMatchObject({ type: 'STRP', status: 'PEND', accountId: account });

    const refresh = await client.get(`/api/services/stripe/refresh/${method.id}/`);
    expect(refresh.statusCode).toBe(302);
    expect(refresh.headers.location).toContain('simulated-onboarding');

    const done = await client.post('/api/services/payments/simulated/connect/complete/', {
      account,
    });
    expect(done.statusCode, done.body).toBe(200);
    const [after] = (await client.get('/api/services/payoutmethod/')).json();
    expect(after.status).toBe('COMP');
    const login = await client.get(`/api/services/stripe/login/${method.id}/`);
    expect(login.json().data.url).toContain(account);
  });

  it('lets only Pro Plus add a second Stripe method', async () => {
    const pro = await host('PRO');
    expect((await addStripe(pro.client)).statusCode).toBe(200);
    const second = await addStripe(pro.client, 'Another');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ non_field_errors: [payoutMessages.secondStripeNeedsProPlus] });
    expect((await pro.client.get('/api/services/payoutmethod/')).json()).toHaveLength(1);

    const plus = await host('PRO_PLUS');
    expect((await addStripe(plus.client)).statusCode).toBe(200);
    expect((await addStripe(plus.client, 'Another')).statusCode).toBe(200);
  });

  it('edits nickname, PayPal e-mail and default, and refuses an e-mail on a Stripe method', async () => {
    const { client, ownerId } = await host();
    const paypal = await addPaypal(client);
    await addStripe(client);
    const stripe = (await client.get('/api/services/payoutmethod/')).json()[1];
    const edited = await client.request('PATCH', `/api/services/payoutmethod/${stripe.id}/`, {
      owner: ownerId,
      nickname: 'Bank',
      isDefault: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ nickname: 'Bank', isDefault: true });
    const methods = (await client.get('/api/services/payoutmethod/')).json();
    expect(methods.find((m: { id: string }) => m.id === paypal.id).isDefault).toBe(false);

    const email = await client.request('PUT', `/api/services/payoutmethod/${stripe.id}/`, {
      accountId: 'x@example.com',
    });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({ accountId: [payoutMessages.accountIdOnlyPaypal] });
    const paypalEmail = await client.request('PUT', `/api/services/payoutmethod/${paypal.id}/`, {
      accountId: 'new@example.com',
    });
    expect(paypalEmail.json().accountId).toBe('new@example.com');
  });

  it('deletes a method and moves its stores and the default by the spec rule', async () => {
    const { client, ownerId } = await host('PRO_PLUS');
    const store = await createStoreVia(client, ownerId);
    const first = await addPaypal(client, 'First');
    await addStripe(client);
    const second = await addPaypal(client, 'Second', 'second@example.com');
    const assign = await client.request('PUT', '/api/services/store/bulk-update/', [
      { id: store.id, payoutMethod: first.id },
    ]);
    expect(assign.statusCode, assign.body).toBe(200);

    const removed = await client.request('DELETE', `/api/services/payoutmethod/${first.id}/`);
    expect(removed.json()).toEqual({ ok: true, reassignedTo: second.id, remaining: 2 });
    const [row] = await t.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row!.payoutMethodId).toBe(second.id);
    const methods = (await client.get('/api/services/payoutmethod/')).json();
    expect(methods.find((m: { id: string }) => m.id === second.id).isDefault).toBe(true);
  });

  it("answers 404 for another owner's method or store and 403 for a co-host", async () => {
    const a = await host('PRO_PLUS');
    const b = await host('PRO_PLUS');
    const method = await addPaypal(a.client);
    const storeB = await createStoreVia(b.client, b.ownerId);
    for (const [verb, path, body] of [
      ['PATCH', `/api/services/payoutmethod/${method.id}/`, { nickname: 'Mine' }],
      ['DELETE', `/api/services/payoutmethod/${method.id}/`, undefined],
      ['GET', `/api/services/stripe/login/${method.id}/`, undefined],
      ['GET', `/api/services/owner/${a.ownerId}/`, undefined],
    ] as const) {
      const response = await b.client.request(verb, path, body);
      expect(response.statusCode, path).toBe(404);
    }
    const foreignStore = await a.client.request('PUT', '/api/services/store/bulk-update/', [
      { id: storeB.id, payoutMethod: method.id },
    ]);
    expect(foreignStore.statusCode).toBe(404);
    const [row] = await t.db.select().from(stores).where(eq(stores.id, storeB.id));
    expect(row!.payoutMethodId).toBeNull();

    const cohost = await signedInCohost(t, a.ownerId);
    expect((await cohost.client.get('/api/services/payoutmethod/')).statusCode).toBe(403);
    const cohostAdd = await cohost.client.post('/api/services/payoutmethod/', {
      nickname: 'Mine',
      type: 'PAYP',
      accountId: 'c@example.com',
    });
    expect(cohostAdd.statusCode).toBe(403);
    expect(cohostAdd.json()).toEqual({
      detail: 'You do not have permission to perform this action.',
    });
  });

  it('reads the owner by id with payout methods and saves the payout phone', async () => {
    const { client, ownerId } = await host();
    await addPaypal(client);
    const bad = await client.post(`/api/services/owner/${ownerId}/payout-phone/`, {
      phone: '12-34',
    });
    expect(bad.json()).toEqual({ phone: [payoutMessages.phoneInvalid] });
    const empty = await client.post(`/api/services/owner/${ownerId}/payout-phone/`, { phone: '' });
    expect(empty.json()).toEqual({ phone: [payoutMessages.phoneRequired] });
    const saved = await client.post(`/api/services/owner/${ownerId}/payout-phone/`, {
      phone: '+1 (415) 555-0100',
    });
    expect(saved.json()).toEqual({ ok: true, data: { phone: '14155550100' } });
    const owner = (await client.get(`/api/services/owner/${ownerId}/`)).json();
    expect(owner.phone).toBe('14155550100');
    expect(owner.payoutMethods).toHaveLength(1);
  });

  it('assigns store methods and saves the split only on Pro Plus', async () => {
    const basic = await host('PRO');
    const store = await createStoreVia(basic.client, basic.ownerId);
    const method = await addPaypal(basic.client);
    const refused = await basic.client.request('PUT', '/api/services/store/bulk-update/', [
      { id: store.id, payoutMethod: method.id },
    ]);
    expect(refused.json()).toEqual({
      non_field_errors: [payoutMessages.storeAssignmentNeedsProPlus],
    });
    const split = await basic.client.post(`/api/services/store/${store.id}/split/`, {
      storeId: store.id,
      ownerProfitPercentage: 60,
      saveToAllStores: false,
    });
    expect(split.json()).toEqual({ non_field_errors: [payoutMessages.splitNeedsProPlus] });

    const plus = await host('PRO_PLUS');
    const one = await createStoreVia(plus.client, plus.ownerId);
    const two = await createStoreVia(plus.client, plus.ownerId, { storeName: 'Barn' });
    const outside = await plus.client.post(`/api/services/store/${one.id}/split/`, {
      ownerProfitPercentage: 101,
    });
    expect(outside.json()).toEqual({ ownerProfitPercentage: [payoutMessages.splitMax] });
    const saved = await plus.client.post(`/api/services/store/${one.id}/split/`, {
      storeId: one.id,
      ownerProfitPercentage: 62.5,
      saveToAllStores: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = await t.db.select().from(stores).where(eq(stores.ownerId, plus.ownerId));
    expect(rows.map((r) => Number(r.ownerProfitPercentage))).toEqual([62.5, 62.5]);
    expect(two.id).toBeTruthy();
  });
});
