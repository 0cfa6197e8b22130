import { AUTHORISATION_DAYS } from '@stayfront/core';
import type { CommerceDeps } from '../deps';
import { releaseExpiredReservations } from '../purchases/stock.repository';
import { applyIntent, releaseRequest } from './request-decision.flow';
import {
  claimLapsingAuthorisations,
  listStaleClaims,
  releaseClaim,
} from './request-links.repository';

const DAY_MS = 86_400_000;
const BATCH = 50;
/** A decision's provider call takes seconds; a claim this old was cut short (the process ended). */
export const STALE_CLAIM_MINUTES = 15;

/**
 * Requests still on hold after AUTHORISATION_DAYS are cancelled before their card authorisation
 * lapses at the provider: the hold is released and each side is told. Rows are claimed with
 * SKIP LOCKED, so several API processes can sweep at once without taking the same request.
 */
export async function cancelLapsingAuthorisations(deps: CommerceDeps, now = new Date()) {
  const cutoff = new Date(now.getTime() - AUTHORISATION_DAYS * DAY_MS);
  let cancelled = 0;
  for (;;) {
    const claimed = await claimLapsingAuthorisations(deps.db, cutoff, BATCH);
    let failed = 0;
    for (const purchase of claimed) {
      try {
        await releaseRequest(deps, async () => purchase, purchase.approvalNote);
        cancelled += 1;
      } catch (error) {
        // The claim was undone; the next sweep tries again.
        failed += 1;
        deps.log.warn(
          { err: error, purchaseId: purchase.id },
          'lapsing authorisation not cancelled',
        );
      }
    }
    if (claimed.length < BATCH || failed > 0) break;
  }
  await recoverStaleClaims(deps, now);
  return cancelled;
}

/**
 * A decision claimed but never finished: whatever the provider did is applied; if it did
 * nothing, the claim is undone so the request can be decided again.
 */
export async function recoverStaleClaims(deps: CommerceDeps, now = new Date()) {
  const cutoff = new Date(now.getTime() - STALE_CLAIM_MINUTES * 60_000);
  for (const purchase of await listStaleClaims(deps.db, cutoff, BATCH)) {
    try {
      const intent = purchase.paymentIntentId
        ? await deps.payments.getPaymentIntent(purchase.paymentIntentId)
        : null;
      if (intent?.status === 'processing') continue;
      if (intent && intent.status !== 'requires_capture') await applyIntent(deps, intent);
      else await releaseClaim(deps.db, purchase, purchase.approvalNote);
    } catch (error) {
      deps.log.warn({ err: error, purchaseId: purchase.id }, 'stale decision not recovered');
    }
  }
}

/** Stock held by checkouts that were never paid goes back on the shelf. */
export async function releaseStaleReservations(deps: CommerceDeps) {
  await deps.db.transaction((tx) => releaseExpiredReservations(tx));
}
