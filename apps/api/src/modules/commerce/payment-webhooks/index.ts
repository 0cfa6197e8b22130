import type { FastifyPluginAsync } from 'fastify';
import { PaymentProviderError } from '../../../lib/payments/payment-provider';
import { deliverEffects } from '../outbox/effects';
import { guestPathDeps } from '../deps';
import { handlePaymentEvent } from './payment-events';
import { handleStripePayoutWebhook } from '../payouts/stripe-payout-webhook';

/**
 * Stripe's webhook. The body is kept as bytes (this scope only), because the signature covers
 * the exact payload; a forged or stale delivery gets 400 and changes nothing.
 */
const stripeWebhookRoutes: FastifyPluginAsync = async (app) => {
  // The events of a guest's payment: their statements are the guest path's (deps.ts).
  const guest = guestPathDeps(app);
  app.onPaymentEvent((event) => handlePaymentEvent(guest, event));
  // The effects a crashed process left queued (e-mails, saved-card charges, payments given back).
  app.jobs.schedule({
    name: 'commerce-deliver-effects',
    cron: '* * * * *',
    run: () => deliverEffects(app),
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/services/stripe/webhook/',
    {
      schema: {
        tags: ['checkout'],
        summary: "Stripe's events (signed)",
        hide: app.payments.kind !== 'stripe',
      },
    },
    async (request, reply) => {
      if (app.payments.kind !== 'stripe') return reply.status(404).send({ detail: 'Not found.' });
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = app.payments.parseWebhook(
          request.body as Buffer,
          typeof signature === 'string' ? signature : undefined,
        );
      } catch (error) {
        if (error instanceof PaymentProviderError) {
          return reply.status(400).send({ detail: `Webhook refused: ${error.message}` });
        }
        throw error;
      }
      if (event) await app.dispatchPaymentEvent(event);
      else await handleStripePayoutWebhook(app, request.body as Buffer, signature as string);
      return { received: true };
    },
  );
};

export default stripeWebhookRoutes;
