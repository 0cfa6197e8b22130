// One pass of the payment reconciliation job, queued through pg-boss like the server's own trigger.
import PgBoss from 'pg-boss';

export const RECONCILE_QUEUE = 'commerce-reconcile-payments';

/** Queues a run and waits for it to end; null when the server has no such job (yet). */
export async function runReconciliation(databaseUrl, timeoutMs = 120_000) {
  const boss = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false });
  boss.on('error', () => {});
  await boss.start();
  try {
    if (!(await boss.getQueue(RECONCILE_QUEUE))) return null;
    const id = await boss.send(RECONCILE_QUEUE, {});
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const job = await boss.getJobById(RECONCILE_QUEUE, id, { includeArchive: true });
      if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) return job.state;
      if (Date.now() > deadline) return 'timed out';
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}
