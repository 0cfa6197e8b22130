import { z } from 'zod';
import { productMessages } from './product-constants';
import { isHttpLink } from './products';
import { requiredText } from './zod-fields';

export const OFFER_LIMITS = { title: 120, text: 2000, link: 1000, image: 1000 } as const;

/** A partner perk for hosts, as support writes it in /admin/ (title, text, link, image). */
export const ZOfferSchema = z
  .object({
    title: requiredText(OFFER_LIMITS.title),
    text: requiredText(OFFER_LIMITS.text),
    link: requiredText(OFFER_LIMITS.link).refine(isHttpLink, productMessages.linkRequired),
    image: z
      .string({ error: 'Not a valid string.' })
      .trim()
      .max(OFFER_LIMITS.image)
      .nullable()
      .optional()
      .transform((value) => value || null),
  })
  .strict();
export type TOfferInput = z.input<typeof ZOfferSchema>;
export type TOffer = z.output<typeof ZOfferSchema>;

export const offerMessages = {
  empty: 'No offers right now. Check back soon for partner perks for your properties.',
  created: 'Offer added.',
  updated: 'Offer saved.',
  deleted: 'Offer deleted.',
} as const;
