import { renderEmail } from '../../../lib/mailer/templates';
import type { PayoutEvent } from '../../../lib/payouts/payout-provider';
import { payoutProviders, type PayoutDeps, type PayoutProviders } from './payout-deps';
import { setMethodStatusByAccount } from './payout-methods.repository';
import {
  failPayout,
  findPayoutByReference,
  findPayoutForUpdate,
  findPayoutRecipient,
  markEventHandled,
  settlePayout,
} from './payouts.repository';

export function providersFor(deps: PayoutDeps): PayoutProviders {
  return payoutProviders(deps, (event) => handlePayoutEvent(deps, event));
}

/**
 * One provider outcome, from Stripe's or PayPal's webhook, a status poll or the simulated
 * stand-in: onboarding done, a payout arrived, or a payout failed (FAIL with its reason, the
 * money back on the store's balance for the next run, and an e-mail to the host). A repeated
 * delivery changes nothing twice.
 */
export async function handlePayoutEvent(deps: PayoutDeps, event: PayoutEvent) {
  if (event.kind === 'account') {
    // Stripe may report an account as incomplete again (new requirements): follow it.
    await setMethodStatusByAccount(
      deps.db,
      event.accountId,
      event.onboardingComplete ? 'COMP' : 'PEND',
    );
    return;
  }
  const reason = event.reason ?? REFUSED;
  const failed = await deps.db.transaction(async (tx) => {
    if (!(await markEventHandled(tx, event.id, `payout.${event.outcome}`))) return null;
    const payout = await findPayoutByReference(tx, event.reference);
    if (!payout) return null;
    if (event.outcome === 'COMP') {
      await settlePayout(tx, payout.id);
      return null;
    }
    return (await failPayout(tx, payout, reason)) ? payout : null;
  });
  if (failed) await emailFailure(deps, failed.id, reason);
}

const REFUSED = 'The provider refused the payout.';

/** The provider refused a payout outright (no event will follow): the same as a FAIL event. */
export async function recordPayoutFailure(deps: PayoutDeps, payoutId: string, reason: string) {
  const failed = await deps.db.transaction(async (tx) => {
    const payout = await findPayoutForUpdate(tx, payoutId);
    return payout ? failPayout(tx, payout, reason) : false;
  });
  if (failed) await emailFailure(deps, payoutId, reason);
}

async function emailFailure(deps: PayoutDeps, payoutId: string, reason: string) {
  const recipient = await findPayoutRecipient(deps.db, payoutId);
  if (!recipient) return;
  const { config } = deps;
  const content = renderEmail(
    { brandName: config.BRAND_NAME, supportEmail: config.SUPPORT_EMAIL },
    {
      subject: `Your payout for ${recipient.storeName} failed`,
      heading: 'A payout did not reach you',
      paragraphs: [
        `Your payout of ${recipient.amount} for ${recipient.storeName} (${recipient.periodStart} to ${recipient.periodEnd}) failed: ${reason}`,
        'The money stays on your balance and is paid with the next monthly payout. Check your payout method so that it can arrive.',
      ],
      action: { label: 'Open payouts', url: `${config.PUBLIC_URL}/overview/payouts` },
    },
  );
  try {
    await deps.mailer.send({ to: recipient.email, ...content });
  } catch (error) {
    deps.log.error({ err: error, payoutId }, 'payout failure e-mail could not be sent');
  }
}
