import type { FastifyInstance } from 'fastify';
import { parseStripePayoutEvent } from '../../../lib/payouts/stripe-connect';
import { payoutDepsOf } from './payout-deps';
import { handlePayoutEvent } from './payout-events';

/**
 * The Connect events of a Stripe webhook delivery that the checkout handler does not read
 * (account.updated, transfer.reversed). Answers whether it was one of them.
 */
export async function handleStripePayoutWebhook(
  app: FastifyInstance,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<boolean> {
  if (!app.config.STRIPE_SECRET_KEY) return false;
  const event = parseStripePayoutEvent(
    {
      secretKey: app.config.STRIPE_SECRET_KEY,
      webhookSecret: app.config.STRIPE_WEBHOOK_SECRET ?? null,
      apiUrl: app.config.STRIPE_API_URL,
    },
    rawBody,
    signature,
  );
  if (!event) return false;
  await handlePayoutEvent(payoutDepsOf(app), event);
  return true;
}
