import type { TOffer } from '@stayfront/core';

/** A partner perk for hosts (`GET /api/services/offers/`). */
export interface Offer extends TOffer {
  id: string;
  date_created: string;
}

export interface OfferList {
  count: number;
  limit: number;
  offset: number;
  results: Offer[];
}
