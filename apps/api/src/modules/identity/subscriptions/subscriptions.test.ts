import { eq, isNull } from 'drizzle-orm';
import { featuresOfPlan, planMessages } from '@stayfront/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  cohosts,
  owners,
  paymentEvents,
  simulatedCheckoutSessions,
  simulatedEvents,
} from '../../../db/schema/index';
import { signedInCohost } from '../../../testing/cohost-factory';
import { signedInOwner, STRONG_PASSWORD } from '../../../testing/factories';
import { signedInSupport } from '../../../testing/support-factory';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PLAN_PRICES: 'PRO_MONTHLY=19.5' } });
});
afterAll(async () => {
  await t.close();
});

const card = (sessionId: string, number = '4242 4242 4242 4242') => ({
  session_id: sessionId,
  card_number: number,
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 1,
  cvc: '123',
});

async function planOf(ownerId: string) {
  const owner = await t.db.query.owners.findFirst({ where: eq(owners.id, ownerId) });
  return owner!.plan;
}

/** Simulated events arrive asynchronously, like Stripe's webhooks. */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  expect(value).toBe(expected);
}

const undeliveredEvents = async () =>
  (await t.db.select().from(simulatedEvents).where(isNull(simulatedEvents.deliveredAt))).length;

async function subscribe(client: TestClient, planId: string) {
  const response = await client.post(`/api/services/stripe/subscribe/${planId}/`, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json().session as { id: string; url: string };
}

describe('plans', () => {
  it('lists Basic for free and each paid plan per billing period, features from the plan gates', async () => {
    const { client } = await signedInOwner(t);
    const response = await client.get('/api/services/stripe/plans/');
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(results.map((p: { id: string }) => p.id)).toEqual([
      'BASIC',
      'PRO_MONTHLY',
      'PRO_YEARLY',
      'PRO_PLUS_MONTHLY',
      'PRO_PLUS_YEARLY',
      'ENTERPRISE_MONTHLY',
      'ENTERPRISE_YEARLY',
    ]);
    expect(results[0]).toMatchObject({ plan: 'BASIC', price: 0 });
    expect(results[1]).toEqual({
      id: 'PRO_MONTHLY',
      plan: 'PRO',
      name: 'Pro',
      price: 19.5,
      currency: 'USD',
      interval: 'month',
      features: featuresOfPlan('PRO'),
    });
    expect(results[4]).toMatchObject({ plan: 'PRO_PLUS', interval: 'year', price: 590 });
    expect(results[3].features).toContain('Co-hosts');
    expect(results[1].features).not.toContain('Co-hosts');
  });

  it('needs a session', async () => {
    expect((await t.client().get('/api/services/stripe/plans/')).statusCode).toBe(401);
    expect((await t.client().post('/api/services/stripe/subscribe/PRO_MONTHLY/')).statusCode).toBe(
      401,
    );
  });
});

describe('subscribing through the simulated checkout', () => {
  it('upgrades the plan once a test card pays, by the same events as Stripe', async () => {
    const { client, ownerId } = await signedInOwner(t);
    const session = await subscribe(client, 'PRO_PLUS_MONTHLY');
    expect(session.url).toBe(`${t.app.config.PUBLIC_URL}/pricing/checkout/${session.id}/`);

    const shown = await client.get(
      `/api/services/payments/simulated/subscription/session/${session.id}/`,
    );
    expect(shown.json()).toMatchObject({
      plan_id: 'PRO_PLUS_MONTHLY',
      name: 'Pro Plus',
      price: 59,
      interval: 'month',
      status: 'open',
    });

    const declined = await client.post(
      '/api/services/payments/simulated/subscription/confirm/',
      card(session.id, '4000 0000 0000 0002'),
    );
    expect(declined.json()).toEqual({ status: 'open', error: 'Your card was declined.' });
    expect(await planOf(ownerId)).toBe('BASIC');

    const paid = await client.post(
      '/api/services/payments/simulated/subscription/confirm/',
      card(session.id),
    );
    expect(paid.json()).toEqual({ status: 'complete', error: null });
    await eventually(() => planOf(ownerId), 'PRO_PLUS');
    const state = (await client.get('/api/services/stripe/subscription/')).json();
    expect(state).toMatchObject({
      plan: 'PRO_PLUS',
      has_subscription: true,
      current_plan_id: 'PRO_PLUS_MONTHLY',
      payment_failed: false,
    });

    // Paying the same session again starts nothing new. Counted once every event the payment
    // sent has been handled: the plan changes with the first, the second may still be on its way.
    await eventually(undeliveredEvents, 0);
    const eventsBefore = (await t.db.select().from(paymentEvents)).length;
    const again = await client.post(
      '/api/services/payments/simulated/subscription/confirm/',
      card(session.id),
    );
    expect(again.json()).toEqual({ status: 'complete', error: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await t.db.select().from(paymentEvents)).length).toBe(eventsBefore);

    const twice = await client.post('/api/services/stripe/subscribe/PRO_MONTHLY/', {});
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ non_field_errors: [planMessages.alreadySubscribed] });
  });

  it('keeps the referral id from the tolt_referral cookie as metadata', async () => {
    const { client, ownerId } = await signedInOwner(t);
    client.cookies.set('tolt_referral', 'ref_abc-123');
    const session = await subscribe(client, 'PRO_YEARLY');
    const row = await t.db.query.simulatedCheckoutSessions.findFirst({
      where: eq(simulatedCheckoutSessions.id, session.id),
    });
    expect(row!.metadata).toEqual({
      owner_id: ownerId,
      plan_id: 'PRO_YEARLY',
      tolt_customer_id: 'ref_abc-123',
    });
    expect(row!.priceId).toBe('price_pro_yearly');
  });

  it('drops a referral id that is not one', async () => {
    const { client } = await signedInOwner(t);
    const session = await subscribe(client, 'PRO_YEARLY');
    const other = await client.post('/api/services/stripe/subscribe/PRO_MONTHLY/', {
      tolt_customer_id: '<script>',
    });
    const rows = await t.db.query.simulatedCheckoutSessions.findMany({
      where: eq(simulatedCheckoutSessions.id, other.json().session.id),
    });
    expect(rows[0]!.metadata.tolt_customer_id).toBeUndefined();
    expect(session.id).not.toBe(other.json().session.id);
  });

  it('refuses a plan that does not exist, bad cards and another owner’s session', async () => {
    const { client } = await signedInOwner(t);
    for (const planId of ['BASIC', 'GOLD_MONTHLY', 'PRO_WEEKLY']) {
      const response = await client.post(`/api/services/stripe/subscribe/${planId}/`, {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ non_field_errors: [planMessages.unknownPlan] });
    }
    const session = await subscribe(client, 'PRO_MONTHLY');
    const badCard = await client.post('/api/services/payments/simulated/subscription/confirm/', {
      ...card(session.id),
      card_number: '4242',
      cvc: 'x',
    });
    expect(badCard.statusCode).toBe(400);
    expect(badCard.json()).toMatchObject({
      card_number: ['Your card number is incomplete.'],
      cvc: ["Your card's security code is incomplete."],
    });

    const stranger = await signedInOwner(t);
    expect(
      (
        await stranger.client.get(
          `/api/services/payments/simulated/subscription/session/${session.id}/`,
        )
      ).statusCode,
    ).toBe(404);
    const paidByStranger = await stranger.client.post(
      '/api/services/payments/simulated/subscription/confirm/',
      card(session.id),
    );
    expect(paidByStranger.statusCode).toBe(404);
  });

  it('is for the owner only: a co-host gets 403', async () => {
    const { ownerId } = await signedInOwner(t);
    const cohost = await signedInCohost(t, ownerId);
    expect(
      (await cohost.client.post('/api/services/stripe/subscribe/PRO_MONTHLY/', {})).statusCode,
    ).toBe(403);
    expect(
      (await cohost.client.post('/api/services/stripe/subscription/manage/', {})).statusCode,
    ).toBe(403);
  });
});

