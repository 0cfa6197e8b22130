import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { createPaypalClient } from '../../../lib/payouts/paypal-client';
import type {
  ConnectClient,
  PaypalPayouts,
  PayoutEvent,
} from '../../../lib/payouts/payout-provider';
import {
  createSimulatedPayouts,
  type SimulatedPayouts,
} from '../../../lib/payouts/simulated-payouts';
import { createStripeConnect } from '../../../lib/payouts/stripe-connect';
import type { Mailer } from '../../../lib/mailer/mailer';

/** What the payout calls, the monthly run and the operators' command need. */
export interface PayoutDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export function payoutDepsOf(app: FastifyInstance): PayoutDeps {
  return { db: app.db, config: app.config, mailer: app.mailer, log: app.log };
}

export interface PayoutProviders {
  connect: ConnectClient;
  paypal: PaypalPayouts;
  /** Set when either provider is the offline stand-in (its onboarding page needs it). */
  simulated: SimulatedPayouts | null;
}

// A few seconds, as a host would see it; tests do not wait that long.
const SIMULATED_SETTLE_MS = 3000;
const SIMULATED_SETTLE_MS_IN_TESTS = 50;

/** How long the simulated stand-in keeps a payout PAYING. */
export function simulatedSettleMs(config: AppConfig) {
  return config.NODE_ENV === 'test' ? SIMULATED_SETTLE_MS_IN_TESTS : SIMULATED_SETTLE_MS;
}

const providersByDb = new WeakMap<Db, PayoutProviders>();

/**
 * Stripe Connect when STRIPE_SECRET_KEY is set and PayPal when its client id and secret are,
 * each otherwise the simulated stand-in; their outcomes go to `onEvent`. One set per database,
 * so the stand-in's timers and the handler see the same rows.
 */
export function payoutProviders(
  deps: PayoutDeps,
  onEvent: (event: PayoutEvent) => Promise<void>,
): PayoutProviders {
  const known = providersByDb.get(deps.db);
  if (known) return known;
  const { config } = deps;
  const needsSimulated =
    !config.STRIPE_SECRET_KEY || !config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET;
  const simulated = needsSimulated
    ? createSimulatedPayouts(deps.db, {
        publicUrl: config.PUBLIC_URL,
        settleMs: simulatedSettleMs(config),
        emit: (event) => {
          onEvent(event).catch((error: unknown) =>
            deps.log.error({ err: error, event: event.id }, 'payout event failed'),
          );
        },
      })
    : null;
  const providers: PayoutProviders = {
    connect: config.STRIPE_SECRET_KEY
      ? createStripeConnect({
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
          apiUrl: config.STRIPE_API_URL,
        })
      : simulated!.connect,
    paypal:
      config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET
        ? createPaypalClient({
            clientId: config.PAYPAL_CLIENT_ID,
            clientSecret: config.PAYPAL_CLIENT_SECRET,
            apiUrl: config.PAYPAL_API_URL,
            webhookId: config.PAYPAL_WEBHOOK_ID ?? null,
          })
        : simulated!.paypal,
    simulated,
  };
  providersByDb.set(deps.db, providers);
  return providers;
}
