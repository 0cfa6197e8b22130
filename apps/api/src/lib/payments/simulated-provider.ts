import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
  SetupIntent,
} from './payment-provider';
import { PaymentProviderError } from './payment-provider';

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

/**
 * A stand-in for Stripe that needs no network: intents, saved cards, capture, cancel and refunds
 * kept in the database, and the same events Stripe would send, delivered in process.
 */
export function createSimulatedProvider(
  db: Db,
  emit: (event: PaymentEvent) => void,
  options: { publicUrl: string },
) {
  /** A repeated key finds the intent the first call made instead of making another. */
  async function insertIntent(
    values: Omit<typeof simulatedIntents.$inferInsert, 'id' | 'clientSecret'>,
    prefix = 'pi',
  ) {
    const id = newId(prefix);
    await db
      .insert(simulatedIntents)
      .values({
        ...values,
        id,
        clientSecret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      })
      .onConflictDoNothing({ target: simulatedIntents.idempotencyKey });
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

  async function update(id: string, values: Partial<IntentRow>) {
    const [row] = await db
      .update(simulatedIntents)
      .set(values)
      .where(eq(simulatedIntents.id, id))
      .returning();
    return row!;
  }

  function emitFor(row: IntentRow) {
    const type =
      row.status === 'succeeded'
        ? 'payment_intent.succeeded'
        : row.status === 'requires_capture'
          ? 'payment_intent.amount_capturable_updated'
          : row.status === 'canceled'
            ? 'payment_intent.canceled'
            : 'payment_intent.payment_failed';
    const event: PaymentEvent = { id: newId('evt'), type, intent: toIntent(row) };
    setImmediate(() => emit(event));
  }

  async function charge(row: IntentRow, outcome: string, paymentMethodId: string) {
    const failed = outcome !== 'success';
    const updated = await update(row.id, {
      paymentMethodId,
      status: failed
        ? 'requires_payment_method'
        : row.captureMethod === 'manual'
          ? 'requires_capture'
          : 'succeeded',
      lastError: failed ? DECLINE_MESSAGES[outcome as keyof typeof DECLINE_MESSAGES] : null,
      amountReceivedCents: !failed && row.captureMethod === 'automatic' ? row.amountCents : 0,
    });
    emitFor(updated);
    return updated;
  }

  /** A card saved for later: good cards are kept (even one that will lack funds), declined ones not. */
  async function completeSetup(row: IntentRow, outcome: string, paymentMethodId: string) {
    const failed = outcome === 'declined' || outcome === 'unknown_card';
    const updated = await update(row.id, {
      status: failed ? 'requires_payment_method' : 'succeeded',
      paymentMethodId: failed ? null : paymentMethodId,
      lastError: failed ? DECLINE_MESSAGES[outcome as keyof typeof DECLINE_MESSAGES] : null,
    });
    const event: PaymentEvent = {
      id: newId('evt'),
      type: failed ? 'setup_intent.setup_failed' : 'setup_intent.succeeded',
      setupIntent: toSetupIntent(updated),
    };
    setImmediate(() => emit(event));
    return toSetupIntent(updated);
  }

  function emitBilling(type: BillingEventType, billing: BillingObject) {
    const event: PaymentEvent = { id: newId('evt'), type, billing };
    setImmediate(() => emit(event));
  }

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
          idempotencyKey: key,
          amountCents: input.amountCents,
          currency: input.currency,
          captureMethod: input.captureMethod,
          customerId: input.customerId,
          saveCard: input.saveCard,
          metadata: input.metadata,
        }),
      ),

    async chargeSavedCard(input, key) {
      const method = await db.query.simulatedPaymentMethods.findFirst({
        where: eq(simulatedPaymentMethods.id, input.paymentMethodId),
      });
      if (!method) throw new PaymentProviderError('No such payment method.');
      const row = await insertIntent({
        idempotencyKey: key,
        amountCents: input.amountCents,
        currency: input.currency,
        captureMethod: input.captureMethod,
        customerId: input.customerId,
        metadata: input.metadata,
      });
      if (row.status !== 'requires_payment_method' || row.paymentMethodId) return toIntent(row);
      return toIntent(await charge(row, method.outcome, method.id));
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
    async capture(id) {
      const row = await load(id);
      if (row.status === 'succeeded') return toIntent(row);
      if (row.status !== 'requires_capture')
        throw new PaymentProviderError(`Cannot capture a ${row.status} payment.`);
      const updated = await update(id, {
        status: 'succeeded',
        amountReceivedCents: row.amountCents,
      });
      emitFor(updated);
      return toIntent(updated);
    },

    async cancel(id) {
      const row = await load(id);
      if (row.status === 'canceled') return toIntent(row);
      if (row.status === 'succeeded')
        throw new PaymentProviderError('Cannot cancel a captured payment.');
      const updated = await update(id, { status: 'canceled' });
      emitFor(updated);
      return toIntent(updated);
    },

    async refund(input, key) {
      return db.transaction(async (tx) => {
        const done = await tx.query.simulatedRefunds.findFirst({
          where: eq(simulatedRefunds.idempotencyKey, key),
        });
        if (done) return { id: done.id, status: 'succeeded' };
        const [row] = await tx
          .update(simulatedIntents)
          .set({
            amountRefundedCents: sql`${simulatedIntents.amountRefundedCents} + ${input.amountCents}`,
          })
          .where(
            and(
              eq(simulatedIntents.id, input.paymentIntentId),
              eq(simulatedIntents.status, 'succeeded'),
              sql`${simulatedIntents.amountRefundedCents} + ${input.amountCents} <= ${simulatedIntents.amountReceivedCents}`,
            ),
          )
          .returning();
        if (!row) throw new PaymentProviderError('The refund exceeds what was paid.');
        const id = newId('re');
        await tx
          .insert(simulatedRefunds)
          .values({ id, idempotencyKey: key, intentId: row.id, amountCents: input.amountCents });
        return { id, status: 'succeeded' };
      });
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
      const result = await db.transaction(async (tx) => {
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
        return { session: completed!, subscription: subscription! };
      });
      if ('failed' in result) {
        return {
          status: 'open',
          error: DECLINE_MESSAGES[outcome as keyof typeof DECLINE_MESSAGES],
        };
      }
      if (result.subscription) {
        emitBilling('customer.subscription.created', billingOf(result.subscription));
        emitBilling('checkout.session.completed', {
          customerId: result.session.customerId,
          subscriptionId: result.subscription.id,
          status: null,
          priceId: null,
          metadata: result.session.metadata,
        });
      }
      return { status: 'complete', error: null };
    },

    /** The portal's Switch plan: the same subscription moves to another price. */
    async switchSubscription(subscriptionId: string, priceId: string) {
      const row = await loadSubscription(subscriptionId);
      if (row.priceId === priceId) return;
      const [updated] = await db
        .update(simulatedSubscriptions)
        .set({ priceId })
        .where(eq(simulatedSubscriptions.id, subscriptionId))
        .returning();
      emitBilling('customer.subscription.updated', billingOf(updated!));
    },

    /** The portal's Cancel plan, at once (Stripe can also cancel at the period's end). */
    async cancelSubscription(subscriptionId: string) {
      await loadSubscription(subscriptionId);
      const [updated] = await db
        .update(simulatedSubscriptions)
        .set({ status: 'canceled' })
        .where(eq(simulatedSubscriptions.id, subscriptionId))
        .returning();
      emitBilling('customer.subscription.deleted', billingOf(updated!));
    },

    /** What Stripe's Payment Element does in the browser, for the plain card form. */
    async confirm({ clientSecret, cardNumber }: SimulatedConfirmInput) {
      const row = await db.query.simulatedIntents.findFirst({
        where: eq(simulatedIntents.clientSecret, clientSecret),
      });
      if (!row) throw new PaymentProviderError('Unknown payment.');
      const isSetup = row.captureMethod === SETUP;
      if (row.status === 'succeeded' || row.status === 'requires_capture')
        return isSetup ? toSetupIntent(row) : toIntent(row);
      const outcome = TEST_CARDS[cardNumber]?.outcome ?? 'unknown_card';
      const methodId = newId('pm');
      await db.insert(simulatedPaymentMethods).values({
        id: methodId,
        customerId: row.saveCard ? row.customerId : null,
        last4: cardNumber.slice(-4),
        outcome,
      });
      if (isSetup) return completeSetup(row, outcome, methodId);
      return toIntent(await charge(row, outcome, methodId));
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type SimulatedProvider = ReturnType<typeof createSimulatedProvider>;
