import Stripe from 'stripe';
import type {
  BillingEventType,
  BillingObject,
  PaymentEvent,
  PaymentIntentEventType,
  PaymentIntent,
  PaymentProvider,
  ProviderRefund,
  SetupEventType,
  SetupIntent,
} from './payment-provider';
import { PaymentProviderError } from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** Stripe's API by default; tests point it at a local server that answers like Stripe. */
  apiUrl: string;
}

const INTENT_EVENTS = new Set<string>([
  'payment_intent.succeeded',
  'payment_intent.amount_capturable_updated',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
] satisfies PaymentIntentEventType[]);

const SETUP_EVENTS = new Set<string>([
  'setup_intent.succeeded',
  'setup_intent.setup_failed',
] satisfies SetupEventType[]);

const BILLING_EVENTS = new Set<string>([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
  'invoice.paid',
] satisfies BillingEventType[]);

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The plan-relevant part of a Checkout Session, Subscription or Invoice. */
function toBilling(object: Stripe.Event.Data.Object): BillingObject {
  const kind = (object as { object?: string }).object;
  if (kind === 'checkout.session') {
    const session = object as Stripe.Checkout.Session;
    return {
      customerId: idOf(session.customer),
      subscriptionId: idOf(session.subscription),
      status: null,
      priceId: null,
      metadata: { ...session.metadata },
    };
  }
  if (kind === 'subscription') {
    const subscription = object as Stripe.Subscription;
    return {
      customerId: idOf(subscription.customer),
      subscriptionId: subscription.id,
      status: subscription.status,
      priceId: subscription.items.data[0]?.price.id ?? null,
      metadata: { ...subscription.metadata },
    };
  }
  const invoice = object as Stripe.Invoice;
  return {
    customerId: idOf(invoice.customer),
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    status: null,
    priceId: null,
    metadata: { ...invoice.parent?.subscription_details?.metadata },
  };
}

function toSetupIntent(setup: Stripe.SetupIntent): SetupIntent {
  return {
    id: setup.id,
    clientSecret: setup.client_secret ?? '',
    status: setup.status as SetupIntent['status'],
    paymentMethodId:
      typeof setup.payment_method === 'string'
        ? setup.payment_method
        : (setup.payment_method?.id ?? null),
    lastError: setup.last_setup_error?.message ?? null,
    metadata: { ...setup.metadata },
  };
}

function toIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as PaymentIntent['status'],
    amountCents: intent.amount,
    currency: intent.currency,
    captureMethod: intent.capture_method === 'automatic' ? 'automatic' : 'manual',
    paymentMethodId:
      typeof intent.payment_method === 'string'
        ? intent.payment_method
        : (intent.payment_method?.id ?? null),
    lastError: intent.last_payment_error?.message ?? null,
    metadata: { ...intent.metadata },
  };
}

/** The metadata key that names the product's idempotency key on a Stripe refund. */
const REFUND_KEY = 'stayfront_refund_key';

const REFUND_STATUSES = new Set<string>([
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
] satisfies ProviderRefund['status'][]);

function toRefund(refund: Stripe.Refund): ProviderRefund {
  const status = refund.status ?? 'pending';
  return {
    id: refund.id,
    status: REFUND_STATUSES.has(status) ? (status as ProviderRefund['status']) : 'pending',
  };
}

/**
 * No answer (after the SDK's own retries), a failure inside Stripe, or a rate limit: the call may
 * or may not have taken effect. Such errors are not a PaymentProviderError (a refusal, nothing
 * happened), so a caller keeps its work pending and sends it again with the same idempotency key
 * rather than starting over with a new one: a refund must never go through twice.
 */
function isOutcomeUnknown(error: unknown): boolean {
  return (
    !(error instanceof Stripe.errors.StripeError) ||
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    // The same key while its first request is still running: that one's outcome decides.
    error instanceof Stripe.errors.StripeIdempotencyError
  );
}

