import type { PayoutMethodType, Plan } from '@stayfront/core';

/** Spec section 3: PayoutMethod. */
export interface PayoutMethod {
  id: string;
  nickname: string;
  type: PayoutMethodType;
  isActive: boolean;
  isDefault: boolean;
  /** The PayPal e-mail, or the Stripe connected account. */
  accountId: string;
  country: string;
  /** COMP once Stripe onboarding is done. */
  status: string;
  dateCreated: string;
}

/** `GET /api/services/owner/:id/`: the owner with its payout methods and payout phone. */
export interface PayoutOwner {
  id: string;
  plan: Plan;
  phone: string;
  email: string;
  firstName: string;
  lastName: string;
  payoutMethods: PayoutMethod[];
}

export interface StorePayoutAssignment {
  id: string;
  storeName: string;
  payoutMethod: string | null;
  owner_profit_percentage: number;
}

/** Spec section 3: Payout row. */
export interface PayoutRow {
  store: { id: string; store_name: string; owner_profit_percentage: number };
  first_date_created: string;
  last_date_created: string;
  total_owner_amount_after_balances: number;
  currency: string;
  order_products_are_paid: boolean;
  payouts: { status: string }[];
  status_label: string;
  held_reason: string | null;
  held_message: string | null;
  failure_reason: string | null;
}

export interface PayoutList {
  start_date: string;
  end_date: string;
  /** The first of `totals`, kept for older clients. */
  currency: string;
  total: number;
  /** One total per currency: amounts in two currencies are never added together. */
  totals: { currency: string; total: number }[];
  count: number;
  results: PayoutRow[];
}

export interface PayoutBalance {
  external_note: string;
  amount: number;
  leftover_amount: number;
  sign: 'INCR' | 'DECR';
  date_created: string;
}

/** Spec section 3: Payout details. */
export interface PayoutDetails {
  store: PayoutRow['store'];
  currency: string;
  payout_start_date: string;
  payout_end_date: string;
  status_label: string;
  held_message: string | null;
  failure_reason: string | null;
  total_owner_amount_after_balances: number | null;
  order_products: {
    id: string;
    product_name: string;
    delivery_date: string;
    price: number;
    quantity: number;
    amount: number;
    amount_refunded: number;
    transaction_fee: number;
    hostco_profit: number;
    owner_profit: number;
    party_a_amount: number;
    party_b_amount: number;
  }[];
  applied_balances: PayoutBalance[];
  not_applied_balances: PayoutBalance[];
}

export interface PayoutPeriodQuery {
  storeId: string;
  start: string;
  end: string;
}
