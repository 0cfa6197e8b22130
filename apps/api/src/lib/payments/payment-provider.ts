export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export type CaptureMethod = 'automatic' | 'manual';

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  captureMethod: CaptureMethod;
  paymentMethodId: string | null;
  lastError: string | null;
  metadata: Record<string, string>;
}

export type PaymentIntentEventType =
  | 'payment_intent.succeeded'
  | 'payment_intent.amount_capturable_updated'
  | 'payment_intent.payment_failed'
  | 'payment_intent.canceled';

/**
 * The event an intent's ended status amounts to; null while the payment has not ended (a payment
 * waiting for its method without an error has not failed yet).
 */
export function eventTypeForIntent(
  intent: Pick<PaymentIntent, 'status' | 'lastError'>,
): PaymentIntentEventType | null {
  switch (intent.status) {
    case 'succeeded':
      return 'payment_intent.succeeded';
    case 'requires_capture':
      return 'payment_intent.amount_capturable_updated';
    case 'canceled':
      return 'payment_intent.canceled';
    case 'requires_payment_method':
      return intent.lastError ? 'payment_intent.payment_failed' : null;
    default:
      return null;
  }
}

export type SetupEventType = 'setup_intent.succeeded' | 'setup_intent.setup_failed';

export type PaymentEventType = PaymentIntentEventType | SetupEventType;

/**
 * A card saved for later off-session charges without charging it now (Stripe's SetupIntent),
 * for orders whose only card purchases are charged when approved.
 */
export interface SetupIntent {
  id: string;
  clientSecret: string;
  status: 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  paymentMethodId: string | null;
  lastError: string | null;
  metadata: Record<string, string>;
}

export type BillingEventType =
  | 'checkout.session.completed'
  | 'customer.subscription.created'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
  | 'invoice.payment_failed'
  | 'invoice.paid';

/** What a plan change needs from a subscription, its Checkout Session or one of its invoices. */
export interface BillingObject {
  customerId: string | null;
  subscriptionId: string | null;
  /** The subscription's status (active, past_due, canceled, ...); null for sessions and invoices. */
  status: string | null;
  priceId: string | null;
  metadata: Record<string, string>;
}

export type PaymentEvent =
  | { id: string; type: PaymentIntentEventType; intent: PaymentIntent }
  | { id: string; type: SetupEventType; setupIntent: SetupIntent }
  | { id: string; type: BillingEventType; billing: BillingObject };

export interface SubscriptionCheckoutInput {
  customerId: string;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
  /** Kept on the session and on the subscription it creates. */
  metadata: Record<string, string>;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: string;
  captureMethod: CaptureMethod;
  customerId: string;
  /** Keep the card for later off-session charges (the order's other purchases). */
  saveCard: boolean;
  metadata: Record<string, string>;
}

/** A refund as the provider holds it: Stripe's statuses, of which only succeeded is money back. */
export interface ProviderRefund {
  id: string;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
}

export interface ChargeSavedCardInput extends Omit<CreateIntentInput, 'saveCard'> {
  paymentMethodId: string;
}

/**
 * What the product needs from a card processor. Write calls take an idempotency key so that a
 * retried request never charges, captures or refunds twice.
 */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'simulated';
  readonly publishableKey: string | null;
  createCustomer(
    input: { email?: string; name?: string },
    idempotencyKey: string,
  ): Promise<{ id: string }>;
  createPaymentIntent(input: CreateIntentInput, idempotencyKey: string): Promise<PaymentIntent>;
  chargeSavedCard(input: ChargeSavedCardInput, idempotencyKey: string): Promise<PaymentIntent>;
  /** Collects a card for off-session use; the guest confirms it like a payment. */
  setupCard(
    input: { customerId: string; metadata: Record<string, string> },
    idempotencyKey: string,
  ): Promise<SetupIntent>;
  getPaymentIntent(id: string): Promise<PaymentIntent>;
  capture(id: string, idempotencyKey: string): Promise<PaymentIntent>;
  cancel(id: string, idempotencyKey: string): Promise<PaymentIntent>;
  /** The idempotency key is also kept on the refund, so findRefund can look it up later. */
  refund(
    input: { paymentIntentId: string; amountCents: number },
    idempotencyKey: string,
  ): Promise<ProviderRefund>;
  getRefund(id: string): Promise<ProviderRefund>;
  /**
   * The refund of the intent made with this idempotency key, or null when none was made: what a
   * caller asks when it never heard the answer to `refund` (the process died, the answer was lost).
   */
  findRefund(paymentIntentId: string, idempotencyKey: string): Promise<ProviderRefund | null>;
  /** A hosted checkout page in subscription mode (Stripe Checkout). */
  createSubscriptionCheckout(
    input: SubscriptionCheckoutInput,
    idempotencyKey: string,
  ): Promise<{ id: string; url: string }>;
  /** A hosted page where the customer switches or cancels the plan (Stripe's Billing Portal). */
  createBillingPortal(
    input: { customerId: string; returnUrl: string },
    idempotencyKey: string,
  ): Promise<{ url: string }>;
  /** Checks the signature and reads the event; throws on a forged or malformed delivery. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null;
}

export class PaymentProviderError extends Error {}
