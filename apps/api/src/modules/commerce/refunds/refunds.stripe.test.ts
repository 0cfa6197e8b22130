import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../../db/schema/index';
import { createStripeProvider } from '../../../lib/payments/stripe-provider';
import { PaymentProviderError } from '../../../lib/payments/payment-provider';
import {
  createStripeTestApp,
  stripeRequest,
  type FakeStripe,
} from '../../../testing/stripe-request';
import type { TestApp } from '../../../testing/test-app';
import { REDRIVE_AFTER_MS } from './refund.flow';

let t: TestApp;
let fake: FakeStripe;

beforeAll(async () => {
  ({ t, fake } = await createStripeTestApp());
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const refundCalls = () =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');

/** A $100 request paid through Stripe, approved (captured) by the host. */
async function approvedRequest() {
  const r = await stripeRequest(t, fake);
  const approved = await r.host.client.post(`${r.link}approve/`, {});
  expect(approved.json()).toMatchObject({ status: 'COMP' });
  return r;
}

describe('refunds through Stripe whose answer is lost', () => {
  it('keep the refund pending, then find it at Stripe by its key: the guest is refunded once', async () => {
    const { host, orderId } = await approvedRequest();
    const callsBefore = refundCalls().length;
    // The first call and the SDK's two retries all lose their answer.
    fake.loseRefundAnswers(3);

    const started = await host.client.request('POST', `/api/services/order/${orderId}/refund/`);
    expect(started.statusCode).toBe(200);
    const { refundRequestId, refundType } = started.json();
    const [pending] = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(pending).toMatchObject({ status: 'PEND', failureMessage: null });
    const pollUrl = `/api/services/order/${orderId}/is-refunded/?${new URLSearchParams({ refundRequestId, refundType })}`;
    // Not a failure the host should retry (a retry would get a new key and refund again).
    expect((await host.client.get(pollUrl)).json()).toEqual({ is_refunded: false });

    // Once it counts as left behind, the poll asks Stripe for the refund made with its key.
    await t.db
      .update(refunds)
      .set({ createdAt: new Date(Date.now() - REDRIVE_AFTER_MS - 1000) })
      .where(eq(refunds.id, pending!.id));
    expect((await host.client.get(pollUrl)).json()).toEqual({ is_refunded: true });

    const calls = refundCalls().slice(callsBefore);
    expect(calls.length).toBe(3);
    expect(new Set(calls.map((c) => c.idempotencyKey))).toEqual(new Set([pending!.idempotencyKey]));
    const made = fake.refunds.filter(
      (refund) => calls[0]!.params.payment_intent === refund.payment_intent,
    );
    expect(made).toHaveLength(1);
    const [done] = await t.db.select().from(refunds).where(eq(refunds.id, pending!.id));
    expect(done).toMatchObject({ status: 'COMP', providerRefundId: made[0]!.id });
  });
});

describe('the Stripe provider', () => {
  const provider = () =>
    createStripeProvider({
      secretKey: 'sk_test_stayfront',
      publishableKey: 'pk_test_stayfront',
      webhookSecret: null,
      apiUrl: fake.url,
    });

  it('reads a refusal from Stripe as a PaymentProviderError', async () => {
    const error = await provider()
      .capture('pi_unknown', 'capture:unknown')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toBe('No such payment_intent');
  });

  it('passes on an unknown outcome as it is, not as a refusal', async () => {
    const { purchase } = await approvedRequest();
    fake.loseRefundAnswers(3);
    const error = await provider()
      .refund({ paymentIntentId: purchase.paymentIntentId!, amountCents: 500 }, 'refund:lost')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PaymentProviderError);
  });
});
