import { planAtLeast, type Plan } from './enums';

/** The fee model of DESIGN.md; every rate is configurable, these are the defaults. */
export interface FeeSchedule {
  convenienceFeeBps: number;
  cardFeeBps: number;
  cardFeeFixedCents: number;
}

export const DEFAULT_FEES: FeeSchedule = {
  convenienceFeeBps: 800,
  cardFeeBps: 290,
  cardFeeFixedCents: 30,
};

export interface StoreCommission {
  commissionLowBps: number;
  commissionHighBps: number;
  commissionCutoffCents: number;
}

export const DEFAULT_COMMISSION: StoreCommission = {
  commissionLowBps: 700,
  commissionHighBps: 1000,
  commissionCutoffCents: 2000,
};

/** rate × amount in cents, rounded half up, for a rate in basis points. */
export function applyBps(amountCents: number, bps: number): number {
  return Math.floor((amountCents * bps + 5000) / 10000);
}

/** Paid by the guest on top of each line. */
export function convenienceFee(amountCents: number, fees: FeeSchedule = DEFAULT_FEES): number {
  return applyBps(amountCents, fees.convenienceFeeBps);
}

/**
 * Card processing charged to a Basic host: 2.9% × (price + 8% × price + 0.30) + 0.30, and 0 for a
 * zero price. Computed on exact integers, rounded half up once at the end.
 */
export function cardFee(amountCents: number, plan: Plan, fees: FeeSchedule = DEFAULT_FEES): number {
  if (amountCents <= 0 || planAtLeast(plan, 'PRO')) return 0;
  // Scale by 10^8 so both rates (in bps) apply without rounding in between.
  const guestPays = amountCents * (10000 + fees.convenienceFeeBps) + fees.cardFeeFixedCents * 10000;
  const scaled = guestPays * fees.cardFeeBps + fees.cardFeeFixedCents * 1e8;
  return Math.floor((scaled + 5e7) / 1e8);
}

/** Commission on a Basic host's own items: the high rate below the cutoff, else the low rate. */
export function commission(
  amountCents: number,
  plan: Plan,
  store: StoreCommission = DEFAULT_COMMISSION,
): number {
  if (amountCents <= 0 || planAtLeast(plan, 'PRO')) return 0;
  const bps =
    amountCents < store.commissionCutoffCents ? store.commissionHighBps : store.commissionLowBps;
  return applyBps(amountCents, bps);
}

export interface ProfitBreakdown {
  amount: number;
  cardFee: number;
  commission: number;
  ownerProfit: number;
}

/** What the host keeps of one own line (amount in cents). */
export function ownerProfitForOwnItem(
  amountCents: number,
  plan: Plan,
  store: StoreCommission = DEFAULT_COMMISSION,
  fees: FeeSchedule = DEFAULT_FEES,
): ProfitBreakdown {
  const card = cardFee(amountCents, plan, fees);
  const cut = commission(amountCents, plan, store);
  return {
    amount: amountCents,
    cardFee: card,
    commission: cut,
    ownerProfit: amountCents - card - cut,
  };
}

/** Local vendor items: the host earns the product's commission share of the amount. */
export function ownerProfitForLocalItem(amountCents: number, ownerCommissionBps: number): number {
  return applyBps(amountCents, ownerCommissionBps);
}
