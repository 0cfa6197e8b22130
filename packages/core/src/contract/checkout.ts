import { z } from 'zod';

/** The payment the guest confirms at checkout. */
export const ZPaymentIntentSchema = z.object({
  client_secret: z.string(),
  payment_intent_id: z.string(),
  /** setup: nothing is paid now, the card is saved for requests charged when approved. */
  intent_type: z.enum(['payment', 'setup']),
  provider: z.enum(['stripe', 'simulated']),
  publishable_key: z.string().nullable(),
  amount: z.number(),
});
export type TPaymentIntent = z.infer<typeof ZPaymentIntentSchema>;

export const ZOrderReadinessSchema = z.object({
  is_ready: z.boolean(),
  has_error: z.boolean(),
  /** The payment went through after its hold lapsed and an item was gone: it was refunded. */
  sold_out: z.boolean(),
});
export type TOrderReadiness = z.infer<typeof ZOrderReadinessSchema>;

/** The simulated provider's answer to a test card: the payment status, or why it failed. */
export const ZSimulatedPaymentAnswerSchema = z.object({
  status: z.string(),
  error: z.string().nullable(),
});
export type TSimulatedPaymentAnswer = z.infer<typeof ZSimulatedPaymentAnswerSchema>;

export const ZCustomerCreatedSchema = z.object({ id: z.string() });

export const ZOrderCustomerSchema = z.object({
  customer_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
});
export type TOrderCustomer = z.infer<typeof ZOrderCustomerSchema>;
