import type { FastifyPluginAsync } from 'fastify';
import { RECONCILE_JOB, reconcilePayments } from './reconcile-payments';

/**
 * Every minute, what a lost webhook or a killed process left unfinished is asked about at the
 * provider and finished (docs/decisions: reconciliation). pg-boss runs each tick once across all
 * processes; a pass started besides it (`jobs.trigger`, the chaos script) is safe too.
 */
const reconciliationJobs: FastifyPluginAsync = async (app) => {
  app.jobs.schedule({ name: RECONCILE_JOB, cron: '* * * * *', run: () => reconcilePayments(app) });
};

export default reconciliationJobs;
