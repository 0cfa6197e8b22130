import { parsePlanPriceId, type Plan, type PlanPriceId } from '@stayfront/core';
import type { PaymentEvent } from '../../../lib/payments/payment-provider';
import { isNewEvent } from '../../../lib/payments/payment-event-ledger';
import { lockOwnerForBilling, updateOwner, type OwnerRow } from '../owners/owners.repository';
import type { IdentityDeps } from '../deps';

type Deps = Pick<IdentityDeps, 'config' | 'db' | 'log'>;

type BillingEvent = Extract<PaymentEvent, { billing: unknown }>;

/** Statuses in which the subscription's plan is in force; past_due keeps it while Stripe retries. */
const PLAN_IN_FORCE = new Set(['active', 'trialing', 'past_due']);
/** Statuses that end the plan: the owner is back on Basic. */
const PLAN_ENDED = new Set(['canceled', 'unpaid', 'incomplete_expired']);

/** Which plan and period a provider price id sells, from the configured price ids. */
export function planIdOfPriceId(
  priceIds: Record<PlanPriceId, string>,
  priceId: string | null,
): PlanPriceId | null {
  const entry = Object.entries(priceIds).find(([, id]) => id === priceId);
  return entry ? (entry[0] as PlanPriceId) : null;
}

function planOfPriceId(priceIds: Record<PlanPriceId, string>, priceId: string | null): Plan | null {
  const planId = planIdOfPriceId(priceIds, priceId);
  return planId ? parsePlanPriceId(planId)!.plan : null;
}

/** What one event changes on the owner; undefined when it concerns another subscription. */
function ownerChanges(
  deps: Deps,
  owner: OwnerRow,
  event: BillingEvent,
): Partial<OwnerRow> | undefined {
  const { billing } = event;
  const isCurrent = !owner.subscriptionId || owner.subscriptionId === billing.subscriptionId;
  switch (event.type) {
    case 'checkout.session.completed': {
      const paid = parsePlanPriceId(billing.metadata.plan_id ?? '');
      return {
        billingCustomerId: billing.customerId ?? owner.billingCustomerId,
        subscriptionId: billing.subscriptionId,
        subscriptionStatus: 'active',
        subscriptionPaymentFailedAt: null,
        ...(paid
          ? {
              plan: paid.plan,
              subscriptionPriceId:
                deps.config.STRIPE_PRICE_IDS[billing.metadata.plan_id as PlanPriceId],
            }
          : {}),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated': {
      // A late event about a subscription the owner has since replaced changes nothing.
      if (!isCurrent) return undefined;
      const status = billing.status ?? '';
      const plan = planOfPriceId(deps.config.STRIPE_PRICE_IDS, billing.priceId);
      const changes: Partial<OwnerRow> = {
        subscriptionId: billing.subscriptionId,
        subscriptionStatus: status,
        subscriptionPriceId: billing.priceId,
        billingCustomerId: billing.customerId ?? owner.billingCustomerId,
      };
      if (PLAN_IN_FORCE.has(status) && plan) changes.plan = plan;
      if (PLAN_ENDED.has(status)) changes.plan = 'BASIC';
      if (status === 'active' || status === 'trialing') changes.subscriptionPaymentFailedAt = null;
      return changes;
    }
    case 'customer.subscription.deleted':
      if (owner.subscriptionId !== billing.subscriptionId) return undefined;
      return {
        plan: 'BASIC',
        subscriptionId: null,
        subscriptionPriceId: null,
        subscriptionStatus: 'canceled',
        subscriptionPaymentFailedAt: null,
      };
    case 'invoice.payment_failed':
      if (!isCurrent) return undefined;
      return { subscriptionPaymentFailedAt: new Date() };
    case 'invoice.paid':
      if (!isCurrent) return undefined;
      return { subscriptionPaymentFailedAt: null };
  }
}

/**
 * Sets the owner's plan from the provider's subscription events (Stripe's webhook or the
 * simulated provider). A delivery seen before changes nothing; the owner row is locked while it
 * changes. Nothing is deleted on a downgrade: gated data stays and is used again on upgrade.
 */
export async function handleBillingEvent(deps: Deps, event: BillingEvent) {
  await deps.db.transaction(async (tx) => {
    if (!(await isNewEvent(tx, event))) return;
    const owner = await lockOwnerForBilling(tx, event.billing);
    if (!owner) {
      deps.log.warn({ event: event.id, type: event.type }, 'subscription event for no owner');
      return;
    }
    const changes = ownerChanges(deps, owner, event);
    if (changes) await updateOwner(tx, owner.id, changes);
  });
}
