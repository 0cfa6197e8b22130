import { createHash, randomBytes } from 'node:crypto';
import { MAX_ORDER_CENTS } from '@stayfront/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import {
  simulatedCheckoutSessions,
  simulatedIntents,
  simulatedPaymentMethods,
  simulatedRefunds,
  simulatedSubscriptions,
} from '../../db/schema';
import type {
  BillingEventType,
  BillingObject,
  PaymentEvent,
  PaymentIntent,
  PaymentProvider,
  ProviderRefund,
  SetupIntent,
} from './payment-provider';
import { eventTypeForIntent, PaymentProviderError } from './payment-provider';
import {
  createEventDelivery,
  DEFAULT_REDELIVERY,
  recordEvent,
  type PaymentEventHandler,
  type RedeliveryOptions,
} from './simulated-events';

/** DESIGN.md's test cards and what each does. */
export const TEST_CARDS: Record<
  string,
  { outcome: 'success' | 'declined' | 'insufficient_funds' }
> = {
  '4242424242424242': { outcome: 'success' },
  '4000000000000002': { outcome: 'declined' },
  '4000000000009995': { outcome: 'insufficient_funds' },
};

export const DECLINE_MESSAGES = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  unknown_card: 'Your card number is not one of the test cards of the simulated provider.',
} as const;

/** Why a confirm is refused before the card is looked at (Stripe: payment_intent_unexpected_state). */
export const REFUSAL_MESSAGES = {
  canceled: 'This payment was cancelled and can no longer be paid. Your card was not charged.',
  paid: 'This payment has already been made. Your card was not charged again.',
} as const;

type IntentRow = typeof simulatedIntents.$inferSelect;

function toIntent(row: IntentRow): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status as PaymentIntent['status'],
    amountCents: row.amountCents,
    currency: row.currency,
    captureMethod: row.captureMethod as PaymentIntent['captureMethod'],
    paymentMethodId: row.paymentMethodId,
    lastError: row.lastError,
    metadata: row.metadata,
  };
}

/** Setup intents share the intents table, marked by this capture method. */
const SETUP = 'setup';

function toSetupIntent(row: IntentRow): SetupIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status as SetupIntent['status'],
    paymentMethodId: row.paymentMethodId,
    lastError: row.lastError,
    metadata: row.metadata,
  };
}

/** Stripe takes whole cents up to $999,999.99 in one payment and refuses anything else. */
function chargeableAmount(cents: number) {
  if (!Number.isInteger(cents) || cents < 0 || cents > MAX_ORDER_CENTS)
    throw new PaymentProviderError('Amount must be no more than $999,999.99.');
  return cents;
}

/** Only an intent still waiting for a card can be paid. */
function refusalFor(row: IntentRow) {
  if (row.status === 'canceled') return REFUSAL_MESSAGES.canceled;
  if (row.status === 'requires_payment_method' || row.status === 'requires_action') return null;
  return REFUSAL_MESSAGES.paid;
}

const newId = (prefix: string) => `${prefix}_sim_${randomBytes(12).toString('hex')}`;

export interface SimulatedConfirmInput {
  clientSecret: string;
  cardNumber: string;
}

type SubscriptionRow = typeof simulatedSubscriptions.$inferSelect;
export type SimulatedCheckoutSession = typeof simulatedCheckoutSessions.$inferSelect;

const billingOf = (row: SubscriptionRow): BillingObject => ({
  customerId: row.customerId,
  subscriptionId: row.id,
  status: row.status,
  priceId: row.priceId,
  metadata: row.metadata,
});

const intentLocked = preparedOnce((db) =>
  db
    .select()
    .from(simulatedIntents)
    .where(eq(simulatedIntents.id, sql.placeholder('id')))
    .for('update')
    .prepare('simulated_intent_locked'),
);

/**
 * A card confirming a locked intent: the card, the intent as the card leaves it and the event
 * that reports it, written in one statement (the intent is locked, so its row after the update
 * is known beforehand). Delivery starts once the transaction commits, as for withEvents.
 */
