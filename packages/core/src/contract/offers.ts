import { z } from 'zod';
import { offsetPageOf } from './common';

/** A partner perk for hosts (`GET /api/services/offers/`). */
export const ZOfferAnswerSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  link: z.string(),
  image: z.string().nullable(),
  date_created: z.string(),
});
export type TOfferAnswer = z.infer<typeof ZOfferAnswerSchema>;

export const ZOfferListSchema = offsetPageOf(ZOfferAnswerSchema);
export type TOfferList = z.infer<typeof ZOfferListSchema>;
