import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** A listing as the fake serves it; each partner's payload is built from these fields. */
export interface FakeListing {
  id: string;
  name: string;
  description?: string;
  street?: string;
  city?: string;
  state?: string;
  zipcode?: string;
  country?: string;
  /** Path on the fake (e.g. `/photos/1.png`) or an absolute URL; none: a listing without photo. */
  photo?: string;
}

export interface FakePartnersOptions {
  ownerrez?: { id: string; secret: string };
  hospitable?: { id: string; secret: string };
  turno?: { id: string; secret: string };
  hospitableConnectKey?: string;
  /** 0 (default) picks a free port; the browser tests need one known when the API starts. */
  port?: number;
  hostaway?: { accountId: string; apiKey: string };
  lodgifyApiKey?: string;
  guesty?: { clientId: string; clientSecret: string; staticToken: string };
}

/**
 * One local server speaking the documented shapes of Hostaway (`/v1/accessTokens`,
 * `/v1/listings`), Lodgify (`/v2/properties`), the Guesty Open API (`/oauth2/token`,
 * `/v1/listings` under `/guesty`), OwnerRez, Hospitable and Turno (OAuth 2 and their property
 * lists) and Hospitable Connect (customers, auth codes, listings under `/connect`). Tests switch
 * on 429s, 500s, slowness and revoked tokens.
 */
