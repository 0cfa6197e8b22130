import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, owners, payouts } from '../../../db/schema';
import {
  PAYPAL_CLIENT_ID,
  PAYPAL_CLIENT_SECRET,
  PAYPAL_VALID_SIGNATURE,
  startFakePaypal,
  type FakePaypal,
} from '../../../testing/fake-paypal';
import {
  startFakeStripeConnect,
  type FakeStripeConnect,
} from '../../../testing/fake-stripe-connect';
import { signedInOwner } from '../../../testing/factories';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { payoutDepsOf } from './payout-deps';
import { runMonthlyPayouts, settlePayingPayouts } from './payout-run';

const WEBHOOK_SECRET = 'whsec_payouts_secret';
const signer = new Stripe('sk_test_signer');

let t: TestApp;
let stripe: FakeStripeConnect;
let paypal: FakePaypal;

beforeAll(async () => {
  stripe = await startFakeStripeConnect();
  paypal = await startFakePaypal();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_payouts',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      PAYPAL_CLIENT_ID,
      PAYPAL_CLIENT_SECRET,
      PAYPAL_API_URL: paypal.url,
      PAYPAL_WEBHOOK_ID: 'WH-PAYOUTS',
    },
  });
});

afterAll(async () => {
  await t.close();
  await stripe.close();
  await paypal.close();
});

let month = 0;
/** Each test runs its own month, so a run sees only its own store. */
const nextMonth = () => `2030-${String((month += 1)).padStart(2, '0')}`;

let eventCounter = 0;
function deliverStripe(type: string, object: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_payouts_${++eventCounter}`,
    object: 'event',
    type,
    api_version: '2025-01-01',
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return t.client().post('/api/services/stripe/webhook/', payload, {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

function deliverPaypal(event: object, signature = PAYPAL_VALID_SIGNATURE) {
  return t.client().post('/api/services/paypal/webhook/', JSON.stringify(event), {
    headers: {
      'content-type': 'application/json',
      'paypal-transmission-id': 'tx-1',
      'paypal-transmission-time': new Date().toISOString(),
      'paypal-transmission-sig': signature,
      'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT',
      'paypal-auth-algo': 'SHA256withRSA',
    },
  });
}

/** A store owed `cents` through an open balance (what a month under $15 leaves). */
async function storeOwed(client: TestClient, ownerId: string, cents: number) {
  const store = await createStoreVia(client, ownerId);
  await t.db.insert(balances).values({
    ownerId,
    storeId: store.id,
    sign: 'INCR',
    amountCents: cents,
    leftoverAmountCents: cents,
    externalNote: 'Carried',
  });
  return store;
}

describe('Stripe Connect', () => {
  it('onboards an Express account and follows account.updated', async () => {
    const host = await signedInOwner(t);
    const created = await host.client.post('/api/services/stripe/create-v2/', {
      nickname: 'Bank',
      country: 'CA',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/acct_/);
    const [method] = (await host.client.get('/api/services/payoutmethod/')).json();
    const account = stripe.accounts.get(method.accountId)!;
    expect(account).toMatchObject({ type: 'express', country: 'CA', email: host.email });

    // Back from Stripe before finishing: still pending.
    const back = await host.client.get(`/api/services/stripe/return/${method.id}/`);
    expect(back.statusCode).toBe(302);
    expect((await host.client.get('/api/services/payoutmethod/')).json()[0].status).toBe('PEND');

    const forged = await deliverStripe(
      'account.updated',
      stripe.completeOnboarding(method.accountId),
      'whsec_other',
    );
    expect(forged.statusCode).toBe(400);
    expect((await host.client.get('/api/services/payoutmethod/')).json()[0].status).toBe('PEND');
    const signed = await deliverStripe('account.updated', stripe.accounts.get(method.accountId)!);
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await host.client.get('/api/services/payoutmethod/')).json()[0].status).toBe('COMP');

    const login = await host.client.get(`/api/services/stripe/login/${method.id}/`);
    expect(login.json()).toEqual({
      data: { url: `https://connect.stripe.test/express/${method.accountId}` },
    });
  });

  it('transfers with the payout key, never twice, and fails on transfer.reversed', async () => {
    const host = await signedInOwner(t);
    await t.db.update(owners).set({ plan: 'PRO' }).where(eq(owners.id, host.ownerId));
    await host.client.post('/api/services/stripe/create-v2/', { nickname: 'Bank', country: 'US' });
    const [method] = (await host.client.get('/api/services/payoutmethod/')).json();
    stripe.completeOnboarding(method.accountId);
    await host.client.get(`/api/services/stripe/return/${method.id}/`);
    const store = await storeOwed(host.client, host.ownerId, 2500);

    const forMonth = nextMonth();
    const deps = payoutDepsOf(t.app);
    await runMonthlyPayouts(deps, { month: forMonth });
    await runMonthlyPayouts(deps, { month: forMonth });
    const sent = stripe.requests.filter((r) => r.path === '/v1/transfers');
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.storeId, store.id));
    expect(payout).toMatchObject({ status: 'COMP', amountCents: 2500 });
    expect(sent.filter((r) => r.idempotencyKey === payout!.idempotencyKey)).toHaveLength(1);
    expect(stripe.transfers.filter((tr) => tr.destination === method.accountId)).toHaveLength(1);

    const transfer = stripe.transfers.find((tr) => tr.destination === method.accountId)!;
    const reversed = await deliverStripe('transfer.reversed', {
      ...transfer,
      amount_reversed: 2500,
    });
    expect(reversed.statusCode).toBe(200);
    const [after] = await t.db.select().from(payouts).where(eq(payouts.storeId, store.id));
    expect(after).toMatchObject({ status: 'FAIL' });
    expect(after!.failureReason).toContain('reversed');
  });

  it("fails a refused transfer with Stripe's reason and keeps the money", async () => {
    const host = await signedInOwner(t);
    await host.client.post('/api/services/stripe/create-v2/', { nickname: 'Bank', country: 'US' });
    const [method] = (await host.client.get('/api/services/payoutmethod/')).json();
    stripe.completeOnboarding(method.accountId);
    await host.client.get(`/api/services/stripe/return/${method.id}/`);
    stripe.rejectTransfersTo(method.accountId);
    const store = await storeOwed(host.client, host.ownerId, 3000);
    await runMonthlyPayouts(payoutDepsOf(t.app), { month: nextMonth() });
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.storeId, store.id));
    expect(payout).toMatchObject({ status: 'FAIL' });
    expect(payout!.failureReason).toContain('capabilities');
    const open = await t.db.select().from(balances).where(eq(balances.storeId, store.id));
    expect(open.filter((b) => b.appliedAt == null)).toEqual([
      expect.objectContaining({ sign: 'INCR', leftoverAmountCents: 3000 }),
    ]);
  });
});

