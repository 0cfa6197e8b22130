import { z } from 'zod';
import { PLANS } from '../enums';

export const ZPlanOfferSchema = z.object({
  id: z.string(),
  plan: z.enum(PLANS),
  name: z.string(),
  price: z.number(),
  currency: z.string(),
  interval: z.enum(['month', 'year']),
  features: z.array(z.string()),
});
export type TPlanOffer = z.infer<typeof ZPlanOfferSchema>;

export const ZPlanOfferListSchema = z.object({ results: z.array(ZPlanOfferSchema) });

export const ZSubscriptionStateSchema = z.object({
  plan: z.enum(PLANS),
  has_subscription: z.boolean(),
  has_billing_account: z.boolean(),
  subscription_status: z.string().nullable(),
  current_plan_id: z.string().nullable(),
  payment_failed: z.boolean(),
});
export type TSubscriptionState = z.infer<typeof ZSubscriptionStateSchema>;

export const ZSubscribeAnswerSchema = z.object({
  session: z.object({ id: z.string(), url: z.string() }),
});
export type TSubscribeAnswer = z.infer<typeof ZSubscribeAnswerSchema>;
export const ZPortalLinkSchema = z.object({ url: z.string() });

const ZCheckoutStatusSchema = z.enum(['open', 'complete']);

/** The simulated provider's subscription checkout, as its local page shows it. */
export const ZSimulatedCheckoutSessionSchema = ZPlanOfferSchema.omit({ features: true }).extend({
  plan_id: z.string(),
  status: ZCheckoutStatusSchema,
});
export type TSimulatedCheckoutSession = z.infer<typeof ZSimulatedCheckoutSessionSchema>;

export const ZSimulatedConfirmAnswerSchema = z.object({
  status: ZCheckoutStatusSchema,
  error: z.string().nullable(),
});
export const ZPlanChangedSchema = z.object({ id: z.string(), plan: z.enum(PLANS) });
