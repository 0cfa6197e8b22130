import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from '../lib/payments/payment-provider';
import {
  createSimulatedProvider,
  type SimulatedProvider,
} from '../lib/payments/simulated-provider';
import { handlePaymentEvent } from '../modules/commerce/checkout/payment-events';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
    /** Set only when no real provider is configured: the plain card form confirms through it. */
    simulatedPayments: SimulatedProvider | null;
  }
}

/** Stripe when STRIPE_SECRET_KEY is set, else the simulated provider; both feed the same handler. */
export default fp(async function payments(app: FastifyInstance) {
  const { config } = app;
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
  const simulated = createSimulatedProvider(app.db, (event) => handlePaymentEvent(app, event), {
    publicUrl: config.PUBLIC_URL,
    onDeliveryError: (error, eventId) =>
      app.log.error({ err: error, event: eventId }, 'payment event failed'),
  });
  app.addHook('onClose', () => simulated.close());
  app.decorate('payments', simulated as PaymentProvider);
  app.decorate('simulatedPayments', simulated);
});
