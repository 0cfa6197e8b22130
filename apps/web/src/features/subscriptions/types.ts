import type {
  TPlanOffer,
  TSimulatedCheckoutSession,
  TSubscriptionState,
} from '@stayfront/core/contract';

export type PlanOffer = TPlanOffer;

export type SubscriptionState = TSubscriptionState;

export type SimulatedCheckoutSession = TSimulatedCheckoutSession;
