import { PLANS, planAtLeast, type Plan } from './enums';

/**
 * Every plan-gated feature, the lowest plan that has it and how the pricing page names it
 * (spec owner-overview section 6). The API enforces these gates and /pricing/ lists them, so
 * the page cannot promise what the rules refuse.
 */
export const PLAN_FEATURES = [
  { key: 'smsNotifications', minimum: 'PRO', label: 'Text notifications for sales and requests' },
  { key: 'merchantFeesCovered', minimum: 'PRO', label: 'Merchant processing fees covered' },
  { key: 'noCommission', minimum: 'PRO', label: 'No commission on your own items' },
  { key: 'externalLinks', minimum: 'PRO', label: 'External link products' },
  { key: 'profitEstimate', minimum: 'PRO', label: 'Profit estimates' },
  { key: 'multipleSmsNumbers', minimum: 'PRO_PLUS', label: 'Up to 10 phone numbers for texts' },
  { key: 'cohosts', minimum: 'PRO_PLUS', label: 'Co-hosts' },
  {
    key: 'multipleStripePayoutMethods',
    minimum: 'PRO_PLUS',
    label: 'Several Stripe payout methods',
  },
  { key: 'storePayoutAssignment', minimum: 'PRO_PLUS', label: 'Payout method per store' },
  { key: 'splitCalculator', minimum: 'PRO_PLUS', label: 'Split calculator' },
  { key: 'branding', minimum: 'ENTERPRISE', label: 'Your branding and your own subdomain' },
] as const satisfies readonly { key: string; minimum: Plan; label: string }[];

export type PlanFeature = (typeof PLAN_FEATURES)[number]['key'];

const FEATURE_MINIMUM = Object.fromEntries(
  PLAN_FEATURES.map((feature) => [feature.key, feature.minimum]),
) as Record<PlanFeature, Plan>;

export function planHasFeature(plan: Plan, feature: PlanFeature): boolean {
  return planAtLeast(plan, FEATURE_MINIMUM[feature]);
}

/** The lowest plan with a feature, for "Upgrade to ..." prompts. */
export function planNeededFor(feature: PlanFeature): Plan {
  return FEATURE_MINIMUM[feature];
}

/** Spec section 9: at most 10 numbers (Pro Plus and up); Pro has one; Basic none. */
export const MAX_NOTIFICATION_NUMBERS = 10;

export function maxNotificationNumbers(plan: Plan): number {
  if (planHasFeature(plan, 'multipleSmsNumbers')) return MAX_NOTIFICATION_NUMBERS;
  return planHasFeature(plan, 'smsNotifications') ? 1 : 0;
}

/** What the pricing page lists under each plan: every feature the plan has. */
export function featuresOfPlan(plan: Plan): string[] {
  return PLAN_FEATURES.filter((feature) => planAtLeast(plan, feature.minimum)).map(
    (feature) => feature.label,
  );
}

export const BILLING_PERIODS = ['MONTHLY', 'YEARLY'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Paid plans only: Basic is the free default and is never bought. */
export const PAID_PLANS = PLANS.filter((plan) => plan !== 'BASIC') as Exclude<Plan, 'BASIC'>[];
export type PaidPlan = Exclude<Plan, 'BASIC'>;

/** A plan and billing period as one id, such as PRO_MONTHLY (the subscribe call's planId). */
export type PlanPriceId = `${PaidPlan}_${BillingPeriod}`;

export const PLAN_PRICE_IDS = PAID_PLANS.flatMap((plan) =>
  BILLING_PERIODS.map((period) => `${plan}_${period}` as PlanPriceId),
);

export function parsePlanPriceId(id: string): { plan: PaidPlan; period: BillingPeriod } | null {
  const match = /^(PRO|PRO_PLUS|ENTERPRISE)_(MONTHLY|YEARLY)$/.exec(id);
  if (!match) return null;
  return { plan: match[1] as PaidPlan, period: match[2] as BillingPeriod };
}

export const planMessages = {
  unknownPlan: 'This plan does not exist.',
  cohostsNeedProPlus: 'Upgrade to Pro Plus to add Co-Hosts',
  smsNeedsPro: 'Text notifications need the Pro plan. Upgrade to receive texts.',
  moreNumbersNeedProPlus: 'Only Pro Plus users can add more than one phone number.',
  tooManyNumbers: `You can add up to ${MAX_NOTIFICATION_NUMBERS} phone numbers.`,
  noSubscription: 'You have no subscription to manage yet. Choose a plan first.',
  cohostSuspended:
    "Your co-host access is paused because the owner's plan no longer includes co-hosts. Ask the owner to upgrade to Pro Plus.",
  paymentFailed:
    'We could not charge your card for your subscription. Update your payment method to keep your plan.',
  alreadySubscribed:
    'You already have a subscription: use Manage subscription to switch or cancel your plan.',
} as const;

/** The fee rules of spec section 9, stated on the pricing page. */
export const PLAN_FEE_NOTES = [
  'Merchant processing fees average 2.9% plus 30 cents per US transaction; Pro and higher plans cover them.',
  'On Basic a 7% commission plus approximate bank fees is taken from your own items; Pro removes it.',
] as const;
