import type { FastifyPluginAsync } from 'fastify';
import { payoutDepsOf } from './payout-deps';
import payoutMethodRoutes from './payout-methods.routes';
import { runScheduledPayouts } from './payout-run';
import payoutsRoutes from './payouts.routes';
import paypalWebhookRoutes from './paypal-webhook.routes';

/** Payout methods, the payouts page's calls, PayPal's webhook and the monthly run. */
const payoutRoutes: FastifyPluginAsync = async (app) => {
  app.jobs.schedule({
    name: 'payouts-monthly-run',
    // The 7th pays the month before, on the operator's calendar.
    cron: '0 6 7 * *',
    timeZone: app.config.PAYOUT_TIMEZONE,
    run: () => runScheduledPayouts(payoutDepsOf(app)),
  });
  await app.register(payoutMethodRoutes);
  await app.register(payoutsRoutes);
  await app.register(paypalWebhookRoutes);
};

export default payoutRoutes;