describe('PayPal', () => {
  async function paypalHost(email: string) {
    const host = await signedInOwner(t);
    const added = await host.client.post('/api/services/payoutmethod/', {
      nickname: 'PayPal',
      type: 'PAYP',
      accountId: email,
    });
    expect(added.statusCode).toBe(201);
    return host;
  }

  it('pays a batch with the payout key, completes it by a verified webhook and refuses a forged one', async () => {
    const host = await paypalHost('paid@example.com');
    const store = await storeOwed(host.client, host.ownerId, 4200);
    paypal.expireTokens();
    await runMonthlyPayouts(payoutDepsOf(t.app), { month: nextMonth() });
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.storeId, store.id));
    expect(payout).toMatchObject({ status: 'PAYING' });
    const batch = paypal.batches.get(payout!.providerReference!)!;
    expect(batch.items).toEqual([
      expect.objectContaining({
        payout_item: expect.objectContaining({
          receiver: 'paid@example.com',
          amount: { value: '42.00', currency: 'USD' },
        }),
      }),
    ]);
    const sent = paypal.requests.find(
      (r) => r.path === '/v1/payments/payouts' && r.method === 'POST',
    )!;
    expect(sent.headers['paypal-request-id']).toBe(payout!.idempotencyKey);

    const event = {
      id: 'WH-EVENT-1',
      event_type: 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED',
      resource: { payout_batch_id: payout!.providerReference, transaction_status: 'SUCCESS' },
    };
    const forged = await deliverPaypal(event, 'forged');
    expect(forged.statusCode).toBe(400);
    expect((await t.db.select().from(payouts).where(eq(payouts.id, payout!.id)))[0]!.status).toBe(
      'PAYING',
    );
    const verified = await deliverPaypal(event);
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await t.db.select().from(payouts).where(eq(payouts.id, payout!.id)))[0]!.status).toBe(
      'COMP',
    );
  });

  it('fails an unclaimed payout by webhook and reads a returned one by polling the batch', async () => {
    const unclaimed = await paypalHost('unclaimed@example.com');
    const returned = await paypalHost('returned@example.com');
    const storeA = await storeOwed(unclaimed.client, unclaimed.ownerId, 2000);
    const storeB = await storeOwed(returned.client, returned.ownerId, 2000);
    await runMonthlyPayouts(payoutDepsOf(t.app), { month: nextMonth() });
    const [a] = await t.db.select().from(payouts).where(eq(payouts.storeId, storeA.id));
    const [b] = await t.db.select().from(payouts).where(eq(payouts.storeId, storeB.id));

    await deliverPaypal({
      id: 'WH-EVENT-2',
      event_type: 'PAYMENT.PAYOUTS-ITEM.UNCLAIMED',
      resource: { payout_batch_id: a!.providerReference },
    });
    expect((await t.db.select().from(payouts).where(eq(payouts.id, a!.id)))[0]!.status).toBe(
      'FAIL',
    );

    paypal.setItemStatus(b!.providerReference!, 'RETURNED');
    await settlePayingPayouts(payoutDepsOf(t.app), -1000);
    const [after] = await t.db.select().from(payouts).where(eq(payouts.id, b!.id));
    expect(after).toMatchObject({ status: 'FAIL' });
    expect(after!.failureReason).toContain('returned');
  });
});
