import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer/mailer';

/**
 * What storefront services work with, built by the routes from the application: services name
 * the part they use instead of reaching into the whole Fastify instance.
 */
export interface StorefrontDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export function storefrontDepsOf(app: FastifyInstance): StorefrontDeps {
  const { db, config, mailer, log } = app;
  return { db, config, mailer, log };
}
