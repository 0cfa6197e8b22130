import { parsePlanPriceId, PLAN_LABEL, planMessages, type PlanPriceId } from '@stayfront/core';
import { nonFieldError, notFound } from '../../../errors';
import { PaymentProviderError } from '../../../lib/payments/payment-provider';
import type { SimulatedCheckoutSession } from '../../../lib/payments/simulated-provider';
import type { AuthContext } from '../../../plugins/session';
import { findOwner } from '../owners/owners.repository';
import { planIdOfPriceId } from './subscription-events';
import type { IdentityDeps } from '../deps';

type Deps = Pick<IdentityDeps, 'config' | 'db' | 'simulatedPayments'>;

type HostAuth = AuthContext & { ownerId: string };

function simulatedProvider(deps: Deps) {
  // With Stripe configured these pages do not exist: Stripe hosts checkout and the portal.
  if (!deps.simulatedPayments) throw notFound();
  return deps.simulatedPayments;
}

/** Another owner's session is answered as missing. */
async function loadOwnSession(
  deps: Deps,
  auth: HostAuth,
  sessionId: string,
): Promise<SimulatedCheckoutSession> {
  const session = await simulatedProvider(deps).findCheckoutSession(sessionId);
  if (!session || session.metadata.owner_id !== auth.ownerId) throw notFound();
  return session;
}

/** What the local checkout page shows: the plan, its price and whether it is paid already. */
export async function describeCheckoutSession(deps: Deps, auth: HostAuth, sessionId: string) {
  const session = await loadOwnSession(deps, auth, sessionId);
  const planId = planIdOfPriceId(deps.config.STRIPE_PRICE_IDS, session.priceId);
  if (!planId) throw notFound();
  const { plan, period } = parsePlanPriceId(planId)!;
  return {
    id: session.id,
    status: session.status as 'open' | 'complete',
    plan_id: planId,
    plan,
    name: PLAN_LABEL[plan],
    price: deps.config.PLAN_PRICES[planId] / 100,
    currency: 'USD',
    interval: period === 'MONTHLY' ? ('month' as const) : ('year' as const),
  };
}

export async function confirmSubscriptionCheckout(
  deps: Deps,
  auth: HostAuth,
  input: { session_id: string; card_number: string },
) {
  await loadOwnSession(deps, auth, input.session_id);
  return simulatedProvider(deps).confirmSubscriptionCheckout({
    sessionId: input.session_id,
    cardNumber: input.card_number,
  });
}

/** The local portal's Cancel plan and Switch plan, on the owner's own subscription. */
export async function changeSimulatedSubscription(
  deps: Deps,
  auth: HostAuth,
  input: { action: 'cancel' } | { action: 'switch'; plan_id: string },
) {
  const provider = simulatedProvider(deps);
  const owner = await findOwner(deps.db, auth.ownerId);
  if (!owner?.subscriptionId) throw nonFieldError(planMessages.noSubscription);
  try {
    if (input.action === 'cancel') {
      await provider.cancelSubscription(owner.subscriptionId);
    } else {
      if (!parsePlanPriceId(input.plan_id)) throw nonFieldError(planMessages.unknownPlan);
      await provider.switchSubscription(
        owner.subscriptionId,
        deps.config.STRIPE_PRICE_IDS[input.plan_id as PlanPriceId],
      );
    }
  } catch (error) {
    if (error instanceof PaymentProviderError) throw nonFieldError(error.message);
    throw error;
  }
  return { ok: true as const };
}
