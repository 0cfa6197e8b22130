import type { FastifyInstance } from 'fastify';
import { parsePlanPriceId, PLAN_LABEL, planMessages, type PlanPriceId } from '@stayfront/core';
import { nonFieldError, notFound } from '../../../errors';
import { PaymentProviderError } from '../../../lib/payments/payment-provider';
import type { SimulatedCheckoutSession } from '../../../lib/payments/simulated-provider';
import type { AuthContext } from '../../../plugins/session';
import { findOwner } from '../owners/owners.repository';
import { planIdOfPriceId } from './subscription-events';

type HostAuth = AuthContext & { ownerId: string };

function simulatedProvider(app: FastifyInstance) {
  // With Stripe configured these pages do not exist: Stripe hosts checkout and the portal.
  if (!app.simulatedPayments) throw notFound();
  return app.simulatedPayments;
}

/** Another owner's session is answered as missing. */
async function loadOwnSession(
  app: FastifyInstance,
  auth: HostAuth,
  sessionId: string,
): Promise<SimulatedCheckoutSession> {
  const session = await simulatedProvider(app).findCheckoutSession(sessionId);
  if (!session || session.metadata.owner_id !== auth.ownerId) throw notFound();
  return session;
}

/** What the local checkout page shows: the plan, its price and whether it is paid already. */
export async function describeCheckoutSession(
  app: FastifyInstance,
  auth: HostAuth,
  sessionId: string,
) {
  const session = await loadOwnSession(app, auth, sessionId);
  const planId = planIdOfPriceId(app.config.STRIPE_PRICE_IDS, session.priceId);
  if (!planId) throw notFound();
  const { plan, period } = parsePlanPriceId(planId)!;
  return {
    id: session.id,
    status: session.status as 'open' | 'complete',
    plan_id: planId,
    plan,
    name: PLAN_LABEL[plan],
    price: app.config.PLAN_PRICES[planId] / 100,
    currency: 'USD',
    interval: period === 'MONTHLY' ? ('month' as const) : ('year' as const),
  };
}

export async function confirmSubscriptionCheckout(
  app: FastifyInstance,
  auth: HostAuth,
  input: { session_id: string; card_number: string },
) {
  await loadOwnSession(app, auth, input.session_id);
  return simulatedProvider(app).confirmSubscriptionCheckout({
    sessionId: input.session_id,
    cardNumber: input.card_number,
  });
}

/** The local portal's Cancel plan and Switch plan, on the owner's own subscription. */
export async function changeSimulatedSubscription(
  app: FastifyInstance,
  auth: HostAuth,
  input: { action: 'cancel' } | { action: 'switch'; plan_id: string },
) {
  const provider = simulatedProvider(app);
  const owner = await findOwner(app.db, auth.ownerId);
  if (!owner?.subscriptionId) throw nonFieldError(planMessages.noSubscription);
  try {
    if (input.action === 'cancel') {
      await provider.cancelSubscription(owner.subscriptionId);
    } else {
      if (!parsePlanPriceId(input.plan_id)) throw nonFieldError(planMessages.unknownPlan);
      await provider.switchSubscription(
        owner.subscriptionId,
        app.config.STRIPE_PRICE_IDS[input.plan_id as PlanPriceId],
      );
    }
  } catch (error) {
    if (error instanceof PaymentProviderError) throw nonFieldError(error.message);
    throw error;
  }
  return { ok: true as const };
}
