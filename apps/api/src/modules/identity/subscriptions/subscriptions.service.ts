import { randomUUID } from 'node:crypto';
import {
  featuresOfPlan,
  PLAN_LABEL,
  PLAN_PRICE_IDS,
  parsePlanPriceId,
  planMessages,
  type Plan,
} from '@stayfront/core';
import { recordAuditEvent } from '../../../db/audit-events.repository';
import { nonFieldError, notFound } from '../../../errors';
import { PaymentProviderError } from '../../../lib/payments/payment-provider';
import type { AuthContext } from '../../../plugins/session';
import { findOwnerWithUser, updateOwner } from '../owners/owners.repository';
import { planIdOfPriceId } from './subscription-events';
import type { IdentityDeps } from '../deps';

type Deps = Pick<IdentityDeps, 'config' | 'db' | 'payments'>;

type HostAuth = AuthContext & { ownerId: string };

export interface PlanOffer {
  id: string;
  plan: Plan;
  name: string;
  price: number;
  currency: string;
  interval: 'month' | 'year';
  features: string[];
}

/** Basic (free) and each paid plan per billing period, with what it includes. */
export function listPlans(deps: Deps): PlanOffer[] {
  const basic: PlanOffer = {
    id: 'BASIC',
    plan: 'BASIC',
    name: PLAN_LABEL.BASIC,
    price: 0,
    currency: 'USD',
    interval: 'month',
    features: featuresOfPlan('BASIC'),
  };
  return [
    basic,
    ...PLAN_PRICE_IDS.map((id) => {
      const { plan, period } = parsePlanPriceId(id)!;
      return {
        id,
        plan,
        name: PLAN_LABEL[plan],
        price: deps.config.PLAN_PRICES[id] / 100,
        currency: 'USD',
        interval: period === 'MONTHLY' ? ('month' as const) : ('year' as const),
        features: featuresOfPlan(plan),
      };
    }),
  ];
}

export async function getSubscriptionState(deps: Deps, auth: HostAuth) {
  const row = await findOwnerWithUser(deps.db, auth.ownerId);
  if (!row) throw notFound();
  const { owner } = row;
  return {
    plan: owner.plan,
    has_subscription: owner.subscriptionId != null,
    has_billing_account: owner.billingCustomerId != null,
    subscription_status: owner.subscriptionStatus,
    current_plan_id: planIdOfPriceId(deps.config.STRIPE_PRICE_IDS, owner.subscriptionPriceId),
    payment_failed: owner.subscriptionPaymentFailedAt != null,
  };
}

async function ensureBillingCustomer(deps: Deps, ownerId: string) {
  const row = await findOwnerWithUser(deps.db, ownerId);
  if (!row) throw notFound();
  if (row.owner.billingCustomerId) return { ...row, customerId: row.owner.billingCustomerId };
  const name = [row.user.firstName, row.user.lastName].filter(Boolean).join(' ');
  // One customer per owner: the key makes a retried or concurrent first subscribe reuse it.
  const customer = await deps.payments.createCustomer(
    { email: row.user.email, name: name || undefined },
    `owner-billing-customer:${ownerId}`,
  );
  await updateOwner(deps.db, ownerId, { billingCustomerId: customer.id });
  return { ...row, customerId: customer.id };
}

/**
 * Starts a checkout in subscription mode for a plan and billing period. An owner who already
 * pays switches plan in the portal instead, so no second subscription is ever started.
 */
export async function startSubscription(
  deps: Deps,
  auth: HostAuth,
  planId: string,
  toltCustomerId: string | null,
) {
  const parsed = parsePlanPriceId(planId);
  if (!parsed) throw nonFieldError(planMessages.unknownPlan);
  const { owner, customerId } = await ensureBillingCustomer(deps, auth.ownerId);
  if (owner.subscriptionId) throw nonFieldError(planMessages.alreadySubscribed);
  const metadata: Record<string, string> = { owner_id: owner.id, plan_id: planId };
  if (toltCustomerId) metadata.tolt_customer_id = toltCustomerId;
  const base = deps.config.PUBLIC_URL;
  try {
    const session = await deps.payments.createSubscriptionCheckout(
      {
        customerId,
        priceId: deps.config.STRIPE_PRICE_IDS[planId as keyof typeof deps.config.STRIPE_PRICE_IDS],
        successUrl: `${base}/pricing/?checkout=success`,
        cancelUrl: `${base}/pricing/?checkout=cancelled`,
        metadata,
      },
      // One key per request, so the SDK's retries reuse it; a paid or expired session is never
      // handed back to an owner who subscribes again later.
      `subscribe:${owner.id}:${randomUUID()}`,
    );
    return { session };
  } catch (error) {
    if (error instanceof PaymentProviderError) throw nonFieldError(error.message);
    throw error;
  }
}

export async function openBillingPortal(deps: Deps, auth: HostAuth) {
  const row = await findOwnerWithUser(deps.db, auth.ownerId);
  if (!row) throw notFound();
  if (!row.owner.billingCustomerId) throw nonFieldError(planMessages.noSubscription);
  try {
    return await deps.payments.createBillingPortal(
      { customerId: row.owner.billingCustomerId, returnUrl: `${deps.config.PUBLIC_URL}/pricing/` },
      `portal:${row.owner.id}:${randomUUID()}`,
    );
  } catch (error) {
    if (error instanceof PaymentProviderError) throw nonFieldError(error.message);
    throw error;
  }
}

/** Support sets a plan by hand (an invoice paid outside Stripe, a courtesy upgrade). */
export async function setPlanBySupport(
  deps: Deps,
  support: AuthContext,
  ownerId: string,
  plan: Plan,
) {
  const row = await findOwnerWithUser(deps.db, ownerId);
  if (!row) throw notFound();
  await deps.db.transaction(async (tx) => {
    await updateOwner(tx, ownerId, { plan });
    await recordAuditEvent(tx, {
      actorUserId: support.user.id,
      subjectUserId: row.user.id,
      action: 'support.set_plan',
      details: { from: row.owner.plan, to: plan },
    });
  });
  return { id: ownerId, plan };
}
