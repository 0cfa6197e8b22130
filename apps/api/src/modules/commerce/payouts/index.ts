import type { FastifyPluginAsync } from 'fastify';
import payoutMethodRoutes from './payout-methods.routes';
import payoutsRoutes from './payouts.routes';
import paypalWebhookRoutes from './paypal-webhook.routes';

/** Payout methods, the payouts page's calls and PayPal's webhook. */
const payoutRoutes: FastifyPluginAsync = async (app) => {
  await app.register(payoutMethodRoutes);
  await app.register(payoutsRoutes);
  await app.register(paypalWebhookRoutes);
};

export default payoutRoutes;
