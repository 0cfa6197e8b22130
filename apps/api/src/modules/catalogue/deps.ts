import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer/mailer';
import type { RateLimits } from '../../lib/rate-limit';
import type { Jobs } from '../../plugins/jobs';

/**
 * What catalogue services work with, built by the routes from the application: services name
 * the part they use instead of reaching into the whole Fastify instance.
 */
export interface CatalogueDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
  rateLimits: RateLimits;
  /** Partner imports queue their work. */
  jobs: Jobs;
}

export function catalogueDepsOf(app: FastifyInstance): CatalogueDeps {
  const { db, config, mailer, log, rateLimits, jobs } = app;
  return { db, config, mailer, log, rateLimits, jobs };
}
