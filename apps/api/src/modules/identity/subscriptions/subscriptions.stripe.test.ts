import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owners } from '../../../db/schema/index';
import { signedInOwner } from '../../../testing/factories';
import {
  createStripeTestApp,
  deliverStripeEvent,
  type FakeStripe,
} from '../../../testing/stripe-request';
import type { TestApp } from '../../../testing/test-app';

let t: TestApp;
let fake: FakeStripe;

beforeAll(async () => {
  ({ t, fake } = await createStripeTestApp({
    STRIPE_PRICE_IDS: 'PRO_MONTHLY=price_1Pro,PRO_PLUS_MONTHLY=price_1ProPlus',
  }));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const deliver = (type: string, object: object, eventId?: string, secret?: string) =>
  deliverStripeEvent(t, type, object, { eventId, secret });

const subscription = (id: string, customer: string, price: string, status = 'active') => ({
  id,
  object: 'subscription',
  customer,
  status,
  metadata: {},
  items: { object: 'list', data: [{ id: `si_${id}`, price: { id: price } }] },
});

const owner = async (ownerId: string) =>
  (await t.db.query.owners.findFirst({ where: eq(owners.id, ownerId) }))!;

async function subscribedOwner() {
  const host = await signedInOwner(t);
  host.client.cookies.set('tolt_referral', 'tolt_ref_42');
  const response = await host.client.post('/api/services/stripe/subscribe/PRO_PLUS_MONTHLY/', {});
  expect(response.statusCode, response.body).toBe(200);
  const { session } = response.json();
  const sent = fake.checkoutSessions.get(session.id)!;
  const subscriptionId = `sub_${randomUUID()}`;
  const completed = await deliver('checkout.session.completed', {
    ...sent,
    status: 'complete',
    subscription: subscriptionId,
  });
  expect(completed.statusCode).toBe(200);
  return { ...host, session, sent, subscriptionId, customer: sent.customer as string };
}

describe('Stripe subscriptions', () => {
  it('opens a Checkout Session in subscription mode with the configured price and metadata', async () => {
    const { ownerId, session, sent, customer } = await subscribedOwner();
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(sent).toMatchObject({
      mode: 'subscription',
      price: 'price_1ProPlus',
      metadata: { owner_id: ownerId, plan_id: 'PRO_PLUS_MONTHLY', tolt_customer_id: 'tolt_ref_42' },
      subscription_data: { metadata: { owner_id: ownerId, plan_id: 'PRO_PLUS_MONTHLY' } },
    });
    expect(customer).toMatch(/^cus_/);
    const calls = fake.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(calls.every((call) => call.idempotencyKey)).toBe(true);
    expect(await owner(ownerId)).toMatchObject({
      plan: 'PRO_PLUS',
      billingCustomerId: customer,
      subscriptionPriceId: 'price_1ProPlus',
    });
  });

  it('follows subscription updates, failed renewals and the end of the subscription', async () => {
    const { ownerId, client, subscriptionId, customer } = await subscribedOwner();

    await deliver(
      'customer.subscription.updated',
      subscription(subscriptionId, customer, 'price_1Pro'),
    );
    expect((await owner(ownerId)).plan).toBe('PRO');

    await deliver('invoice.payment_failed', {
      id: 'in_1',
      object: 'invoice',
      customer,
      parent: { subscription_details: { subscription: subscriptionId, metadata: {} } },
    });
    expect((await client.get('/api/services/stripe/subscription/')).json()).toMatchObject({
      plan: 'PRO',
      payment_failed: true,
    });
    // Stripe retries while past_due: the plan stays.
    await deliver(
      'customer.subscription.updated',
      subscription(subscriptionId, customer, 'price_1Pro', 'past_due'),
    );
    expect((await owner(ownerId)).plan).toBe('PRO');
    await deliver(
      'customer.subscription.updated',
      subscription(subscriptionId, customer, 'price_1Pro'),
    );
    expect((await owner(ownerId)).subscriptionPaymentFailedAt).toBeNull();

    // The end of some other subscription changes nothing.
    await deliver(
      'customer.subscription.deleted',
      subscription('sub_other', customer, 'price_1Pro', 'canceled'),
    );
    expect((await owner(ownerId)).plan).toBe('PRO');

    await deliver(
      'customer.subscription.deleted',
      subscription(subscriptionId, customer, 'price_1Pro', 'canceled'),
    );
    expect(await owner(ownerId)).toMatchObject({ plan: 'BASIC', subscriptionId: null });
  });

  it('ignores a replayed event and refuses forged or unsigned ones', async () => {
    const { ownerId, subscriptionId, customer } = await subscribedOwner();
    const downgrade = subscription(subscriptionId, customer, 'price_1Pro');
    expect(
      (await deliver('customer.subscription.updated', downgrade, 'evt_replayed')).statusCode,
    ).toBe(200);
    expect((await owner(ownerId)).plan).toBe('PRO');
    await t.db.update(owners).set({ plan: 'PRO_PLUS' }).where(eq(owners.id, ownerId));
    expect(
      (await deliver('customer.subscription.updated', downgrade, 'evt_replayed')).statusCode,
    ).toBe(200);
    expect((await owner(ownerId)).plan).toBe('PRO_PLUS');

    const forged = await deliver(
      'customer.subscription.deleted',
      subscription(subscriptionId, customer, 'price_1Pro', 'canceled'),
      'evt_forged',
      'whsec_wrong',
    );
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.client().post(
      '/api/services/stripe/webhook/',
      JSON.stringify({
        id: 'evt_x',
        type: 'customer.subscription.deleted',
        data: { object: {} },
      }),
      { headers: { 'content-type': 'application/json' } },
    );
    expect(unsigned.statusCode).toBe(400);
    expect((await owner(ownerId)).plan).toBe('PRO_PLUS');
  });

  it('opens the Billing Portal for the owner’s customer', async () => {
    const { client, customer } = await subscribedOwner();
    const response = await client.post('/api/services/stripe/subscription/manage/', {});
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(fake.portalSessions.at(-1)).toMatchObject({
      customer,
      return_url: `${t.app.config.PUBLIC_URL}/pricing/`,
    });
  });

  it('has no local checkout or portal pages when Stripe is configured', async () => {
    const { client } = await subscribedOwner();
    const response = await client.post('/api/services/payments/simulated/subscription/portal/', {
      action: 'cancel',
    });
    expect(response.statusCode).toBe(404);
  });
});