async function recordCardPayment(
  tx: DbOrTx,
  {
    method,
    intent,
    event,
  }: {
    method: typeof simulatedPaymentMethods.$inferInsert;
    intent: IntentRow;
    event: PaymentEvent;
  },
) {
  await tx.execute(sql`
    WITH method AS (
      INSERT INTO simulated_payment_methods (id, customer_id, last4, outcome)
      VALUES (${method.id}, ${method.customerId ?? null}, ${method.last4}, ${method.outcome})
    ), paid AS (
      UPDATE simulated_intents SET status = ${intent.status},
        payment_method_id = ${intent.paymentMethodId}, last_error = ${intent.lastError},
        amount_received_cents = ${intent.amountReceivedCents}::int
      WHERE id = ${intent.id}
    )
    INSERT INTO simulated_events (id, type, payload)
    VALUES (${event.id}, ${event.type}, ${JSON.stringify(event)}::jsonb)`);
}

/**
 * A stand-in for Stripe that needs no network: intents, saved cards, capture, cancel and refunds
 * kept in the database, and the same events Stripe would send, delivered in process and sent
 * again until the handler takes them (see simulated-events). `close()` stops the redelivery.
 */
export function createSimulatedProvider(
  db: Db,
  emit: PaymentEventHandler,
  options: {
    publicUrl: string;
    redelivery?: Partial<RedeliveryOptions>;
    /** A delivery the handler refused (it is sent again) or that could not be recorded. */
    onDeliveryError?: (error: unknown, eventId: string) => void;
  },
) {
  const delivery = createEventDelivery(
    db,
    emit,
    { ...DEFAULT_REDELIVERY, ...options.redelivery },
    options.onDeliveryError ?? (() => {}),
  );

  /**
   * Runs a change and records the events it causes in one transaction, so a crash keeps both or
   * neither; the events go out once it has committed.
   */
  async function withEvents<T>(
    change: (tx: DbOrTx, send: (event: PaymentEvent) => void) => Promise<T>,
  ) {
    const events: PaymentEvent[] = [];
    const result = await db.transaction(async (tx) => {
      const value = await change(tx, (event) => events.push(event));
      for (const event of events) await recordEvent(tx, event);
      return value;
    });
    for (const event of events) delivery.deliverSoon(event.id);
    return result;
  }

  /** A repeated key finds the intent the first call made instead of making another. */
  async function insertIntent(
    values: Omit<typeof simulatedIntents.$inferInsert, 'id' | 'clientSecret'>,
    prefix = 'pi',
  ) {
    const id = newId(prefix);
    const [inserted] = await db
      .insert(simulatedIntents)
      .values({
        ...values,
        id,
        clientSecret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      })
      .onConflictDoNothing({ target: simulatedIntents.idempotencyKey })
      .returning();
    if (inserted) return inserted;
    const row = await db.query.simulatedIntents.findFirst({
      where: eq(simulatedIntents.idempotencyKey, values.idempotencyKey),
    });
    return row!;
  }

  async function load(id: string) {
    const row = await db.query.simulatedIntents.findFirst({ where: eq(simulatedIntents.id, id) });
    if (!row) throw new PaymentProviderError(`No such payment intent: ${id}`);
    return row;
  }

  /** The intent, locked until the transaction ends: concurrent calls on it take turns. */
  async function lock(tx: DbOrTx, id: string) {
    const [row] = await intentLocked(tx).execute({ id });
    if (!row) throw new PaymentProviderError(`No such payment intent: ${id}`);
    return row;
  }

  async function update(tx: DbOrTx, id: string, values: Partial<IntentRow>) {
    const [row] = await tx
      .update(simulatedIntents)
      .set(values)
      .where(eq(simulatedIntents.id, id))
      .returning();
    return row!;
  }

  function eventFor(row: IntentRow): PaymentEvent {
    const intent = toIntent(row);
    // Called once the payment ended; an ending that is none of the others is a failure.
    const type = eventTypeForIntent(intent) ?? 'payment_intent.payment_failed';
    return { id: newId('evt'), type, intent };
  }

  /** What the card does to an intent waiting for one. */
  function chargedBy(row: IntentRow, outcome: string, paymentMethodId: string) {
    const failed = outcome !== 'success';
    return {
      paymentMethodId,
      status: failed
        ? 'requires_payment_method'
        : row.captureMethod === 'manual'
          ? 'requires_capture'
          : 'succeeded',
      lastError: failed ? DECLINE_MESSAGES[outcome as keyof typeof DECLINE_MESSAGES] : null,
      amountReceivedCents: !failed && row.captureMethod === 'automatic' ? row.amountCents : 0,
    } satisfies Partial<IntentRow>;
  }

  /** A card saved for later: good cards are kept (even one that will lack funds), declined ones not. */
  function savedBy(outcome: string, paymentMethodId: string) {
    const failed = outcome === 'declined' || outcome === 'unknown_card';
    return {
      status: failed ? 'requires_payment_method' : 'succeeded',
      paymentMethodId: failed ? null : paymentMethodId,
      lastError: failed ? DECLINE_MESSAGES[outcome as keyof typeof DECLINE_MESSAGES] : null,
    } satisfies Partial<IntentRow>;
  }

  function setupEventFor(row: IntentRow): PaymentEvent {
    return {
      id: newId('evt'),
      type: row.status === 'succeeded' ? 'setup_intent.succeeded' : 'setup_intent.setup_failed',
      setupIntent: toSetupIntent(row),
    };
  }

  const billingEvent = (type: BillingEventType, billing: BillingObject): PaymentEvent => ({
    id: newId('evt'),
    type,
    billing,
  });

  async function loadSubscription(id: string) {
    const row = await db.query.simulatedSubscriptions.findFirst({
      where: eq(simulatedSubscriptions.id, id),
    });
    if (!row || row.status === 'canceled')
      throw new PaymentProviderError('This subscription has ended.');
    return row;
  }

  const provider = {
    kind: 'simulated',
    publishableKey: null,

    // The customer id is derived from the key, so a repeated call answers the same customer.
    createCustomer: async (_input, key) => ({
      id: `cus_sim_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`,
    }),

    createPaymentIntent: async (input, key) =>
      toIntent(
        await insertIntent({
          amountCents: chargeableAmount(input.amountCents),
          idempotencyKey: key,
          currency: input.currency,
          captureMethod: input.captureMethod,
          customerId: input.customerId,
          saveCard: input.saveCard,
          metadata: input.metadata,
        }),
      ),

    async chargeSavedCard(input, key) {
      chargeableAmount(input.amountCents);
      const method = await db.query.simulatedPaymentMethods.findFirst({
        where: eq(simulatedPaymentMethods.id, input.paymentMethodId),
      });
      if (!method) throw new PaymentProviderError('No such payment method.');
      const created = await insertIntent({
        idempotencyKey: key,
        amountCents: input.amountCents,
        currency: input.currency,
        captureMethod: input.captureMethod,
        customerId: input.customerId,
        metadata: input.metadata,
      });
      return withEvents(async (tx, send) => {
        const row = await lock(tx, created.id);
        if (row.status !== 'requires_payment_method' || row.paymentMethodId) return toIntent(row);
        const updated = await update(tx, row.id, chargedBy(row, method.outcome, method.id));
        send(eventFor(updated));
        return toIntent(updated);
      });
    },

    setupCard: async (input, key) =>
      toSetupIntent(
        await insertIntent(
          {
            idempotencyKey: key,
            amountCents: 0,
            currency: '',
            captureMethod: SETUP,
            customerId: input.customerId,
            saveCard: true,
            metadata: input.metadata,
          },
          'seti',
        ),
      ),

    getPaymentIntent: async (id) => toIntent(await load(id)),

    // Capture and cancel are idempotent by state: repeating one finds it done.
    capture: (id, _key: string) =>
      withEvents(async (tx, send) => {
        const row = await lock(tx, id);
        if (row.status === 'succeeded') return toIntent(row);
        if (row.status !== 'requires_capture')
          throw new PaymentProviderError(`Cannot capture a ${row.status} payment.`);
        const updated = await update(tx, id, {
          status: 'succeeded',
          amountReceivedCents: row.amountCents,
        });
        send(eventFor(updated));
        return toIntent(updated);
      }),

    cancel: (id, _key: string) =>
      withEvents(async (tx, send) => {
        const row = await lock(tx, id);
        if (row.status === 'canceled') return toIntent(row);
        if (row.status === 'succeeded')
          throw new PaymentProviderError('Cannot cancel a captured payment.');
        const updated = await update(tx, id, { status: 'canceled' });
        send(eventFor(updated));
        return toIntent(updated);
      }),

    async refund(input, key): Promise<ProviderRefund> {
      return db.transaction(async (tx) => {
        // Locked first: a repeat of this key waits here and then finds the refund made.
        const row = await lock(tx, input.paymentIntentId);
        const done = await tx.query.simulatedRefunds.findFirst({
          where: eq(simulatedRefunds.idempotencyKey, key),
        });
        if (done) return { id: done.id, status: 'succeeded' };
        if (
          row.status !== 'succeeded' ||
          row.amountRefundedCents + input.amountCents > row.amountReceivedCents
        )
          throw new PaymentProviderError('The refund exceeds what was paid.');
        await update(tx, row.id, {
          amountRefundedCents: row.amountRefundedCents + input.amountCents,
        });
        const id = newId('re');
        await tx
          .insert(simulatedRefunds)
          .values({ id, idempotencyKey: key, intentId: row.id, amountCents: input.amountCents });
        return { id, status: 'succeeded' };
      });
    },

    // Refunds are made at once here: one that exists has succeeded.
    async getRefund(id): Promise<ProviderRefund> {
      const row = await db.query.simulatedRefunds.findFirst({ where: eq(simulatedRefunds.id, id) });
      if (!row) throw new PaymentProviderError(`No such refund: ${id}`);
      return { id: row.id, status: 'succeeded' };
    },

    async findRefund(paymentIntentId, key): Promise<ProviderRefund | null> {
      const row = await db.query.simulatedRefunds.findFirst({
        where: and(
          eq(simulatedRefunds.intentId, paymentIntentId),
          eq(simulatedRefunds.idempotencyKey, key),
        ),
      });
      return row ? { id: row.id, status: 'succeeded' } : null;
    },

    async createSubscriptionCheckout(input, key) {
      const id = newId('cs');
      await db
        .insert(simulatedCheckoutSessions)
        .values({
          id,
          idempotencyKey: key,
          customerId: input.customerId,
          priceId: input.priceId,
          metadata: input.metadata,
        })
        .onConflictDoNothing({ target: simulatedCheckoutSessions.idempotencyKey });
      const row = await db.query.simulatedCheckoutSessions.findFirst({
        where: eq(simulatedCheckoutSessions.idempotencyKey, key),
      });
      return { id: row!.id, url: `${options.publicUrl}/pricing/checkout/${row!.id}/` };
    },

    // The portal page acts on the signed-in owner's subscription, so it needs no session id.
    createBillingPortal: async () => ({ url: `${options.publicUrl}/pricing/portal/` }),

    parseWebhook: () => null,

    findCheckoutSession: (id: string) =>
      db.query.simulatedCheckoutSessions.findFirst({
        where: eq(simulatedCheckoutSessions.id, id),
      }),

    /**
     * What paying on Stripe Checkout does: a good test card starts the subscription and sends
     * the same events as Stripe; a bad one leaves the session open with the card's error.
     * Paying a completed session again changes nothing.
     */
    async confirmSubscriptionCheckout({
      sessionId,
      cardNumber,
    }: {
      sessionId: string;
      cardNumber: string;
    }): Promise<{ status: 'complete' | 'open'; error: string | null }> {
      const outcome = TEST_CARDS[cardNumber]?.outcome ?? 'unknown_card';
      const result = await withEvents(async (tx, send) => {
        const [session] = await tx
          .select()
          .from(simulatedCheckoutSessions)
          .where(eq(simulatedCheckoutSessions.id, sessionId))
          .for('update');
        if (!session) throw new PaymentProviderError('Unknown checkout session.');
        if (session.status === 'complete') return { session, subscription: null };
        if (outcome !== 'success') return { session, subscription: null, failed: true };
        const [subscription] = await tx
          .insert(simulatedSubscriptions)
          .values({
            id: newId('sub'),
            customerId: session.customerId,
            priceId: session.priceId,
            status: 'active',
            metadata: session.metadata,
          })
          .returning();
        const [completed] = await tx
          .update(simulatedCheckoutSessions)
          .set({ status: 'complete', subscriptionId: subscription!.id })
          .where(eq(simulatedCheckoutSessions.id, sessionId))
          .returning();
        send(billingEvent('customer.subscription.created', billingOf(subscription!)));
        send(
          billingEvent('checkout.session.completed', {
            customerId: completed!.customerId,
            subscriptionId: subscription!.id,
            status: null,
            priceId: null,
            metadata: completed!.metadata,
          }),
        );
        return { session: completed!, subscription: subscription! };
      });
      if ('failed' in result) {
        return {
          status: 'open',
          error: DECLINE_MESSAGES[outcome as keyof typeof DECLINE_MESSAGES],
        };
      }
      return { status: 'complete', error: null };
    },

    /** The portal's Switch plan: the same subscription moves to another price. */
    async switchSubscription(subscriptionId: string, priceId: string) {
      const row = await loadSubscription(subscriptionId);
      if (row.priceId === priceId) return;
      await withEvents(async (tx, send) => {
        const [updated] = await tx
          .update(simulatedSubscriptions)
          .set({ priceId })
          .where(eq(simulatedSubscriptions.id, subscriptionId))
          .returning();
        send(billingEvent('customer.subscription.updated', billingOf(updated!)));
      });
    },

    /** The portal's Cancel plan, at once (Stripe can also cancel at the period's end). */
    async cancelSubscription(subscriptionId: string) {
      await loadSubscription(subscriptionId);
      await withEvents(async (tx, send) => {
        const [updated] = await tx
          .update(simulatedSubscriptions)
          .set({ status: 'canceled' })
          .where(eq(simulatedSubscriptions.id, subscriptionId))
          .returning();
        send(billingEvent('customer.subscription.deleted', billingOf(updated!)));
      });
    },

    /**
     * What Stripe's Payment Element does in the browser, for the plain card form. A cancelled or
     * already paid intent is refused without touching the card: the answer is the intent as it
     * stands with the refusal as its error, as Stripe.js answers `{error, paymentIntent}`.
     */
    async confirm({ clientSecret, cardNumber }: SimulatedConfirmInput) {
      const outcome = TEST_CARDS[cardNumber]?.outcome ?? 'unknown_card';
      const present = (value: IntentRow) =>
        value.captureMethod === SETUP ? toSetupIntent(value) : toIntent(value);
      const { answer, event } = await db.transaction(async (tx) => {
        // Found by its secret and locked in one statement.
        const [row] = await tx
          .select()
          .from(simulatedIntents)
          .where(eq(simulatedIntents.clientSecret, clientSecret))
          .for('update');
        if (!row) throw new PaymentProviderError('Unknown payment.');
        const refusal = refusalFor(row);
        if (refusal) return { answer: { ...present(row), lastError: refusal }, event: null };
        const methodId = newId('pm');
        const setup = row.captureMethod === SETUP;
        const paid: IntentRow = {
          ...row,
          ...(setup ? savedBy(outcome, methodId) : chargedBy(row, outcome, methodId)),
        };
        const paidEvent = setup ? setupEventFor(paid) : eventFor(paid);
        await recordCardPayment(tx, {
          method: {
            id: methodId,
            customerId: row.saveCard ? row.customerId : null,
            last4: cardNumber.slice(-4),
            outcome,
          },
          intent: paid,
          event: paidEvent,
        });
        return { answer: present(paid), event: paidEvent };
      });
      if (event) delivery.deliverSoon(event.id);
      return answer;
    },

    /** Stops redelivering; deliveries under way finish first. */
    close: () => delivery.close(),
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type SimulatedProvider = ReturnType<typeof createSimulatedProvider>;
