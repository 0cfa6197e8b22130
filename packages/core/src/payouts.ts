import { z } from 'zod';
import { isValidEmail } from './email';
import { isCountryCode } from './geo';
import type { PayoutMethodType } from './local-vendors';
import { planHasFeature } from './plans';
import type { Plan } from './enums';
import { requiredText } from './zod-fields';

/** Spec section 9: funds are held until a store's payout reaches $15. */
export const MINIMUM_PAYOUT_CENTS = 1500;
/** Spec section 9: payouts run on the 7th for the prior calendar month. */
export const PAYOUT_DAY_OF_MONTH = 7;
export const PAYOUT_NICKNAME_MAX = 50;

/** Spec section 3: the payout status labels; HELD is ours, for money kept back with a reason. */
export const PAYOUT_STATUS_LABEL = {
  PAYING: 'Paying',
  COMP: 'Completed',
  FAIL: 'Failed',
  CNCL: 'Cancelled',
  STRIPE: 'Stripe',
  HELD: 'Held',
} as const;
export type PayoutStatus = keyof typeof PAYOUT_STATUS_LABEL;

export const HELD_REASONS = {
  UNDER_MINIMUM: 'Held until your payout reaches $15.00.',
  NO_METHOD: 'Held: add a payout method to receive this money.',
  ONBOARDING_INCOMPLETE: 'Held: complete Stripe onboarding to receive this money.',
  NEGATIVE: 'Refunds after earlier payouts exceed this month; the difference is taken next time.',
} as const;
export type HeldReason = keyof typeof HELD_REASONS;

export const payoutMessages = {
  nicknameRequired: 'Please input a nickname.',
  paypalEmailRequired: 'Please input your PayPal email.',
  paypalEmailInvalid: 'Please enter a valid email.',
  unknownCountry: 'Select a country from the list.',
  secondStripeNeedsProPlus:
    'Only Pro Plus users can add more than one Stripe payout method. Upgrade now.',
  storeAssignmentNeedsProPlus: 'Upgrade to Pro Plus to choose a payout method per store.',
  splitNeedsProPlus: 'Upgrade to Pro Plus to use the split calculator.',
  phoneRequired: 'Please input your phone number',
  phoneInvalid: 'Please input a valid phone number',
  splitMin: 'Minimum value is 0',
  splitMax: 'Maximum value is 100',
  splitRequired: 'Please input a percentage.',
  datesReversed: 'The start date must be on or before the end date.',
  accountIdOnlyPaypal: 'Only a PayPal method has an e-mail to change.',
  updated: 'Payout method updated successfully!',
  deleted: 'Payout method deleted successfully!',
  updateFailed: 'Error updating payout method',
  deleteFailed: 'Error deleting payout method',
  storesUpdated: 'Store payout methods updated successfully!',
  storesUpdateFailed: 'Something went wrong trying to update your store payout methods!',
  phoneSaved: 'Phone number saved successfully!',
  phoneSaveFailed: 'Error adding phone number.',
  stripeRedirectFailed: 'Something went wrong redirecting to Stripe! Please try again later.',
  lastMethodWarning:
    'This is your last payout method. Without one your payouts are held until you add a new method.',
} as const;

export const ZPayoutNicknameSchema = requiredText(
  PAYOUT_NICKNAME_MAX,
  payoutMessages.nicknameRequired,
);

export const ZPaypalEmailSchema = requiredText(254, payoutMessages.paypalEmailRequired).refine(
  isValidEmail,
  payoutMessages.paypalEmailInvalid,
);

export const ZPayoutCountrySchema = z
  .string({ error: payoutMessages.unknownCountry })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, payoutMessages.unknownCountry);

/** Spec section 5: only digits kept, then 10 to 15 of them. */
export function normalizePayoutPhone(value: string): string {
  return value.replace(/\D/g, '');
}

export const ZPayoutPhoneSchema = z
  .string({ error: payoutMessages.phoneRequired })
  .transform(normalizePayoutPhone)
  .refine((digits) => digits.length > 0, { message: payoutMessages.phoneRequired, abort: true })
  .refine((digits) => digits.length >= 10 && digits.length <= 15, payoutMessages.phoneInvalid);

export const ZSplitPercentageSchema = z
  .number({ error: payoutMessages.splitRequired })
  .min(0, payoutMessages.splitMin)
  .max(100, payoutMessages.splitMax);

/** Party B of the split calculator: what Party A leaves, to 2 decimals (reporting only). */
export function splitPartyB(partyA: number): number {
  return Math.round((100 - partyA) * 100) / 100;
}

/** A share of an amount in cents for a percentage with up to 2 decimals, rounded half up. */
export function splitShareCents(amountCents: number, percentage: number): number {
  const basisPoints = Math.round(percentage * 100);
  return Math.floor((amountCents * basisPoints + 5000) / 10000);
}

export function canAddStripeMethod(plan: Plan, existingStripeMethods: number): boolean {
  return existingStripeMethods === 0 || planHasFeature(plan, 'multipleStripePayoutMethods');
}

/** A calendar month as YYYY-MM: the period a payout covers. */
export interface PayoutPeriod {
  month: string;
  start: string;
  end: string;
}

export function isPayoutMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && !value.startsWith('0000');
}

