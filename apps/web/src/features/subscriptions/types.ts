import type { Plan } from '@stayfront/core';

export interface PlanOffer {
  id: string;
  plan: Plan;
  name: string;
  price: number;
  currency: string;
  interval: 'month' | 'year';
  features: string[];
}

export interface SubscriptionState {
  plan: Plan;
  has_subscription: boolean;
  has_billing_account: boolean;
  subscription_status: string | null;
  current_plan_id: string | null;
  payment_failed: boolean;
}

export interface SimulatedCheckoutSession extends Omit<PlanOffer, 'features'> {
  plan_id: string;
  status: 'open' | 'complete';
}
