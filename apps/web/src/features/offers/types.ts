import type { TOfferAnswer, TOfferList } from '@stayfront/core/contract';

/** A partner perk for hosts (`GET /api/services/offers/`). */
export type Offer = TOfferAnswer;

export type OfferList = TOfferList;
