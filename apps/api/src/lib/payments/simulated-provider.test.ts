import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { simulatedEvents, simulatedIntents } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import type { PaymentEvent } from './payment-provider';
import {
  createSimulatedProvider,
  REFUSAL_MESSAGES,
  type SimulatedProvider,
} from './simulated-provider';
import { backoffMs, DEFAULT_REDELIVERY } from './simulated-events';

const GOOD_CARD = '4242424242424242';
const fast = { pollMs: 10, leaseMs: 200, backoffBaseMs: 20, backoffMaxMs: 100 };

let database: Database;
const providers: SimulatedProvider[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(providers.splice(0).map((provider) => provider.close()));
});
afterAll(async () => {
  await database.close();
});

function startProvider(handle: (event: PaymentEvent) => unknown = () => {}) {
  const provider = createSimulatedProvider(database.db, handle, {
    publicUrl: 'http://localhost',
    redelivery: fast,
  });
  providers.push(provider);
  return provider;
}

let keys = 0;
const newIntent = (
  provider: SimulatedProvider,
  captureMethod: 'automatic' | 'manual' = 'automatic',
  orderId = 'order-1',
) =>
  provider.createPaymentIntent(
    {
      amountCents: 5400,
      currency: 'usd',
      captureMethod,
      customerId: 'cus_test',
      saveCard: false,
      metadata: { order_id: orderId },
    },
    `intent-${++keys}`,
  );

async function payNewIntent(provider: SimulatedProvider, orderId?: string) {
  const intent = await newIntent(provider, 'automatic', orderId);
  await provider.confirm({ clientSecret: intent.clientSecret, cardNumber: GOOD_CARD });
  return intent;
}

async function until<T>(check: () => T | Promise<T>, timeoutMs = 5_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const eventRow = async (intentId: string, type: string) =>
  (await database.db.select().from(simulatedEvents).where(eq(simulatedEvents.type, type))).find(
    (row) => (row.payload as { intent?: { id: string } }).intent?.id === intentId,
  );

describe('the simulated provider refuses what Stripe refuses', () => {
  it('does not pay a cancelled intent', async () => {
    const provider = startProvider();
    const intent = await newIntent(provider);
    await provider.cancel(intent.id, 'cancel-1');

    const answer = await provider.confirm({
      clientSecret: intent.clientSecret,
      cardNumber: GOOD_CARD,
    });

    expect(answer).toMatchObject({ status: 'canceled', lastError: REFUSAL_MESSAGES.canceled });
    expect(await provider.getPaymentIntent(intent.id)).toMatchObject({
      status: 'canceled',
      lastError: null,
    });
    await expect(
      provider.refund({ paymentIntentId: intent.id, amountCents: 100 }, 'refund-cancelled'),
    ).rejects.toThrow('The refund exceeds what was paid.');
  });

  it('charges an intent once when it is paid twice, also at the same instant', async () => {
    const provider = startProvider();
    const intent = await newIntent(provider);

    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        provider.confirm({ clientSecret: intent.clientSecret, cardNumber: GOOD_CARD }),
      ),
    );
    const again = await provider.confirm({
      clientSecret: intent.clientSecret,
      cardNumber: GOOD_CARD,
    });

    expect(answers.filter((answer) => answer.lastError === null)).toHaveLength(1);
    expect(
      [...answers, again].filter((answer) => answer.lastError === REFUSAL_MESSAGES.paid),
    ).toHaveLength(3);
    const succeeded = await database.db
      .select()
      .from(simulatedEvents)
      .where(eq(simulatedEvents.type, 'payment_intent.succeeded'));
    expect(
      succeeded.filter(
        (row) => (row.payload as { intent: { id: string } }).intent.id === intent.id,
      ),
    ).toHaveLength(1);
  });

  it('does not pay an authorised intent again', async () => {
    const provider = startProvider();
    const intent = await newIntent(provider, 'manual');
    await provider.confirm({ clientSecret: intent.clientSecret, cardNumber: GOOD_CARD });

    const again = await provider.confirm({
      clientSecret: intent.clientSecret,
      cardNumber: GOOD_CARD,
    });

    expect(again).toMatchObject({ status: 'requires_capture', lastError: REFUSAL_MESSAGES.paid });
  });

  it('takes no payment above $999,999.99, as Stripe', async () => {
    const provider = startProvider();
    const intent = (amountCents: number) =>
      provider.createPaymentIntent(
        {
          amountCents,
          currency: 'usd',
          captureMethod: 'automatic',
          customerId: 'cus_test',
          saveCard: false,
          metadata: {},
        },
        `amount-${amountCents}`,
      );
    await expect(intent(99_999_999)).resolves.toMatchObject({ amountCents: 99_999_999 });
    await expect(intent(100_000_000)).rejects.toThrow('Amount must be no more than $999,999.99.');
  });

  it('lets a declined intent be paid with another card', async () => {
    const provider = startProvider();
    const intent = await newIntent(provider);
    const declined = await provider.confirm({
      clientSecret: intent.clientSecret,
      cardNumber: '4000000000000002',
    });
    const paid = await provider.confirm({
      clientSecret: intent.clientSecret,
      cardNumber: GOOD_CARD,
    });

    expect(declined).toMatchObject({ status: 'requires_payment_method' });
    expect(paid).toMatchObject({ status: 'succeeded', lastError: null });
  });
});

