import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const PAYPAL_CLIENT_ID = 'paypal-client';
export const PAYPAL_CLIENT_SECRET = 'paypal-secret';
/** The transmission signature this fake vouches for; any other is a forgery. */
export const PAYPAL_VALID_SIGNATURE = 'valid-transmission-signature';

interface PaypalBody {
  sender_batch_header?: { sender_batch_id?: string };
  items?: { receiver?: string; amount?: { value?: string } }[];
  transmission_sig?: string;
  webhook_id?: string;
  webhook_event?: unknown;
}

const id = (prefix: string) => `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * A local server answering PayPal's REST calls as PayPal documents them: OAuth2 client
 * credentials (tokens expire), Payouts (PayPal-Request-Id replays the first answer; a reused
 * sender_batch_id without it is refused), the batch read, and webhook signature verification.
 */
export async function startFakePaypal() {
  const tokens = new Set<string>();
  const batches = new Map<string, Record<string, unknown>>();
  const senderBatchIds = new Set<string>();
  const byRequestId = new Map<string, string>();
  const requests: {
    method: string;
    path: string;
    body: unknown;
    headers: Record<string, unknown>;
  }[] = [];

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const path = url.pathname;
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (path === '/v1/oauth2/token' && req.method === 'POST') {
        const expected = Buffer.from(`${PAYPAL_CLIENT_ID}:${PAYPAL_CLIENT_SECRET}`).toString(
          'base64',
        );
        if (
          req.headers.authorization !== `Basic ${expected}` ||
          raw !== 'grant_type=client_credentials'
        )
          return send(401, {
            error: 'invalid_client',
            error_description: 'Client Authentication failed',
          });
        const token = id('A21AA');
        tokens.add(token);
        return send(200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
      }
      const bearer = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!tokens.has(bearer))
        return send(401, {
          name: 'AUTHENTICATION_FAILURE',
          message: 'Authentication failed due to invalid authentication credentials.',
        });
      const body = (raw ? JSON.parse(raw) : {}) as PaypalBody;
      requests.push({ method: req.method!, path, body, headers: req.headers });
      if (path === '/v1/payments/payouts' && req.method === 'POST') {
        const requestId = req.headers['paypal-request-id'] as string | undefined;
        const replay = requestId ? byRequestId.get(requestId) : undefined;
        if (replay) return send(201, JSON.parse(replay));
        const senderBatchId = body.sender_batch_header?.sender_batch_id as string;
        if (senderBatchIds.has(senderBatchId))
          return send(400, {
            name: 'SENDER_BATCH_ID_ALREADY_USED',
            message: 'Batch with given sender_batch_id already exists',
          });
        const item = body.items?.[0];
        if (!item?.receiver || !item.amount?.value)
          return send(422, { name: 'VALIDATION_ERROR', message: 'Invalid request - see details' });
        senderBatchIds.add(senderBatchId);
        const batchId = id('BATCH');
        const answer = {
          batch_header: {
            payout_batch_id: batchId,
            batch_status: 'PENDING',
            sender_batch_header: body.sender_batch_header,
          },
        };
        batches.set(batchId, {
          ...answer,
          items: [{ payout_item_id: id('ITEM'), transaction_status: 'PENDING', payout_item: item }],
        });
        if (requestId) byRequestId.set(requestId, JSON.stringify(answer));
        return send(201, answer);
      }
      const batch = /^\/v1\/payments\/payouts\/([\w]+)$/.exec(path);
      if (batch && req.method === 'GET') {
        const found = batches.get(batch[1]!);
        return found
          ? send(200, found)
          : send(404, {
              name: 'INVALID_RESOURCE_ID',
              message: 'Requested resource ID was not found.',
            });
      }
      if (path === '/v1/notifications/verify-webhook-signature' && req.method === 'POST') {
        const ok =
          body.transmission_sig === PAYPAL_VALID_SIGNATURE && body.webhook_id && body.webhook_event;
        return send(200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
      }
      send(404, { name: 'NOT_FOUND', message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    batches,
    requests,
    /** What PayPal later reports for a batch's item (SUCCESS, FAILED, RETURNED, UNCLAIMED...). */
    setItemStatus(batchId: string, status: string) {
      const items = batches.get(batchId)!.items as Record<string, unknown>[];
      items[0]!.transaction_status = status;
    },
    expireTokens() {
      tokens.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePaypal = Awaited<ReturnType<typeof startFakePaypal>>;
