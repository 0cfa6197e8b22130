import type { FastifyBaseLogger } from 'fastify';
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