describe('the simulated portal', () => {
  it('switches and cancels the plan; nothing to manage before subscribing', async () => {
    const { client, ownerId } = await signedInOwner(t);
    const none = await client.post('/api/services/stripe/subscription/manage/', {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ non_field_errors: [planMessages.noSubscription] });

    const session = await subscribe(client, 'ENTERPRISE_YEARLY');
    await client.post('/api/services/payments/simulated/subscription/confirm/', card(session.id));
    await eventually(() => planOf(ownerId), 'ENTERPRISE');

    const manage = await client.post('/api/services/stripe/subscription/manage/', {});
    expect(manage.json()).toEqual({ url: `${t.app.config.PUBLIC_URL}/pricing/portal/` });

    const portal = '/api/services/payments/simulated/subscription/portal/';
    expect((await client.post(portal, { action: 'switch', plan_id: 'NOPE' })).statusCode).toBe(400);
    expect(
      (await client.post(portal, { action: 'switch', plan_id: 'PRO_MONTHLY' })).json(),
    ).toEqual({ ok: true });
    await eventually(() => planOf(ownerId), 'PRO');
    expect((await client.get('/api/services/stripe/subscription/')).json().current_plan_id).toBe(
      'PRO_MONTHLY',
    );

    expect((await client.post(portal, { action: 'cancel' })).json()).toEqual({ ok: true });
    await eventually(() => planOf(ownerId), 'BASIC');
    const cancelledAgain = await client.post(portal, { action: 'cancel' });
    expect(cancelledAgain.statusCode).toBe(400);

    // After cancelling, a new plan can be bought again.
    await subscribe(client, 'PRO_MONTHLY');
  });
});