describe('the simulated provider keeps refunds like Stripe', () => {
  it('refunds once per key, also when the key is sent twice at the same instant', async () => {
    const provider = startProvider();
    const intent = await payNewIntent(provider);
    const refund = { paymentIntentId: intent.id, amountCents: 5400 };
    const [first, second] = await Promise.all([
      provider.refund(refund, 'refund:same'),
      provider.refund(refund, 'refund:same'),
    ]);
    expect(second).toEqual(first);
    expect((await provider.getPaymentIntent(intent.id)).status).toBe('succeeded');
    const [row] = await database.db
      .select()
      .from(simulatedIntents)
      .where(eq(simulatedIntents.id, intent.id));
    expect(row!.amountRefundedCents).toBe(5400);
    await expect(provider.refund(refund, 'refund:other')).rejects.toThrow(
      'The refund exceeds what was paid.',
    );
  });

  it('finds a refund by its intent and key, and by its id', async () => {
    const provider = startProvider();
    const intent = await payNewIntent(provider);
    const other = await payNewIntent(provider);
    expect(await provider.findRefund(intent.id, 'refund:find')).toBeNull();
    const made = await provider.refund(
      { paymentIntentId: intent.id, amountCents: 100 },
      'refund:find',
    );
    expect(await provider.findRefund(intent.id, 'refund:find')).toEqual(made);
    expect(await provider.findRefund(other.id, 'refund:find')).toBeNull();
    expect(await provider.getRefund(made.id)).toEqual({ id: made.id, status: 'succeeded' });
    await expect(provider.getRefund('re_sim_unknown')).rejects.toThrow('No such refund');
  });
});

describe('the simulated provider redelivers events like Stripe', () => {
  it('sends an event again, with the same id, after the handler failed', async () => {
    const received: string[] = [];
    const provider = startProvider((event) => {
      if (!('intent' in event) || event.intent.metadata.order_id !== 'order-retried') return;
      received.push(event.id);
      if (received.length === 1) throw new Error('handler crashed');
    });
    const intent = await payNewIntent(provider, 'order-retried');

    const row = await until(async () => {
      const found = await eventRow(intent.id, 'payment_intent.succeeded');
      return found?.deliveredAt ? found : null;
    });

    expect(received).toHaveLength(2);
    expect(received[1]).toBe(received[0]);
    expect(row).toMatchObject({ attempts: 2, lastError: null });
  });

  it('keeps events across a restart: a new provider on the same database delivers them', async () => {
    const first = startProvider(() => {
      throw new Error('the process is going down');
    });
    const intent = await payNewIntent(first);
    await until(async () => (await eventRow(intent.id, 'payment_intent.succeeded'))?.lastError);
    await first.close();

    const received: PaymentEvent[] = [];
    startProvider((event) => {
      received.push(event);
    });

    await until(() => received.some((event) => 'intent' in event && event.intent.id === intent.id));
    const event = received.find((e) => 'intent' in e && e.intent.id === intent.id)!;
    expect(event).toMatchObject({
      type: 'payment_intent.succeeded',
      intent: { id: intent.id, status: 'succeeded', amountCents: 5400 },
    });
  });

  it('delivers again an event whose handler never answered (the process died during it)', async () => {
    let hang: () => void = () => {};
    const dead = startProvider(
      () =>
        new Promise<void>((resolve) => {
          hang = resolve;
        }),
    );
    const intent = await payNewIntent(dead);
    await until(async () => (await eventRow(intent.id, 'payment_intent.succeeded'))?.attempts);
    // Its timers stop at once, as if the process had been killed during the delivery.
    void dead.close();

    const received: string[] = [];
    startProvider((event) => {
      if ('intent' in event && event.intent.id === intent.id) received.push(event.id);
    });

    try {
      await until(() => received.length > 0);
      // Acknowledged just after the handler returned.
      await until(async () => (await eventRow(intent.id, 'payment_intent.succeeded'))?.deliveredAt);
    } finally {
      hang();
    }
  });

  it('waits longer after every failure, up to a ceiling', () => {
    const waits = [1, 2, 3, 4, 20].map((attempts) => backoffMs(attempts, DEFAULT_REDELIVERY));
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, DEFAULT_REDELIVERY.backoffMaxMs]);
  });
});
