import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer/mailer';
import type { PaymentProvider } from '../../lib/payments/payment-provider';
import type { SimulatedProvider } from '../../lib/payments/simulated-provider';
import type { RateLimits } from '../../lib/rate-limit';

/**
 * What identity services work with, built by the routes from the application: services name
 * the part they use instead of reaching into the whole Fastify instance.
 */
export interface IdentityDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
  rateLimits: RateLimits;
  /** Billing: Stripe or the simulated provider; the simulated one alone serves its local pages. */
  payments: PaymentProvider;
  simulatedPayments: SimulatedProvider | null;
}

export function identityDepsOf(app: FastifyInstance): IdentityDeps {
  const { db, config, mailer, log, rateLimits, payments, simulatedPayments } = app;
  return { db, config, mailer, log, rateLimits, payments, simulatedPayments };
}
