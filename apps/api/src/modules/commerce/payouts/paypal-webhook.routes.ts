import type { FastifyPluginAsync } from 'fastify';
import { PayoutProviderError } from '../../../lib/payouts/payout-provider';
import { payoutDepsOf } from './payout-deps';
import { handlePayoutEvent, providersFor } from './payout-events';

/**
 * PayPal's payout-item webhooks. The body is kept as text (this scope only) because PayPal
 * verifies the exact event; a delivery PayPal does not vouch for gets 400 and changes nothing.
 */
const paypalWebhookRoutes: FastifyPluginAsync = async (app) => {
  const deps = payoutDepsOf(app);
  const enabled = Boolean(app.config.PAYPAL_CLIENT_ID && app.config.PAYPAL_CLIENT_SECRET);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/services/paypal/webhook/',
    { schema: { tags: ['payouts'], summary: "PayPal's payout events (verified)", hide: !enabled } },
    async (request, reply) => {
      if (!enabled) return reply.status(404).send({ detail: 'Not found.' });
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([key, value]) => [
          key,
          typeof value === 'string' ? value : undefined,
        ]),
      );
      let event;
      try {
        event = await providersFor(deps).paypal.parseWebhook(headers, String(request.body ?? ''));
      } catch (error) {
        if (error instanceof PayoutProviderError)
          return reply.status(400).send({ detail: `Webhook refused: ${error.message}` });
        throw error;
      }
      if (event) await handlePayoutEvent(deps, event);
      return { received: true };
    },
  );
};

export default paypalWebhookRoutes;
