import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simulatedTransfers } from '../../db/schema';
import type { ConnectClient, PaypalPayouts, PayoutEvent, PayoutSent } from './payout-provider';

/** A PayPal receiver whose e-mail contains this fails, like the test cards (hosts and tests). */
export const FAILING_PAYPAL_MARKER = '+fail';
export const SIMULATED_PAYPAL_FAILURE = 'PayPal could not pay this e-mail (simulated failure).';

export interface SimulatedPayoutsOptions {
  publicUrl: string;
  /** How long a payout stays PAYING before its outcome event (a few seconds by default). */
  settleMs: number;
  emit(event: PayoutEvent): void;
}

const newId = (prefix: string) => `${prefix}_sim_${randomBytes(10).toString('hex')}`;

/**
 * The offline stand-in for Stripe Connect and PayPal. Onboarding happens on a local page, whose
 * Complete button emits account.updated; a payout is PAYING and its outcome arrives a few seconds
 * later through the same event path as the real providers'. One transfer per idempotency key,
 * kept in the database so every process and every rerun sees it.
 */
export function createSimulatedPayouts(db: Db, options: SimulatedPayoutsOptions) {
  function outcomeOf(destination: string): { outcome: 'COMP' | 'FAIL'; reason: string | null } {
    return destination.includes(FAILING_PAYPAL_MARKER)
      ? { outcome: 'FAIL', reason: SIMULATED_PAYPAL_FAILURE }
      : { outcome: 'COMP', reason: null };
  }

  async function send(
    input: { destination: string; amountCents: number; currency: string },
    idempotencyKey: string,
  ): Promise<PayoutSent> {
    await db
      .insert(simulatedTransfers)
      .values({ id: newId('tr'), idempotencyKey, status: 'PAYING', ...input })
      .onConflictDoNothing({ target: simulatedTransfers.idempotencyKey });
    const [row] = await db
      .select()
      .from(simulatedTransfers)
      .where(eq(simulatedTransfers.idempotencyKey, idempotencyKey));
    const { outcome, reason } = outcomeOf(row!.destination);
    const timer = setTimeout(() => {
      settle(row!.id, outcome, reason)
        .then(() =>
          options.emit({
            id: `evt_${row!.id}`,
            kind: 'payout',
            reference: row!.id,
            outcome,
            reason,
          }),
        )
        .catch(() => undefined);
    }, options.settleMs);
    timer.unref();
    return { reference: row!.id, status: 'PAYING' };
  }

  async function settle(id: string, outcome: 'COMP' | 'FAIL', reason: string | null) {
    await db
      .update(simulatedTransfers)
      .set({ status: outcome, failureReason: reason })
      .where(eq(simulatedTransfers.id, id));
  }

  const connect: ConnectClient = {
    async createAccount() {
      return { accountId: newId('acct') };
    },
    async createOnboardingLink(accountId, { refreshUrl, returnUrl }) {
      const query = new URLSearchParams({
        account: accountId,
        return: returnUrl,
        refresh: refreshUrl,
      });
      return { url: `${options.publicUrl}/overview/payouts/simulated-onboarding/?${query}` };
    },
    async createDashboardLink(accountId) {
      return {
        url: `${options.publicUrl}/overview/payouts/simulated-dashboard/?account=${accountId}`,
      };
    },
    // Onboarding completes only through the page's button, which emits account.updated.
    async isOnboardingComplete() {
      return false;
    },
    transfer: send,
  };

  const paypal: PaypalPayouts = {
    payout: send,
    async checkPayout(reference) {
      const [row] = await db
        .select()
        .from(simulatedTransfers)
        .where(eq(simulatedTransfers.id, reference));
      if (!row) return { outcome: 'FAIL', reason: 'The simulated provider has no such payout.' };
      if (row.status === 'PAYING' && Date.now() - row.createdAt.getTime() >= options.settleMs) {
        const { outcome, reason } = outcomeOf(row.destination);
        await settle(row.id, outcome, reason);
        return { outcome, reason };
      }
      return { outcome: row.status as 'PAYING' | 'COMP' | 'FAIL', reason: row.failureReason };
    },
    async parseWebhook() {
      return null;
    },
  };

  return {
    connect,
    paypal,
    /** The onboarding page's Complete button: the event Stripe would send. */
    onboardingCompleted(accountId: string): PayoutEvent {
      return { id: newId('evt'), kind: 'account', accountId, onboardingComplete: true };
    },
  };
}

export type SimulatedPayouts = ReturnType<typeof createSimulatedPayouts>;
