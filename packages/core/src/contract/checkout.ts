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
  /** Still a cart: never sent for payment, or sent back to the cart after a declined card. */
  is_cart: z.boolean(),
});
export type TOrderReadiness = z.infer<typeof ZOrderReadinessSchema>;

/** The longest a readiness check may wait for the payment to settle, in seconds. */
export const MAX_READINESS_WAIT_SECONDS = 10;

/**
 * An addition to the spec's readiness check: `wait` seconds to hold the answer while the order is
 * not ready, answered as soon as its payment settles.
 */
export const ZOrderReadinessQuerySchema = z.object({
  wait: z.coerce
    .number({ error: 'Must be a number of seconds.' })
    .int('Must be a whole number of seconds.')
    .min(0, 'Must be 0 or more.')
    .max(MAX_READINESS_WAIT_SECONDS, `Must be at most ${MAX_READINESS_WAIT_SECONDS}.`)
    .optional(),
});

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
