import { approvalMessages } from '@stayfront/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCustomers } from '../../../db/schema/index';
import { daysFromToday, purchaseRow } from '../../../testing/request-factory';
import {
  createStripeTestApp,
  deliverStripeEvent,
  stripeRequest as stripeRequestOf,
  type FakeStripe,
} from '../../../testing/stripe-request';
import type { TestApp } from '../../../testing/test-app';

let t: TestApp;
let fake: FakeStripe;

beforeAll(async () => {
  ({ t, fake } = await createStripeTestApp());
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const deliver = (type: string, object: object) => deliverStripeEvent(t, type, object);
const stripeRequest = (deliveryDate?: string) => stripeRequestOf(t, fake, deliveryDate);
const providerCalls = (path: RegExp) =>
  fake.requests.filter((r) => r.method === 'POST' && path.test(r.path));
const mailsTo = (address: string) => t.smtp.received.filter((m) => m.to.includes(address));

describe('deciding requests paid through Stripe', () => {
  it('captures once on approval, and the later webhook changes nothing', async () => {
    const r = await stripeRequest();
    expect(r.purchase).toMatchObject({
      status: 'HOLD',
      paymentIntentId: r.created.payment_intent_id,
    });

    const approved = await r.host.client.post(`${r.link}approve/`, { approval_note: 'Booked.' });
    expect(approved.json()).toMatchObject({ status: 'COMP', decided_by: 'owner' });
    const captures = providerCalls(
      new RegExp(`/v1/payment_intents/${r.purchase.paymentIntentId}/capture`),
    );
    expect(captures).toHaveLength(1);
    expect(captures[0]!.idempotencyKey).toBe(`purchase:${r.purchase.id}:capture`);

    expect(
      (
        await deliver('payment_intent.succeeded', fake.intents.get(r.purchase.paymentIntentId!)!)
      ).json(),
    ).toEqual({ received: true });
    await expect.poll(() => mailsTo(r.email).some((m) => /approved/.test(m.subject))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(r.email).filter((m) => /approved/.test(m.subject))).toHaveLength(1);
    expect((await purchaseRow(t, r.purchase.id)).status).toBe('COMP');
  });

  it('cancels the payment on denial', async () => {
    const r = await stripeRequest();
    const denied = await r.host.client.post(`${r.link}deny/`, {});
    expect(denied.json()).toMatchObject({ status: 'CNCL', decided_by: 'owner' });
    const cancels = providerCalls(
      new RegExp(`/v1/payment_intents/${r.purchase.paymentIntentId}/cancel`),
    );
    expect(cancels.map((c) => c.idempotencyKey)).toEqual([`purchase:${r.purchase.id}:release`]);
    expect(fake.intents.get(r.purchase.paymentIntentId!)!.status).toBe('canceled');
    await deliver('payment_intent.canceled', fake.intents.get(r.purchase.paymentIntentId!)!);
    expect(await purchaseRow(t, r.purchase.id)).toMatchObject({
      status: 'CNCL',
      decidedBy: 'owner',
    });
  });

  it('records an authorisation Stripe let lapse as ended by the system', async () => {
    const r = await stripeRequest();
    // Stripe cancelled the uncaptured payment, and its webhook was lost.
    fake.intents.get(r.purchase.paymentIntentId!)!.status = 'canceled';
    const approved = await r.host.client.post(`${r.link}approve/`, {});
    expect(approved.statusCode).toBe(409);
    expect(approved.json()).toEqual({ non_field_errors: [approvalMessages.authorisationExpired] });
    expect(await purchaseRow(t, r.purchase.id)).toMatchObject({
      status: 'CNCL',
      decidedBy: 'system',
    });

    const other = await stripeRequest();
    const lapsed = fake.intents.get(other.purchase.paymentIntentId!)!;
    lapsed.status = 'canceled';
    await deliver('payment_intent.canceled', lapsed);
    expect(await purchaseRow(t, other.purchase.id)).toMatchObject({
      status: 'CNCL',
      decidedBy: 'system',
    });
    await expect
      .poll(() => mailsTo(other.email).some((m) => /was cancelled$/.test(m.subject)))
      .toBe(true);
  });

  it('saves the card with a SetupIntent for a request weeks ahead, and charges it off-session on approval', async () => {
    const r = await stripeRequest(daysFromToday(30));
    expect(r.created).toMatchObject({ intent_type: 'setup', amount: 0 });
    const setupCall =
      providerCalls(/^\/v1\/setup_intents$/)[providerCalls(/^\/v1\/setup_intents$/).length - 1]!;
    expect(setupCall.params).toMatchObject({ usage: 'off_session' });
    expect(r.purchase).toMatchObject({
      status: 'HOLD',
      chargeOnApproval: true,
      paymentIntentId: null,
    });
    const saved = await t.db.query.paymentCustomers.findFirst({
      where: eq(paymentCustomers.customerId, r.customerId),
    });
    const paymentMethod = fake.setupIntents.get(r.created.payment_intent_id)!.payment_method;
    expect(saved?.defaultPaymentMethodId).toBe(paymentMethod);

    const approved = await r.host.client.post(`${r.link}approve/`, {});
    expect(approved.json()).toMatchObject({ status: 'COMP' });
    const charge = fake.requests.find(
      (c) => c.idempotencyKey === `purchase:${r.purchase.id}:charge`,
    )!;
    expect(charge.params).toMatchObject({
      amount: '10800',
      off_session: 'true',
      confirm: 'true',
      capture_method: 'automatic',
      payment_method: paymentMethod,
    });
  });

  it('fails the request clearly when the off-session charge is declined', async () => {
    const r = await stripeRequest(daysFromToday(9));
    fake.declineCharges(
      fake.setupIntents.get(r.created.payment_intent_id)!.payment_method as string,
    );
    const approved = await r.host.client.post(`${r.link}approve/`, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'FAIL',
      failure_message: 'Your card was declined.',
    });
    await expect
      .poll(() => mailsTo(r.email).some((m) => /could not be charged/.test(m.subject)))
      .toBe(true);
  });
});
