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
  /** 0 (default) picks a free port; the browser tests need one known when the API starts. */
  port?: number;
  hostaway?: { accountId: string; apiKey: string };
  lodgifyApiKey?: string;
  guesty?: { clientId: string; clientSecret: string; staticToken: string };
}

/**
 * One local server speaking the documented shapes of Hostaway (`/v1/accessTokens`,
 * `/v1/listings`), Lodgify (`/v2/properties`) and the Guesty Open API (`/oauth2/token`,
 * `/v1/listings` under `/guesty`). Tests switch on 429s, 500s, slowness and revoked tokens.
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
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakePartners = Awaited<ReturnType<typeof startFakePartners>>;