describe('support', () => {
  it('sets a plan in /admin/, recorded in the audit log; hosts cannot', async () => {
    const { client, ownerId, userId } = await signedInOwner(t);
    const support = await signedInSupport(t);
    const response = await support.client.post(`/api/services/admin/owners/${ownerId}/plan/`, {
      plan: 'PRO_PLUS',
    });
    expect(response.json()).toEqual({ id: ownerId, plan: 'PRO_PLUS' });
    expect(await planOf(ownerId)).toBe('PRO_PLUS');
    const audit = await t.db.query.auditEvents.findFirst({
      where: eq(auditEvents.subjectUserId, userId),
    });
    expect(audit).toMatchObject({
      actorUserId: support.userId,
      action: 'support.set_plan',
      details: { from: 'BASIC', to: 'PRO_PLUS' },
    });

    expect(
      (await client.post(`/api/services/admin/owners/${ownerId}/plan/`, { plan: 'ENTERPRISE' }))
        .statusCode,
    ).toBe(403);
    const bad = await support.client.post(`/api/services/admin/owners/${ownerId}/plan/`, {
      plan: 'GOLD',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('downgrades', () => {
  it('suspend co-hosts without removing them; an upgrade brings them back', async () => {
    const { client, ownerId } = await signedInOwner(t);
    const session = await subscribe(client, 'PRO_PLUS_MONTHLY');
    await client.post('/api/services/payments/simulated/subscription/confirm/', card(session.id));
    await eventually(() => planOf(ownerId), 'PRO_PLUS');
    const cohost = await signedInCohost(t, ownerId);
    expect((await cohost.client.get(`/api/services/owner/${ownerId}/detail/`)).statusCode).toBe(
      200,
    );

    await client.post('/api/services/payments/simulated/subscription/portal/', {
      action: 'switch',
      plan_id: 'PRO_MONTHLY',
    });
    await eventually(() => planOf(ownerId), 'PRO');
    // The co-host's session ends and signing in again explains why.
    expect((await cohost.client.get('/api/jwt/me/')).statusCode).toBe(401);
    const login = await t
      .client()
      .post('/api/jwt/login/', { email: cohost.email, password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ non_field_errors: [planMessages.cohostSuspended] });
    const row = await t.db.query.cohosts.findFirst({ where: eq(cohosts.id, cohost.cohostId) });
    expect(row!.status).toBe('ACCEPTED');

    await client.post('/api/services/payments/simulated/subscription/portal/', {
      action: 'switch',
      plan_id: 'PRO_PLUS_YEARLY',
    });
    await eventually(() => planOf(ownerId), 'PRO_PLUS');
    const back = await t
      .client()
      .post('/api/jwt/login/', { email: cohost.email, password: STRONG_PASSWORD });
    expect(back.json()).toMatchObject({ owner_id: ownerId, is_cohost: true });
  });
});