/** Stripe behind the PaymentProvider interface; every write carries an idempotency key. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const url = new URL(settings.apiUrl);
  const stripe = new Stripe(settings.secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 2,
    timeout: 20_000,
  });

  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      // A declined off-session charge still created an intent; its outcome comes by webhook too.
      const intent = (error as { raw?: { payment_intent?: Stripe.PaymentIntent } }).raw
        ?.payment_intent;
      if (intent) return intent as T;
      if (isOutcomeUnknown(error)) throw error;
      throw new PaymentProviderError((error as Error).message);
    }
  }

  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,

    createCustomer: (input, idempotencyKey) =>
      call(() =>
        stripe.customers.create({ email: input.email, name: input.name }, { idempotencyKey }),
      ).then((c) => ({ id: c.id })),

    createPaymentIntent: (input, idempotencyKey) =>
      call(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            customer: input.customerId,
            capture_method: input.captureMethod,
            setup_future_usage: input.saveCard ? 'off_session' : undefined,
            automatic_payment_methods: { enabled: true },
            metadata: input.metadata,
          },
          { idempotencyKey },
        ),
      ).then(toIntent),

    chargeSavedCard: (input, idempotencyKey) =>
      call(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            capture_method: input.captureMethod,
            off_session: true,
            confirm: true,
            metadata: input.metadata,
          },
          { idempotencyKey },
        ),
      ).then(toIntent),

    setupCard: (input, idempotencyKey) =>
      call(() =>
        stripe.setupIntents.create(
          {
            customer: input.customerId,
            usage: 'off_session',
            automatic_payment_methods: { enabled: true },
            metadata: input.metadata,
          },
          { idempotencyKey },
        ),
      ).then(toSetupIntent),

    getPaymentIntent: (id) => call(() => stripe.paymentIntents.retrieve(id)).then(toIntent),
    capture: (id, idempotencyKey) =>
      call(() => stripe.paymentIntents.capture(id, {}, { idempotencyKey })).then(toIntent),
    cancel: (id, idempotencyKey) =>
      call(() => stripe.paymentIntents.cancel(id, {}, { idempotencyKey })).then(toIntent),
    refund: (input, idempotencyKey) =>
      call(() =>
        stripe.refunds.create(
          {
            payment_intent: input.paymentIntentId,
            amount: input.amountCents,
            metadata: { [REFUND_KEY]: idempotencyKey },
          },
          { idempotencyKey },
        ),
      ).then(toRefund),
    getRefund: (id) => call(() => stripe.refunds.retrieve(id)).then(toRefund),
    // Stripe forgets idempotency keys after 24 hours; the key in the metadata is kept for good.
    findRefund: (paymentIntentId, idempotencyKey) =>
      call(async () => {
        for await (const refund of stripe.refunds.list({
          payment_intent: paymentIntentId,
          limit: 100,
        })) {
          if (refund.metadata?.[REFUND_KEY] === idempotencyKey) return toRefund(refund);
        }
        return null;
      }),

    createSubscriptionCheckout: (input, idempotencyKey) =>
      call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer: input.customerId,
            line_items: [{ price: input.priceId, quantity: 1 }],
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            metadata: input.metadata,
            subscription_data: { metadata: input.metadata },
          },
          { idempotencyKey },
        ),
      ).then((session) => ({ id: session.id, url: session.url ?? '' })),

    createBillingPortal: (input, idempotencyKey) =>
      call(() =>
        stripe.billingPortal.sessions.create(
          { customer: input.customerId, return_url: input.returnUrl },
          { idempotencyKey },
        ),
      ).then((session) => ({ url: session.url })),

    parseWebhook(rawBody, signature) {
      if (!settings.webhookSecret)
        throw new PaymentProviderError('STRIPE_WEBHOOK_SECRET is not set.');
      if (!signature) throw new PaymentProviderError('Missing Stripe-Signature header.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new PaymentProviderError((error as Error).message);
      }
      if (SETUP_EVENTS.has(event.type)) {
        return {
          id: event.id,
          type: event.type as SetupEventType,
          setupIntent: toSetupIntent(event.data.object as Stripe.SetupIntent),
        } satisfies PaymentEvent;
      }
      if (BILLING_EVENTS.has(event.type)) {
        const billing = toBilling(event.data.object);
        // Guest checkouts use payment intents; only subscription-mode sessions concern plans.
        const mode = (event.data.object as { mode?: string }).mode;
        if (event.type === 'checkout.session.completed' && mode !== 'subscription') return null;
        return { id: event.id, type: event.type as BillingEventType, billing };
      }
      if (!INTENT_EVENTS.has(event.type)) return null;
      return {
        id: event.id,
        type: event.type as PaymentIntentEventType,
        intent: toIntent(event.data.object as Stripe.PaymentIntent),
      } satisfies PaymentEvent;
    },
  };
}
