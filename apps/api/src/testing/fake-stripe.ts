import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type StripeObject = Record<string, unknown> & { id: string };

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/**
 * Stripe's form encoding, e.g. metadata[order_id]=x, line_items[0][price]=p,
 * subscription_data[metadata][owner_id]=y, into nested objects (numeric keys stay keys).
 */
export function parseStripeForm(body: string) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/[[\]]+/).filter(Boolean);
    let target = out;
    for (const part of parts.slice(0, -1))
      target = (target[part] ??= {}) as Record<string, unknown>;
    target[parts[parts.length - 1]!] = value;
  }
  return out;
}

/**
 * A local server answering the part of Stripe's REST API the product calls: customers, payment
 * intents (create, retrieve, capture, cancel), setup intents, refunds (create, retrieve, list by
 * intent), Checkout Sessions and Billing Portal sessions for subscriptions, with Stripe's
 * idempotency behaviour. Off-session charges to a card marked with `declineCharges` fail like
 * Stripe's.
 */
export async function startFakeStripe() {
  const intents = new Map<string, StripeObject>();
  const setupIntents = new Map<string, StripeObject>();
  const checkoutSessions = new Map<string, StripeObject>();
  const portalSessions: StripeObject[] = [];
  const decliningCards = new Set<string>();
  const byIdempotencyKey = new Map<string, string>();
  let lostRefundAnswers = 0;
  let newRefundStatus = 'succeeded';
  const refunds: StripeObject[] = [];
  const newRefund = (params: Record<string, unknown>) => {
    const refund = {
      id: id('re'),
      object: 'refund',
      amount: Number(params.amount),
      payment_intent: params.payment_intent,
      metadata: params.metadata ?? {},
      status: newRefundStatus,
    };
    refunds.push(refund);
    return refund;
  };
  const requests: {
    method: string;
    path: string;
    idempotencyKey?: string;
    params: Record<string, unknown>;
  }[] = [];

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const path = url.pathname;
      const params = parseStripeForm(body);
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method!, path, idempotencyKey, params });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(payload));
      };
      if (!String(req.headers.authorization).startsWith('Bearer sk_test_')) {
        return send(401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
        });
      }
      const cached =
        req.method === 'POST' && idempotencyKey
          ? byIdempotencyKey.get(`${path}|${idempotencyKey}`)
          : undefined;
      if (req.method === 'POST' && path === '/v1/refunds' && lostRefundAnswers > 0) {
        // Carried out (once per key, as Stripe does), but the answer never reaches the caller.
        lostRefundAnswers -= 1;
        if (!cached && idempotencyKey) {
          byIdempotencyKey.set(`${path}|${idempotencyKey}`, JSON.stringify(newRefund(params)));
        }
        return send(500, { error: { type: 'api_error', message: 'An error occurred.' } });
      }
      if (cached) return send(200, JSON.parse(cached));
      const remember = (payload: unknown) => {
        if (req.method === 'POST' && idempotencyKey)
          byIdempotencyKey.set(`${path}|${idempotencyKey}`, JSON.stringify(payload));
        send(200, payload);
      };

      if (req.method === 'POST' && path === '/v1/customers') {
        return remember({ id: id('cus'), object: 'customer', email: params.email ?? null });
      }
      if (req.method === 'POST' && path === '/v1/setup_intents') {
        const setupId = id('seti');
        const setup: StripeObject = {
          id: setupId,
          object: 'setup_intent',
          customer: params.customer ?? null,
          usage: params.usage ?? 'off_session',
          client_secret: `${setupId}_secret_${randomBytes(6).toString('hex')}`,
          payment_method: null,
          status: 'requires_payment_method',
          last_setup_error: null,
          metadata: params.metadata ?? {},
        };
        setupIntents.set(setupId, setup);
        return remember(setup);
      }
      const setupMatch = /^\/v1\/setup_intents\/([\w]+)$/.exec(path);
      if (setupMatch && req.method === 'GET') {
        const setup = setupIntents.get(setupMatch[1]!);
        return setup
          ? send(200, setup)
          : send(404, {
              error: { type: 'invalid_request_error', message: 'No such setup_intent' },
            });
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const intentId = id('pi');
        const confirmNow = params.confirm === 'true';
        const declined = confirmNow && decliningCards.has(String(params.payment_method));
        const intent: StripeObject = {
          id: intentId,
          object: 'payment_intent',
          amount: Number(params.amount),
          currency: params.currency,
          customer: params.customer ?? null,
          capture_method: params.capture_method ?? 'automatic_async',
          setup_future_usage: params.setup_future_usage ?? null,
          client_secret: `${intentId}_secret_${randomBytes(6).toString('hex')}`,
          payment_method: params.payment_method ?? null,
          status:
            confirmNow && !declined
              ? params.capture_method === 'manual'
                ? 'requires_capture'
                : 'succeeded'
              : 'requires_payment_method',
          last_payment_error: declined
            ? { message: 'Your card was declined.', code: 'card_declined' }
            : null,
          metadata: params.metadata ?? {},
        };
        intents.set(intentId, intent);
        if (declined) {
          // Stripe answers a declined confirmation with 402 and the intent inside the error.
          return send(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              message: 'Your card was declined.',
              payment_intent: intent,
            },
          });
        }
        return remember(intent);
      }
      const match = /^\/v1\/payment_intents\/([\w]+)(?:\/(capture|cancel))?$/.exec(path);
      if (match) {
        const intent = intents.get(match[1]!);
        if (!intent)
          return send(404, {
            error: { type: 'invalid_request_error', message: 'No such payment_intent' },
          });
        // Stripe captures only an authorised intent and cancels only one not yet captured.
        const refused =
          (match[2] === 'capture' && intent.status !== 'requires_capture') ||
          (match[2] === 'cancel' &&
            (intent.status === 'succeeded' || intent.status === 'canceled'));
        if (refused) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent could not be ${match[2] === 'capture' ? 'captured' : 'canceled'} because it has a status of ${String(intent.status)}.`,
              payment_intent: intent,
            },
          });
        }
        if (match[2] === 'capture') intent.status = 'succeeded';
        if (match[2] === 'cancel') intent.status = 'canceled';
        return match[2] ? remember(intent) : send(200, intent);
      }
      if (req.method === 'POST' && path === '/v1/refunds') return remember(newRefund(params));
      if (req.method === 'GET' && path === '/v1/refunds') {
        const intentId = url.searchParams.get('payment_intent');
        const data = refunds.filter((r) => !intentId || r.payment_intent === intentId);
        return send(200, { object: 'list', url: path, has_more: false, data });
      }
      const refundMatch = /^\/v1\/refunds\/([\w]+)$/.exec(path);
      if (refundMatch && req.method === 'GET') {
        const refund = refunds.find((r) => r.id === refundMatch[1]);
        return refund
          ? send(200, refund)
          : send(404, { error: { type: 'invalid_request_error', message: 'No such refund' } });
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const lineItems = (params.line_items ?? {}) as Record<string, Record<string, string>>;
        const session: StripeObject = {
          id: id('cs_test'),
          object: 'checkout.session',
          mode: params.mode,
          customer: params.customer ?? null,
          price: lineItems['0']?.price ?? null,
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          metadata: params.metadata ?? {},
          subscription_data: params.subscription_data ?? {},
          subscription: null,
          status: 'open',
        };
        session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
        checkoutSessions.set(session.id, session);
        return remember(session);
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const portal = {
          id: id('bps'),
          object: 'billing_portal.session',
          customer: params.customer,
          return_url: params.return_url,
          url: `https://billing.stripe.test/p/session/${id('test')}`,
        };
        portalSessions.push(portal);
        return remember(portal);
      }
      send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${path})`,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    setupIntents,
    /** Checkout Sessions (subscription mode) by id, with the price and metadata sent. */
    checkoutSessions,
    portalSessions,
    /** Every refund made, once per idempotency key. */
    refunds,
    requests,
    /** Refunds made from now on start with this status (Stripe's pending, for instance). */
    startRefundsAs(status: 'succeeded' | 'pending') {
      newRefundStatus = status;
    },
    /** What Stripe does later with a pending refund: it succeeds or fails. */
    settleRefund(refundId: string, status: 'succeeded' | 'failed') {
      refunds.find((r) => r.id === refundId)!.status = status;
    },
    /** The next `count` refund requests are carried out but answered with a 500. */
    loseRefundAnswers(count: number) {
      lostRefundAnswers = count;
    },
    /** Off-session charges to this saved card are declined from now on. */
    declineCharges(paymentMethodId: string) {
      decliningCards.add(paymentMethodId);
    },
    /** What happens in the browser for a setup intent: the guest confirms it with a card. */
    confirmSetup(setupId: string, outcome: 'succeeded' | 'failed') {
      const setup = setupIntents.get(setupId)!;
      setup.payment_method = outcome === 'failed' ? null : id('pm');
      setup.status = outcome === 'failed' ? 'requires_payment_method' : 'succeeded';
      setup.last_setup_error =
        outcome === 'failed' ? { message: 'Your card was declined.', code: 'card_declined' } : null;
      return setup;
    },
    /** What happens in the browser: the guest confirms the intent with a card. */
    confirm(intentId: string, outcome: 'succeeded' | 'requires_capture' | 'failed') {
      const intent = intents.get(intentId)!;
      intent.payment_method = id('pm');
      intent.status = outcome === 'failed' ? 'requires_payment_method' : outcome;
      intent.last_payment_error =
        outcome === 'failed' ? { message: 'Your card was declined.', code: 'card_declined' } : null;
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
