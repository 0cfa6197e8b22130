import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer/mailer';
import type { PaymentProvider } from '../../lib/payments/payment-provider';
import type { SmsSender } from '../../lib/sms/sms-sender';

/**
 * What commerce services work with, handed in by the routes (the Fastify instance has them all):
 * services name the part they use instead of reaching into the whole application.
 */
export interface CommerceDeps {
  db: Db;
  payments: PaymentProvider;
  mailer: Mailer;
  sms: SmsSender;
  log: FastifyBaseLogger;
  config: Pick<AppConfig, 'PUBLIC_URL' | 'BRAND_NAME' | 'SUPPORT_EMAIL'>;
}

/** Sending e-mails and texts. */
export type NotifyDeps = Pick<CommerceDeps, 'db' | 'mailer' | 'sms' | 'log' | 'config'>;

/**
 * The services' dependencies for the guest's journey and the work it starts: the same as the
 * application's, on `guestDb`, whose repeated statements are named (db/statement-names.ts).
 */
export function guestPathDeps(app: FastifyInstance) {
  const { guestDb, payments, simulatedPayments, mailer, sms, log, config } = app;
  return { db: guestDb, payments, simulatedPayments, mailer, sms, log, config };
}