export function periodOfMonth(month: string): PayoutPeriod {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { month, start: `${month}-01`, end: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** The month a run on `day` (YYYY-MM-DD, in PAYOUT_TIMEZONE) pays: the previous one. */
export function monthPaidOn(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const previous = new Date(Date.UTC(year, month - 2, 1));
  return previous.toISOString().slice(0, 7);
}

/** The month of a line's service: its delivery date, else the day the order was placed. */
export function serviceMonth(deliveryDate: string | null, placedDay: string): string {
  return (deliveryDate ?? placedDay).slice(0, 7);
}

export interface PayoutMethodChoice {
  id: string;
  type: PayoutMethodType;
  isDefault: boolean;
  isActive: boolean;
  status: string;
  createdAt: string | Date;
}

/**
 * Which method pays a store: its own on Pro Plus (store-level assignment), else the owner's
 * default. Inactive methods never pay.
 */
export function chooseStoreMethod<M extends PayoutMethodChoice>(
  plan: Plan,
  storeMethodId: string | null,
  methods: readonly M[],
): M | null {
  const active = methods.filter((method) => method.isActive);
  if (storeMethodId && planHasFeature(plan, 'storePayoutAssignment')) {
    const own = active.find((method) => method.id === storeMethodId);
    if (own) return own;
  }
  return active.find((method) => method.isDefault) ?? null;
}

const timeOf = (value: string | Date) =>
  typeof value === 'string' ? Date.parse(value) : value.getTime();

function byAge<M extends PayoutMethodChoice>(a: M, b: M): number {
  return timeOf(a.createdAt) - timeOf(b.createdAt) || a.id.localeCompare(b.id);
}

/**
 * Where a deleted method's stores (and the default flag) go: the default first, else the oldest
 * non-Stripe method, else the oldest Stripe one (spec, Payouts page). Null: none remain.
 */
export function reassignmentTarget<M extends PayoutMethodChoice>(
  deletedId: string,
  methods: readonly M[],
): M | null {
  const remaining = methods.filter((method) => method.isActive && method.id !== deletedId);
  const byDefault = remaining.find((method) => method.isDefault);
  if (byDefault) return byDefault;
  const sorted = [...remaining].sort(byAge);
  return sorted.find((method) => method.type !== 'STRP') ?? sorted[0] ?? null;
}

/** Why a method cannot receive money now, or null when it can. */
export function unusableReason(method: PayoutMethodChoice | null): HeldReason | null {
  if (!method) return 'NO_METHOD';
  if (method.type === 'STRP' && method.status !== 'COMP') return 'ONBOARDING_INCOMPLETE';
  return null;
}

export interface OpenBalance {
  id: string;
  sign: 'INCR' | 'DECR';
  leftoverCents: number;
}

export type StorePayoutPlan =
  | { action: 'PAY'; totalCents: number }
  | { action: 'HOLD'; totalCents: number; reason: HeldReason; carry: OpenBalance['sign'] | null };

/**
 * What the monthly run does for one store: the owner profit of its unpaid lines plus its open
 * balances. From $15 with a usable method it pays the total; otherwise it holds it, carried as a
 * new INCR (or, when refunds outweigh it, DECR) balance, and says why. Every open balance is
 * applied either way, so the carried one is the only one left.
 */
export function planStorePayout(
  lineProfitCents: number,
  balances: readonly OpenBalance[],
  method: PayoutMethodChoice | null,
): StorePayoutPlan {
  const totalCents = balances.reduce(
    (sum, balance) => sum + (balance.sign === 'INCR' ? 1 : -1) * balance.leftoverCents,
    lineProfitCents,
  );
  const unusable = unusableReason(method);
  if (totalCents >= MINIMUM_PAYOUT_CENTS && !unusable) return { action: 'PAY', totalCents };
  const carry = totalCents > 0 ? 'INCR' : totalCents < 0 ? 'DECR' : null;
  let reason: HeldReason = unusable ?? 'UNDER_MINIMUM';
  if (totalCents < 0) reason = 'NEGATIVE';
  else if (totalCents < MINIMUM_PAYOUT_CENTS) reason = 'UNDER_MINIMUM';
  return { action: 'HOLD', totalCents, reason, carry };
}

/**
 * The balance a refund leaves when the refunded lines' profit was already paid out: a profit is
 * taken back from the next payout (DECR); a loss (a tiny Basic item whose card fee outweighs it)
 * is given back (INCR). Null when nothing was paid out for them.
 */
export function balanceForPaidOutRefund(
  paidOutProfitCents: number,
): { sign: OpenBalance['sign']; cents: number } | null {
  if (paidOutProfitCents === 0) return null;
  return {
    sign: paidOutProfitCents > 0 ? 'DECR' : 'INCR',
    cents: Math.abs(paidOutProfitCents),
  };
}

/** The key sent to the provider: one payout per store, period and method, ever. */
export function payoutIdempotencyKey(storeId: string, month: string, methodId: string): string {
  return `payout-${storeId}-${month}-${methodId}`;
}

/** Money shown to the stores list: a negative month counts as zero (spec, Stores list). */
export function shownPayoutCents(cents: number): number {
  return Math.max(0, cents);
}

/** A run for a month takes up every unpaid line served in it or earlier (late approvals too). */
export function isLineDue(lineServiceMonth: string, runMonth: string): boolean {
  return lineServiceMonth <= runMonth;
}
