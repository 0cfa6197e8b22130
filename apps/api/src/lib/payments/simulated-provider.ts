import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simulatedIntents, simulatedPaymentMethods, simulatedRefunds } from '../../db/schema';
import type { PaymentEvent, PaymentIntent, PaymentProvider, SetupIntent } from './payment-provider';
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

/**
 * A stand-in for Stripe that needs no network: intents, saved cards, capture, cancel and refunds
 * kept in the database, and the same events Stripe would send, delivered in process.
 */
export function createSimulatedProvider(db: Db, emit: (event: PaymentEvent) => void) {
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

  const provider: PaymentProvider & {
    confirm(input: SimulatedConfirmInput): Promise<PaymentIntent | SetupIntent>;
  } = {
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

    parseWebhook: () => null,

    /** What Stripe's Payment Element does in the browser, for the plain card form. */
    async confirm({ clientSecret, cardNumber }) {
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
  };
  return provider;
}

export type SimulatedProvider = ReturnType<typeof createSimulatedProvider>;
