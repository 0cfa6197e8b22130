import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { isConcurrentCreation } from '../lib/db-errors';

/** A recurring job: its queue name, cron (in `timeZone`, UTC unless given) and what runs. */
export interface ScheduledJob {
  name: string;
  cron: string;
  timeZone?: string;
  run(): Promise<unknown>;
}

/** A queue of work that requests add to: its name and what runs for one job's data. */
export interface WorkQueue {
  name: string;
  work(data: Record<string, unknown>): Promise<unknown>;
}

export interface Jobs {
  /** Adds a recurring job; modules call it while they register, before the jobs start. */
  schedule(job: ScheduledJob): void;
  /** Adds a queue of work; modules call it while they register, before the jobs start. */
  queue(queue: WorkQueue): void;
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
  trigger(name: string): Promise<void>;
  /** Queues one piece of work for a registered queue. */
  send(name: string, data: Record<string, unknown>): Promise<void>;
  readonly running: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

// A host waits on the import page for queued work: it is picked up within a couple of seconds.
const QUEUE_POLLING_SECONDS = 2;

// Scheduled jobs come every few minutes at most: polling for them often would only cost queries
// (on the embedded database, CPU of the one process).
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
  const schedules = new Map<string, ScheduledJob>();
  const queues = new Map<string, WorkQueue>();
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;

  // Registration closes when the jobs start: a job added later would never be scheduled.
  function register<T extends { name: string }>(into: Map<string, T>, entry: T) {
    if (starting) throw new Error(`Job ${entry.name} was registered after the jobs started.`);
    if (schedules.has(entry.name) || queues.has(entry.name)) {
      throw new Error(`Job ${entry.name} is registered twice.`);
    }
    into.set(entry.name, entry);
  }

  function runningBoss(name: string, registered: Map<string, unknown>): PgBoss {
    if (!boss) throw new Error('Background jobs are not running.');
    if (!registered.has(name)) throw new Error(`No job named ${name} is registered.`);
    return boss;
  }

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
      for (const job of schedules.values()) {
        await createQueueOnce(instance, job.name);
        await instance.schedule(job.name, job.cron, undefined, { tz: job.timeZone ?? 'UTC' });
        await instance.work(job.name, { pollingIntervalSeconds }, async () => {
          await job.run();
        });
      }
      for (const queue of queues.values()) {
        await createQueueOnce(instance, queue.name);
        await instance.work<Record<string, unknown>>(
          queue.name,
          { pollingIntervalSeconds: Math.min(pollingIntervalSeconds, QUEUE_POLLING_SECONDS) },
          async (jobs) => {
            for (const job of jobs) await queue.work(job.data);
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
    schedule: (job) => register(schedules, job),
    queue: (queue) => register(queues, queue),
    async trigger(name) {
      await runningBoss(name, schedules).send(name, {});
    },
    async send(name, data) {
      await runningBoss(name, queues).send(name, data);
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
