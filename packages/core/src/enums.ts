export const USER_ROLES = ['GUEST', 'HOST', 'SUPPORT'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const PLANS = ['BASIC', 'PRO', 'PRO_PLUS', 'ENTERPRISE'] as const;
export type Plan = (typeof PLANS)[number];

export const PLAN_RANK: Record<Plan, number> = { BASIC: 0, PRO: 1, PRO_PLUS: 2, ENTERPRISE: 3 };

export const PLAN_LABEL: Record<Plan, string> = {
  BASIC: 'Basic',
  PRO: 'Pro',
  PRO_PLUS: 'Pro Plus',
  ENTERPRISE: 'Enterprise',
};

export function planAtLeast(plan: Plan, minimum: Plan): boolean {
  return PLAN_RANK[plan] >= PLAN_RANK[minimum];
}

/** Text notifications are a Pro feature (spec: on Basic SMS is disabled). */
export function planAllowsSms(plan: Plan): boolean {
  return planAtLeast(plan, 'PRO');
}

export const OWNER_ROLE_CODES = { OWNR: 'Owner', USER: 'User' } as const;
export type OwnerRoleCode = keyof typeof OWNER_ROLE_CODES;

export const COHOST_STATUSES = ['ACCEPTED', 'PENDING', 'INVITATION_EXPIRED', 'REMOVED'] as const;
export type CohostStatus = (typeof COHOST_STATUSES)[number];

export const SOCIAL_PROVIDERS = ['google-oauth2', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * A provider can be disconnected only when another way to sign in remains: a password or an
 * identity of another provider (every identity of this provider goes with it).
 */
export function canDisconnectProvider(
  provider: SocialProvider,
  account: { hasPassword: boolean; linkedProviders: readonly string[] },
) {
  return account.hasPassword || account.linkedProviders.some((linked) => linked !== provider);
}

export const SOCIAL_PROVIDER_LABEL: Record<SocialProvider, string> = {
  'google-oauth2': 'Google',
  facebook: 'Facebook',
};

export const PURCHASE_STATUS_LABEL = {
  PEND: 'Pending',
  PROC: 'Processing',
  COMP: 'Completed',
  HOLD: 'Needs approval',
  CNCL: 'Denied',
  RFND: 'Refunded',
  FAIL: 'Failed',
} as const;
export type PurchaseStatus = keyof typeof PURCHASE_STATUS_LABEL;
