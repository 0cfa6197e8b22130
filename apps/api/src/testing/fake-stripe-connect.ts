import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseStripeForm } from './fake-stripe';

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/**
 * A local server answering Stripe Connect's calls as Stripe does: Express accounts, account
 * links, login links, account reads and transfers, with Idempotency-Key replay (the same key
 * answers the first result and moves no money twice). A transfer to an account marked with
 * `rejectTransfersTo` is refused like Stripe refuses one to a restricted account.
 */
export async function startFakeStripeConnect() {
  const accounts = new Map<string, Record<string, unknown>>();
  const transfers: Record<string, unknown>[] = [];
  const byKey = new Map<string, string>();
  const rejected = new Set<string>();
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
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const params = parseStripeForm(body);
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method!, path, idempotencyKey, params });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(payload));
      };
      if (!String(req.headers.authorization).startsWith('Bearer sk_test_'))
        return send(401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
        });
      const cacheKey = `${path}|${idempotencyKey}`;
      const cached = req.method === 'POST' && idempotencyKey ? byKey.get(cacheKey) : undefined;
      if (cached) return send(200, JSON.parse(cached));
      const remember = (payload: unknown) => {
        if (req.method === 'POST' && idempotencyKey) byKey.set(cacheKey, JSON.stringify(payload));
        send(200, payload);
      };
      if (req.method === 'POST' && path === '/v1/accounts') {
        const account = {
          id: id('acct'),
          object: 'account',
          type: params.type,
          country: params.country,
          email: params.email,
          details_submitted: false,
          payouts_enabled: false,
        };
        accounts.set(account.id, account);
        return remember(account);
      }
      if (req.method === 'POST' && path === '/v1/account_links') {
        return remember({
          object: 'account_link',
          url: `https://connect.stripe.test/setup/${params.account}?type=${params.type}&return=${encodeURIComponent(String(params.return_url))}`,
          expires_at: Math.floor(Date.now() / 1000) + 300,
        });
      }
      const login = /^\/v1\/accounts\/([\w]+)\/login_links$/.exec(path);
      if (login && req.method === 'POST') {
        if (!accounts.has(login[1]!))
          return send(404, {
            error: { type: 'invalid_request_error', message: 'No such account' },
          });
        return remember({
          object: 'login_link',
          url: `https://connect.stripe.test/express/${login[1]}`,
        });
      }
      const account = /^\/v1\/accounts\/([\w]+)$/.exec(path);
      if (account && req.method === 'GET') {
        const found = accounts.get(account[1]!);
        return found
          ? send(200, found)
          : send(404, { error: { type: 'invalid_request_error', message: 'No such account' } });
      }
      if (req.method === 'POST' && path === '/v1/transfers') {
        if (rejected.has(String(params.destination)))
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message:
                'Your destination account needs to have at least one of the following capabilities enabled: transfers',
            },
          });
        const transfer = {
          id: id('tr'),
          object: 'transfer',
          amount: Number(params.amount),
          amount_reversed: 0,
          currency: params.currency,
          destination: params.destination,
        };
        transfers.push(transfer);
        return remember(transfer);
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
    accounts,
    transfers,
    requests,
    completeOnboarding(accountId: string) {
      Object.assign(accounts.get(accountId)!, { details_submitted: true, payouts_enabled: true });
      return accounts.get(accountId)!;
    },
    rejectTransfersTo(accountId: string) {
      rejected.add(accountId);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripeConnect = Awaited<ReturnType<typeof startFakeStripeConnect>>;
