import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { isConcurrentCreation } from '../lib/db-errors';
import {
  cancelLapsingAuthorisations,
  releaseStaleReservations,
} from '../modules/commerce/approvals/approval-sweeps';
import { removeUnreferencedUploads } from '../modules/catalogue/uploads/uploads.service';
import { createImageStorage } from '../lib/image-storage';
import { removeStaleAnonymousGuests } from '../modules/identity/accounts/stale-guests';
import { deleteEndedSessions } from '../modules/identity/auth/sessions.repository';
import {
  MASS_IMPORT_QUEUE,
  runMassImport,
  syncLinkedStores,
} from '../modules/catalogue/partners/partners.service';
import { payoutDepsOf } from '../modules/commerce/payouts/payout-deps';
import { runScheduledPayouts } from '../modules/commerce/payouts/payout-run';

export interface Jobs {
  /**
   * Starts pg-boss, its schedules and workers; automatic except in tests, which may poll and
   * read the schedules more often than every 30 seconds.
   */
  start(options?: {
    pollingIntervalSeconds?: number;
    cronMonitorIntervalSeconds?: number;
  }): Promise<void>;
  stop(): Promise<void>;
  /** Queues a run of a scheduled job now, besides its schedule. */
  trigger(name: JobName): Promise<void>;
  /** Queues one piece of work for a queue of QUEUES. */
  send(name: QueueName, data: Record<string, unknown>): Promise<void>;
  readonly running: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** Recurring jobs: queue name, cron (UTC) and what runs. */
const SCHEDULES = [
  {
    name: 'requests-cancel-lapsing-authorisations',
    cron: '*/5 * * * *',
    run: (app: FastifyInstance) => cancelLapsingAuthorisations(app),
  },
  {
    name: 'stock-release-expired-reservations',
    cron: '*/5 * * * *',
    run: (app: FastifyInstance) => releaseStaleReservations(app),
  },
  {
    name: 'uploads-remove-unreferenced',
    cron: '17 * * * *',
    run: (app: FastifyInstance) => removeUnreferencedUploads(app, createImageStorage(app.config)),
  },
  {
    name: 'accounts-remove-stale-guests',
    cron: '23 3 * * *',
    run: async (app: FastifyInstance) => {
      const removed = await removeStaleAnonymousGuests(app);
      app.log.info({ removed }, 'stale anonymous guests removed');
    },
  },
  {
    name: 'sessions-remove-ended',
    cron: '53 3 * * *',
    run: (app: FastifyInstance) => deleteEndedSessions(app.db),
  },
  {
    name: 'payouts-monthly-run',
    // The 7th, in PAYOUT_TIMEZONE (the schedule's own time zone is set where it is registered).
    cron: '0 6 7 * *',
    run: (app: FastifyInstance) => runScheduledPayouts(payoutDepsOf(app)),
  },
  {
    name: 'partners-daily-sync',
    cron: '30 6 * * *',
    run: (app: FastifyInstance) => syncLinkedStores(app),
  },
] as const;

export type JobName = (typeof SCHEDULES)[number]['name'];

/** Work queued by requests: queue name and what runs for one job's data. */
const QUEUES = [
  {
    name: MASS_IMPORT_QUEUE,
    run: (app: FastifyInstance, data: Record<string, unknown>) =>
      runMassImport(app, String(data.massStoreRequestId)),
  },
] as const;

export type QueueName = (typeof QUEUES)[number]['name'];

// A host waits on the import page for these, so they are picked up within a couple of seconds.
const QUEUE_POLLING_SECONDS = 2;

// Jobs here only come from the schedules above, every few minutes: polling for them often would
// only cost queries (on the embedded database, CPU of the one process).
const POLLING_SECONDS = 30;

/**
 * pg-boss speaks to the database through `executeSql`. On PostgreSQL that is the app's own pool.
 * PGlite has one connection: statements without parameters (pg-boss's multi-statement scripts,
 * with their own BEGIN/COMMIT) go through `exec` inside a PGlite transaction, which keeps them
 * apart from the app's queries and rolls back a failed script instead of leaving the only
 * connection in an aborted transaction; the rest through `query`.
 */
export function bossDatabase(db: Db): PgBoss.Db {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (!(client instanceof PGlite)) {
    return { executeSql: (text, values) => client.query(text, values) };
  }
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // pg-boss reads no rows from its scripts; a single statement's result is passed on.
      const results = await client.transaction((tx) => tx.exec(text));
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

/**
 * Processes started together on a new database all create the queues, and PostgreSQL may stop
 * one of them with a deadlock: the queue is then made by the other, so look again after a moment.
 */
async function createQueueOnce(boss: PgBoss, name: string) {
  for (let attempt = 1; ; attempt += 1) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name);
      return;
    } catch (error) {
      if (attempt >= 5 || !isConcurrentCreation(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 100 + Math.random() * 200));
    }
  }
}

export default fp(async function jobs(app: FastifyInstance) {
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;

  async function startBoss(pollingIntervalSeconds: number, cronMonitorIntervalSeconds?: number) {
    const began = Date.now();
    const instance = new PgBoss({
      db: bossDatabase(app.db),
      schema: 'pgboss',
      ...(cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds } : {}),
    });
    instance.on('error', (error) => app.log.error({ err: error }, 'background jobs error'));
    await instance.start();
    try {
      for (const job of SCHEDULES) {
        await createQueueOnce(instance, job.name);
        const tz = job.name === 'payouts-monthly-run' ? app.config.PAYOUT_TIMEZONE : 'UTC';
        await instance.schedule(job.name, job.cron, undefined, { tz });
        await instance.work(job.name, { pollingIntervalSeconds }, async () => {
          await job.run(app);
        });
      }
      for (const queue of QUEUES) {
        await createQueueOnce(instance, queue.name);
        await instance.work<Record<string, unknown>>(
          queue.name,
          { pollingIntervalSeconds: Math.min(pollingIntervalSeconds, QUEUE_POLLING_SECONDS) },
          async (jobs) => {
            for (const job of jobs) await queue.run(app, job.data);
          },
        );
      }
    } catch (error) {
      await instance.stop({ graceful: false, wait: true });
      throw error;
    }
    boss = instance;
    app.log.info({ ms: Date.now() - began }, 'background jobs started');
  }

  const controller: Jobs = {
    get running() {
      return boss != null;
    },
    start({ pollingIntervalSeconds = POLLING_SECONDS, cronMonitorIntervalSeconds } = {}) {
      starting ??= startBoss(pollingIntervalSeconds, cronMonitorIntervalSeconds);
      return starting;
    },
    async trigger(name) {
      if (!boss) throw new Error('Background jobs are not running.');
      await boss.send(name, {});
    },
    async send(name, data) {
      if (!boss) throw new Error('Background jobs are not running.');
      await boss.send(name, data);
    },
    async stop() {
      await starting?.catch(() => undefined);
      starting = null;
      const instance = boss;
      boss = null;
      await instance?.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
  app.decorate('jobs', controller);
  // Tests run the sweeps directly, or start the jobs themselves. Elsewhere they start beside the
  // server, not before it: listening does not wait for them. A failure to start is loud but does
  // not stop the product (the provider still ends lapsed authorisations on its own).
  if (app.config.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => {
      controller.start().catch((error: unknown) => {
        app.log.error({ err: error }, 'background jobs did not start');
      });
    });
  }
  app.addHook('onClose', () => controller.stop());
});
