import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentEvent, PaymentProvider } from '../lib/payments/payment-provider';
import {
  createSimulatedProvider,
  type SimulatedProvider,
} from '../lib/payments/simulated-provider';

/** A module's reaction to provider events; it ignores the kinds that are not its own. */
export type PaymentEventHandler = (event: PaymentEvent) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
    /** Set only when no real provider is configured: the plain card form confirms through it. */
    simulatedPayments: SimulatedProvider | null;
    /** Modules register what they do with provider events when they are registered. */
    onPaymentEvent(handler: PaymentEventHandler): void;
    /** Hands one provider event to every registered handler, in the order they registered. */
    dispatchPaymentEvent(event: PaymentEvent): Promise<void>;
  }
}

/** Stripe when STRIPE_SECRET_KEY is set, else the simulated provider; both feed the same handlers. */
export default fp(async function payments(app: FastifyInstance) {
  const { config } = app;
  const handlers: PaymentEventHandler[] = [];
  app.decorate('onPaymentEvent', (handler: PaymentEventHandler) => {
    handlers.push(handler);
  });
  app.decorate('dispatchPaymentEvent', async (event: PaymentEvent) => {
    for (const handler of handlers) await handler(event);
  });
  if (config.STRIPE_SECRET_KEY) {
    // The Stripe SDK adds about 20 MB: loaded only when it is configured.
    const { createStripeProvider } = await import('../lib/payments/stripe-provider');
    app.decorate(
      'payments',
      createStripeProvider({
        secretKey: config.STRIPE_SECRET_KEY,
        publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
        apiUrl: config.STRIPE_API_URL,
      }),
    );
    app.decorate('simulatedPayments', null);
    return;
  }
  // A handler that throws leaves the event unacknowledged: the provider sends it again.
  // Its statements look intents and events up by id, as the guest's checkout does
  // (Database.guestDb).
  const simulated = createSimulatedProvider(
    app.guestDb,
    (event) => app.dispatchPaymentEvent(event),
    {
      publicUrl: config.PUBLIC_URL,
      onDeliveryError: (error, eventId) =>
        app.log.error({ err: error, event: eventId }, 'payment event failed'),
    },
  );
  app.addHook('onClose', () => simulated.close());
  app.decorate('payments', simulated as PaymentProvider);
  app.decorate('simulatedPayments', simulated);
});
