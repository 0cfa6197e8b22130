import { centsToAmount } from '@stayfront/core';
import type { PaypalPayouts, PayoutEvent } from './payout-provider';
import { PayoutProviderError } from './payout-provider';

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  /** PayPal's API by default; tests point it at a local server that answers like PayPal. */
  apiUrl: string;
  webhookId: string | null;
  timeoutMs?: number;
}

const ITEM_OUTCOMES: Record<string, { outcome: 'COMP' | 'FAIL'; reason: string | null }> = {
  'PAYMENT.PAYOUTS-ITEM.SUCCEEDED': { outcome: 'COMP', reason: null },
  'PAYMENT.PAYOUTS-ITEM.FAILED': { outcome: 'FAIL', reason: 'PayPal could not pay this e-mail.' },
  'PAYMENT.PAYOUTS-ITEM.RETURNED': {
    outcome: 'FAIL',
    reason: 'PayPal returned the payout: the e-mail has no PayPal account.',
  },
  'PAYMENT.PAYOUTS-ITEM.UNCLAIMED': {
    outcome: 'FAIL',
    reason: 'The payout was not claimed in PayPal within 30 days.',
  },
  'PAYMENT.PAYOUTS-ITEM.BLOCKED': { outcome: 'FAIL', reason: 'PayPal blocked the payout.' },
  'PAYMENT.PAYOUTS-ITEM.DENIED': { outcome: 'FAIL', reason: 'PayPal denied the payout.' },
};

interface PaypalErrorBody {
  name?: string;
  message?: string;
  error_description?: string;
}

/**
 * PayPal's REST API: an OAuth2 client-credentials token (kept until shortly before it expires),
 * Payouts with the payout's key as sender_batch_id and PayPal-Request-Id (a repeated request gets
 * the first answer, never a second batch), and webhook verification.
 */
export function createPaypalClient(settings: PaypalSettings): PaypalPayouts {
  let token: { value: string; expiresAt: number } | null = null;

  async function request(path: string, init: RequestInit): Promise<Response> {
    return fetch(new URL(path, settings.apiUrl), {
      ...init,
      signal: AbortSignal.timeout(settings.timeoutMs ?? 20_000),
    });
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const response = await request('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const body = (await response.json()) as PaypalErrorBody & {
      access_token?: string;
      expires_in?: number;
    };
    if (!response.ok || !body.access_token)
      throw new Error(
        `PayPal refused the credentials: ${body.error_description ?? response.status}`,
      );
    token = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max(0, (body.expires_in ?? 0) - 60) * 1000,
    };
    return token.value;
  }

  async function api<T>(
    method: string,
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<{ status: number; body: T & PaypalErrorBody }> {
    const send = async () =>
      request(path, {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          'content-type': 'application/json',
          ...(requestId ? { 'paypal-request-id': requestId } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    let response = await send();
    if (response.status === 401) {
      // PayPal ended the token early: one new token, one more try.
      token = null;
      response = await send();
    }
    if (response.status >= 500) throw new Error(`PayPal answered ${response.status} on ${path}`);
    return { status: response.status, body: (await response.json()) as T & PaypalErrorBody };
  }

  type BatchBody = { batch_header?: { payout_batch_id?: string; batch_status?: string } };

  return {
    async payout({ destination, amountCents, currency, description }, senderBatchId) {
      const sent = await api<BatchBody>(
        'POST',
        '/v1/payments/payouts',
        {
          sender_batch_header: {
            sender_batch_id: senderBatchId,
            email_subject: 'You have a payout',
            email_message: description,
          },
          items: [
            {
              recipient_type: 'EMAIL',
              receiver: destination,
              amount: { value: centsToAmount(amountCents).toFixed(2), currency },
              note: description,
              sender_item_id: senderBatchId,
            },
          ],
        },
        senderBatchId,
      );
      if (sent.status === 201 && sent.body.batch_header?.payout_batch_id)
        return { reference: sent.body.batch_header.payout_batch_id, status: 'PAYING' };
      // Sent before (a crash after PayPal took it): that batch is the payout.
      // Taken before without its answer reaching us: the outcome is unknown, so the payout stays
      // unsent and the next run asks again with the same request id, which PayPal answers alike.
      if (
        sent.body.name === 'SENDER_BATCH_ID_ALREADY_USED' ||
        sent.body.name === 'DUPLICATE_REQUEST_ID'
      )
        throw new Error(`PayPal already has batch ${senderBatchId}`);
      throw new PayoutProviderError(
        sent.body.message ?? `PayPal refused the payout (${sent.status}).`,
      );
    },

    async checkPayout(reference) {
      const batch = await api<{
        items?: { transaction_status?: string; errors?: { message?: string } }[];
      }>('GET', `/v1/payments/payouts/${encodeURIComponent(reference)}`);
      const item = batch.body.items?.[0];
      const status = item?.transaction_status ?? 'PENDING';
      if (status === 'SUCCESS') return { outcome: 'COMP', reason: null };
      const failed = ITEM_OUTCOMES[`PAYMENT.PAYOUTS-ITEM.${status}`];
      if (failed && failed.outcome === 'FAIL')
        return { outcome: 'FAIL', reason: item?.errors?.message ?? failed.reason };
      return { outcome: 'PAYING', reason: null };
    },

    async parseWebhook(headers, rawBody) {
      if (!settings.webhookId) throw new PayoutProviderError('PAYPAL_WEBHOOK_ID is not set.');
      let event: { id?: string; event_type?: string; resource?: Record<string, unknown> };
      try {
        event = JSON.parse(rawBody) as typeof event;
      } catch {
        throw new PayoutProviderError('The body is not JSON.');
      }
      const verified = await api<{ verification_status?: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        {
          auth_algo: headers['paypal-auth-algo'],
          cert_url: headers['paypal-cert-url'],
          transmission_id: headers['paypal-transmission-id'],
          transmission_sig: headers['paypal-transmission-sig'],
          transmission_time: headers['paypal-transmission-time'],
          webhook_id: settings.webhookId,
          webhook_event: event,
        },
      );
      if (verified.body.verification_status !== 'SUCCESS')
        throw new PayoutProviderError('The signature does not match.');
      const known = ITEM_OUTCOMES[event.event_type ?? ''];
      const batchId = event.resource?.payout_batch_id;
      if (!known || typeof batchId !== 'string' || !event.id) return null;
      const errors = event.resource?.errors as { message?: string } | undefined;
      return {
        id: event.id,
        kind: 'payout',
        reference: batchId,
        outcome: known.outcome,
        reason: known.outcome === 'FAIL' ? (errors?.message ?? known.reason) : null,
      } satisfies PayoutEvent;
    },
  };
}
