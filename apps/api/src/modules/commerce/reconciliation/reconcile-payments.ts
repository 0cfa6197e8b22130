import type { CommerceDeps } from '../deps';
import { reconcilePendingRefunds } from '../refunds/refund.flow';
import { reconcilePurchases } from './reconcile-purchases';

export const RECONCILE_JOB = 'commerce-reconcile-payments';

/** One pass of the reconciliation job: purchases, then refunds. */
export async function reconcilePayments(deps: CommerceDeps, now = new Date()) {
  const purchases = await reconcilePurchases(deps, now);
  const refunds = await reconcilePendingRefunds(deps, now);
  deps.log.info({ purchases, refunds }, 'payments reconciled');
  return { purchases, refunds };
}
