import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from '../lib/payments/payment-provider';
import {
  createSimulatedProvider,
  type SimulatedProvider,
} from '../lib/payments/simulated-provider';
import { handlePaymentEvent } from '../modules/checkout/payment-events';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
    /** Set only when no real provider is configured: the plain card form confirms through it. */
    simulatedPayments: SimulatedProvider | null;
  }
}

/** The simulated provider unless Stripe is configured; its events go to the same handler. */
export default fp(async function payments(app: FastifyInstance) {
  const simulated = createSimulatedProvider(app.db, (event) => {
    handlePaymentEvent(app, event).catch((error) =>
      app.log.error({ err: error, event: event.id }, 'payment event failed'),
    );
  });
  app.decorate('payments', simulated as PaymentProvider);
  app.decorate('simulatedPayments', simulated);
});