export async function startFakePartners(options: FakePartnersOptions = {}) {
  const hostawayCreds = options.hostaway ?? { accountId: '12345', apiKey: 'hostaway-key' };
  const lodgifyKey = options.lodgifyApiKey ?? 'lodgify-key';
  const guestyCreds = options.guesty ?? {
    clientId: 'guesty-client',
    clientSecret: 'guesty-secret',
    staticToken: 'guesty-static-token',
  };
  const state = {
    listings: [] as FakeListing[],
    /** Answer this many 429s (with Retry-After: 0) before the next listing pages. */
    rateLimitNext: 0,
    /** Answer 500 to every listing call while true. */
    failing: false,
    /** Delay every answer by this many ms. */
    delayMs: 0,
    /** Tokens issued so far; revoke them to simulate a revoked kept token. */
    issuedTokens: new Set<string>(),
    tokenRequests: 0,
    /** Lifetime of OAuth access tokens (OwnerRez, Hospitable, Turno) in seconds. */
    oauthExpiresIn: 3600,
    refreshGrants: 0,
    listingRequests: [] as string[],
    photoRequests: 0,
  };
  let tokenCounter = 0;
  // Served for every `/photos/...` path.
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#2f7d6d' },
  })
    .png()
    .toBuffer();

  const json = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks).toString()));
    });
  const photoUrl = (photo: string | undefined) =>
    photo ? (photo.startsWith('/') ? `${baseUrl}${photo}` : photo) : undefined;
  // OAuth 2 authorization codes handed out by the fake authorize pages, with their PKCE challenge.
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const refreshTokens = new Set<string>();
  const oauthClients: Record<string, { id: string; secret: string }> = {
    ownerrez: options.ownerrez ?? { id: 'ownerrez-client', secret: 'ownerrez-secret' },
    hospitable: options.hospitable ?? { id: 'hospitable-client', secret: 'hospitable-secret' },
    turno: options.turno ?? { id: 'turno-client', secret: 'turno-secret' },
  };
  const connectKey = options.hospitableConnectKey ?? 'hospitable-connect-token';
  // Hospitable Connect customers by id, and the auth codes handed out (code -> redirect_url).
  const connectCustomers = new Map<string, { id: string; email: string; name: string }>();
  const connectAuthCodes = new Map<string, string>();
  const issueToken = () => {
    tokenCounter += 1;
    const token = `token-${tokenCounter}`;
    state.issuedTokens.add(token);
    state.tokenRequests += 1;
    return token;
  };
  const bearer = (req: IncomingMessage) =>
    (req.headers.authorization ?? '').replace(/^Bearer /, '');

  const hostawayListing = (l: FakeListing) => ({
    id: Number(l.id),
    name: l.name,
    description: l.description ?? '',
    address: [l.street, l.city, l.state, l.zipcode].filter(Boolean).join(', '),
    street: l.street ?? '',
    city: l.city ?? '',
    state: l.state ?? '',
    zipcode: l.zipcode ?? '',
    countryCode: l.country ?? '',
    thumbnailUrl: photoUrl(l.photo) ?? null,
    listingImages: l.photo ? [{ url: photoUrl(l.photo), sortOrder: 1 }] : [],
  });
  const lodgifyProperty = (l: FakeListing) => ({
    id: Number(l.id),
    name: l.name,
    description: l.description ?? '',
    address: l.street ?? '',
    city: l.city ?? '',
    zip: l.zipcode ?? '',
    country: l.country ?? '',
    image_url: photoUrl(l.photo) ?? null,
  });
  const guestyListing = (l: FakeListing) => ({
    _id: l.id,
    title: l.name,
    nickname: l.name.toLowerCase(),
    address: {
      full: [l.street, l.city, l.state, l.zipcode].filter(Boolean).join(', '),
      street: l.street ?? '',
      city: l.city ?? '',
      state: l.state ?? '',
      zipcode: l.zipcode ?? '',
      country: l.country ?? '',
    },
    picture: l.photo ? { thumbnail: photoUrl(l.photo), large: photoUrl(l.photo) } : {},
    publicDescription: { summary: l.description ?? '' },
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', baseUrl);
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (url.pathname === '/redirect') {
      // A partner's photo host answering with a redirect, wherever `to` points.
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
      return res.end();
    }
    if (url.pathname.startsWith('/photos/')) {
      state.photoRequests += 1;
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(png);
    }
    // Token endpoints (client credentials, form body).
    if (req.method === 'POST' && url.pathname === '/v1/accessTokens') {
      const form = new URLSearchParams(await readBody(req));
      if (
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_id') !== hostawayCreds.accountId ||
        form.get('client_secret') !== hostawayCreds.apiKey
      ) {
        return json(res, 403, { status: 'fail', result: 'Invalid client credentials' });
      }
      return json(res, 200, {
        token_type: 'Bearer',
        expires_in: 15_897_600,
        access_token: issueToken(),
      });
    }
    if (req.method === 'POST' && url.pathname === '/guesty/oauth2/token') {
      const form = new URLSearchParams(await readBody(req));
      if (
        form.get('client_id') !== guestyCreds.clientId ||
        form.get('client_secret') !== guestyCreds.clientSecret ||
        form.get('scope') !== 'open-api'
      ) {
        return json(res, 401, { error: 'invalid_client', error_description: 'Bad credentials' });
      }
      return json(res, 200, {
        token_type: 'Bearer',
        expires_in: 86_400,
        access_token: issueToken(),
        scope: 'open-api',
      });
    }
    const oauthMatch = /^\/(ownerrez|hospitable|turno)\/oauth\/(authorize|token)$/.exec(
      url.pathname,
    );
    if (oauthMatch) {
      const client = oauthClients[oauthMatch[1]!]!;
      if (oauthMatch[2] === 'authorize') {
        // The partner's sign-in page, answered at once as if the host had allowed access.
        if (url.searchParams.get('client_id') !== client.id) {
          return json(res, 400, { error: 'invalid_client' });
        }
        const code = `code-${Math.random().toString(36).slice(2)}`;
        const redirectUri = url.searchParams.get('redirect_uri') ?? '';
        codes.set(code, { challenge: url.searchParams.get('code_challenge') ?? '', redirectUri });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { location: back.href });
        return res.end();
      }
      const form = new URLSearchParams(await readBody(req));
      if (form.get('client_id') !== client.id || form.get('client_secret') !== client.secret) {
        return json(res, 401, { error: 'invalid_client' });
      }
      const grant = form.get('grant_type');
      if (grant === 'authorization_code') {
        const saved = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (
          !saved ||
          saved.challenge !== challenge ||
          saved.redirectUri !== form.get('redirect_uri')
        ) {
          return json(res, 400, { error: 'invalid_grant' });
        }
      } else if (grant === 'refresh_token') {
        if (!refreshTokens.delete(form.get('refresh_token') ?? '')) {
          return json(res, 400, { error: 'invalid_grant' });
        }
        state.refreshGrants += 1;
      } else {
        return json(res, 400, { error: 'unsupported_grant_type' });
      }
      const refresh = `refresh-${Math.random().toString(36).slice(2)}`;
      refreshTokens.add(refresh);
      return json(res, 200, {
        token_type: 'Bearer',
        access_token: issueToken(),
        expires_in: state.oauthExpiresIn,
        refresh_token: refresh,
      });
    }
    if (req.method === 'GET' && url.pathname === '/ownerrez/v2/properties') {
      state.listingRequests.push(`${url.pathname}${url.search}`);
      if (!state.issuedTokens.has(bearer(req)))
        return json(res, 401, { messages: ['Unauthorized'] });
      const limit = Number(url.searchParams.get('limit') ?? 100);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      return json(res, 200, {
        items: state.listings.slice(offset, offset + limit).map((l) => ({
          id: Number(l.id),
          name: l.name,
          description: l.description ?? '',
          active: true,
          thumbnail_url: photoUrl(l.photo) ?? null,
          address: {
            street1: l.street ?? '',
            city: l.city ?? '',
            state: l.state ?? '',
            postal_code: l.zipcode ?? '',
            country: l.country ?? '',
          },
        })),
        count: state.listings.length,
      });
    }
    if (req.method === 'GET' && url.pathname === '/turno/v1/properties') {
      state.listingRequests.push(`${url.pathname}${url.search}`);
      if (state.rateLimitNext > 0) {
        state.rateLimitNext -= 1;
        return json(res, 429, { message: 'Too Many Attempts.' }, { 'retry-after': '0' });
      }
      if (state.failing) return json(res, 500, { message: 'Server Error' });
      if (!state.issuedTokens.has(bearer(req)))
        return json(res, 401, { message: 'Unauthenticated.' });
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 15);
      return json(res, 200, {
        data: state.listings.slice((page - 1) * perPage, page * perPage).map((l) => ({
          id: Number(l.id),
          name: l.name,
          alias: l.name.toLowerCase(),
          image_url: photoUrl(l.photo) ?? null,
          address: {
            street: l.street ?? '',
            city: l.city ?? '',
            state: l.state ?? '',
            zip: l.zipcode ?? '',
            country: l.country ?? '',
          },
        })),
        meta: {
          current_page: page,
          per_page: perPage,
          total: state.listings.length,
          last_page: Math.max(1, Math.ceil(state.listings.length / perPage)),
        },
      });
    }
    if (url.pathname.startsWith('/connect/')) {
      const path = url.pathname.slice('/connect'.length);
      const authenticate = /^\/authenticate\/([\w-]+)$/.exec(path);
      if (authenticate) {
        // Connect's own page, answered at once as if the host had allowed access to Airbnb.
        const redirect = connectAuthCodes.get(authenticate[1]!);
        if (!redirect) return json(res, 404, { message: 'Auth code expired' });
        connectAuthCodes.delete(authenticate[1]!);
        res.writeHead(302, { location: redirect });
        return res.end();
      }
      if (bearer(req) !== connectKey) return json(res, 401, { message: 'Unauthenticated.' });
      if (state.failing) return json(res, 500, { message: 'Server Error' });
      if (req.method === 'POST' && path === '/customers') {
        const body = JSON.parse((await readBody(req)) || '{}') as Record<string, string>;
        if (!body.id || !body.email || !body.name) {
          return json(res, 422, { message: 'The given data was invalid.', errors: {} });
        }
        if (connectCustomers.has(body.id)) {
          return json(res, 422, { message: 'The id has already been taken.' });
        }
        const customer = { id: body.id, email: body.email, name: body.name };
        connectCustomers.set(customer.id, customer);
        return json(res, 201, { data: customer });
      }
      if (req.method === 'POST' && path === '/auth-codes') {
        const body = JSON.parse((await readBody(req)) || '{}') as Record<string, string>;
        if (!connectCustomers.has(body.customer_id ?? '') || !body.redirect_url) {
          return json(res, 422, { message: 'The given data was invalid.' });
        }
        const code = Math.random().toString(36).slice(2);
        connectAuthCodes.set(code, body.redirect_url);
        return json(res, 201, {
          data: {
            code,
            customer_id: body.customer_id,
            return_url: `${baseUrl}/connect/authenticate/${code}`,
            expires_at: new Date(Date.now() + 5 * 60_000).toISOString(),
          },
        });
      }
      const customerMatch = /^\/customers\/([^/]+)(\/listings)?$/.exec(path);
      if (req.method === 'GET' && customerMatch) {
        const customer = connectCustomers.get(decodeURIComponent(customerMatch[1]!));
        if (!customer) return json(res, 404, { message: 'Customer not found' });
        if (!customerMatch[2]) return json(res, 200, { data: customer });
        state.listingRequests.push(`${url.pathname}${url.search}`);
        if (state.rateLimitNext > 0) {
          state.rateLimitNext -= 1;
          return json(res, 429, { message: 'Too Many Attempts.' }, { 'retry-after': '0' });
        }
        const page = Number(url.searchParams.get('page') ?? 1);
        const perPage = Number(url.searchParams.get('per_page') ?? 10);
        return json(res, 200, {
          data: state.listings.slice((page - 1) * perPage, page * perPage).map((l) => ({
            id: `airbnb-${l.id}`,
            platform: 'airbnb',
            platform_id: l.id,
            public_name: l.name,
            private_name: l.name.toLowerCase(),
            description: l.description ?? '',
            picture: photoUrl(l.photo) ?? null,
            address: {
              street: l.street ?? '',
              city: l.city ?? '',
              state: l.state ?? '',
              postcode: l.zipcode ?? '',
              country_code: l.country ?? '',
            },
          })),
          meta: {
            current_page: page,
            per_page: perPage,
            total: state.listings.length,
            last_page: Math.max(1, Math.ceil(state.listings.length / perPage)),
          },
        });
      }
      return json(res, 404, { message: 'Not found' });
    }
    if (req.method === 'GET' && url.pathname === '/hospitable/v2/properties') {
      state.listingRequests.push(`${url.pathname}${url.search}`);
      if (!state.issuedTokens.has(bearer(req)))
        return json(res, 401, { message: 'Unauthenticated.' });
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      return json(res, 200, {
        data: state.listings.slice((page - 1) * perPage, page * perPage).map((l) => ({
          id: l.id,
          name: l.name.toLowerCase(),
          public_name: l.name,
          description: l.description ?? '',
          picture: photoUrl(l.photo) ?? null,
          address: {
            street: l.street ?? '',
            city: l.city ?? '',
            state: l.state ?? '',
            postcode: l.zipcode ?? '',
            country_code: l.country ?? '',
          },
        })),
        meta: {
          current_page: page,
          per_page: perPage,
          total: state.listings.length,
          last_page: Math.max(1, Math.ceil(state.listings.length / perPage)),
        },
      });
    }
    // Listing pages.
    const isListing =
      req.method === 'GET' &&
      ['/v1/listings', '/v2/properties', '/guesty/v1/listings'].includes(url.pathname);
    if (!isListing) return json(res, 404, { message: 'Not found' });
    state.listingRequests.push(`${url.pathname}${url.search}`);
    if (state.rateLimitNext > 0) {
      state.rateLimitNext -= 1;
      return json(res, 429, { message: 'Too many requests' }, { 'retry-after': '0' });
    }
    if (state.failing) return json(res, 500, { message: 'Internal error' });
    if (url.pathname === '/v1/listings') {
      if (!state.issuedTokens.has(bearer(req))) {
        return json(res, 403, { status: 'fail', result: 'Unauthorized' });
      }
      const limit = Number(url.searchParams.get('limit') ?? 100);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      return json(res, 200, {
        status: 'success',
        result: state.listings.slice(offset, offset + limit).map(hostawayListing),
        count: state.listings.length,
        limit,
        offset,
      });
    }
    if (url.pathname === '/v2/properties') {
      if (req.headers['x-apikey'] !== lodgifyKey) {
        return json(res, 401, { message: 'Unauthorized', code: 401 });
      }
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 50);
      return json(res, 200, {
        count: state.listings.length,
        items: state.listings.slice((page - 1) * size, page * size).map(lodgifyProperty),
      });
    }
    const token = bearer(req);
    if (token !== guestyCreds.staticToken && !state.issuedTokens.has(token)) {
      return json(res, 401, { error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } });
    }
    const limit = Number(url.searchParams.get('limit') ?? 25);
    const skip = Number(url.searchParams.get('skip') ?? 0);
    return json(res, 200, {
      results: state.listings.slice(skip, skip + limit).map(guestyListing),
      count: state.listings.length,
      limit,
      skip,
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => json(res, 500, { message: 'fake failed' }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    state,
    hostaway: hostawayCreds,
    lodgifyApiKey: lodgifyKey,
    guesty: guestyCreds,
    env: {
      HOSTAWAY_API_URL: baseUrl,
      LODGIFY_API_URL: baseUrl,
      GUESTY_API_URL: `${baseUrl}/guesty`,
      OWNERREZ_CLIENT_ID: oauthClients.ownerrez!.id,
      OWNERREZ_CLIENT_SECRET: oauthClients.ownerrez!.secret,
      OWNERREZ_AUTHORIZE_URL: `${baseUrl}/ownerrez/oauth/authorize`,
      OWNERREZ_TOKEN_URL: `${baseUrl}/ownerrez/oauth/token`,
      OWNERREZ_API_URL: `${baseUrl}/ownerrez`,
      HOSPITABLE_CLIENT_ID: oauthClients.hospitable!.id,
      HOSPITABLE_CLIENT_SECRET: oauthClients.hospitable!.secret,
      HOSPITABLE_AUTHORIZE_URL: `${baseUrl}/hospitable/oauth/authorize`,
      HOSPITABLE_TOKEN_URL: `${baseUrl}/hospitable/oauth/token`,
      HOSPITABLE_API_URL: `${baseUrl}/hospitable`,
      TURNO_CLIENT_ID: oauthClients.turno!.id,
      TURNO_CLIENT_SECRET: oauthClients.turno!.secret,
      TURNO_AUTHORIZE_URL: `${baseUrl}/turno/oauth/authorize`,
      TURNO_TOKEN_URL: `${baseUrl}/turno/oauth/token`,
      TURNO_API_URL: `${baseUrl}/turno`,
      HOSPITABLE_CONNECT_API_KEY: connectKey,
      HOSPITABLE_CONNECT_API_URL: `${baseUrl}/connect`,
    },
    /** Hospitable Connect customers created so far, by id. */
    connectCustomers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakePartners = Awaited<ReturnType<typeof startFakePartners>>;
