import type { PartnerListing, TGuestyCredentials } from '@stayfront/core';
import {
  isTokenFresh,
  requestClientCredentialsToken,
  type AccessToken,
} from './client-credentials';
import { PartnerAuthError, type PartnerClient, type PartnerHttpOptions } from './partner-client';
import { collectPages, getPartnerJson, joinUrl, list, record, str } from './partner-http';

const PAGE_SIZE = 100;
const FIELDS = '_id title nickname address picture pictures publicDescription';

/**
 * Guesty Open API (Guesty and Guesty Lite accounts alike). With a client id (`user`) the
 * integration token is the OAuth application's client secret, exchanged at `POST /oauth2/token`
 * (client credentials, scope `open-api`); Guesty allows few tokens a day, so the token is kept.
 * Without a client id the integration token is itself the bearer token. Listings:
 * `GET /v1/listings?limit&skip&fields` answering `{results: [{_id, title, nickname,
 * address: {street, city, state, zipcode, country}, picture: {large, regular, thumbnail},
 * publicDescription: {summary}}], count, limit, skip}`.
 */
export function createGuestyClient(
  baseUrl: string,
  credentials: TGuestyCredentials,
  http: PartnerHttpOptions,
  tokenCache: { token: AccessToken | null; onToken?: (token: AccessToken) => void } = {
    token: null,
  },
): PartnerClient {
  let token: AccessToken | null = credentials.user
    ? tokenCache.token
    : { accessToken: credentials.integrationToken, expiresAt: null };
  async function accessToken(renew: boolean) {
    if (!renew && isTokenFresh(token)) return token.accessToken;
    token = await requestClientCredentialsToken({
      tokenEndpoint: joinUrl(baseUrl, '/oauth2/token'),
      clientId: credentials.user!,
      clientSecret: credentials.integrationToken,
      scope: 'open-api',
      timeoutMs: http.timeoutMs,
    });
    tokenCache.onToken?.(token);
    return token.accessToken;
  }
  async function getListings(limit: number, skip: number) {
    const query = new URLSearchParams({ limit: String(limit), skip: String(skip), fields: FIELDS });
    const url = `${joinUrl(baseUrl, '/v1/listings')}?${query}`;
    const call = async (renew: boolean) =>
      record(
        await getPartnerJson(url, { authorization: `Bearer ${await accessToken(renew)}` }, http),
      );
    const canRenew = Boolean(credentials.user) && isTokenFresh(token);
    try {
      return await call(false);
    } catch (error) {
      if (!canRenew || !(error instanceof PartnerAuthError)) throw error;
      return call(true);
    }
  }
  return {
    async verify() {
      await getListings(1, 0);
    },
    listProperties() {
      return collectPages(async (skip) => {
        const page = await getListings(PAGE_SIZE, skip);
        const items = list(page.results, 'Guesty listings').map(toListing);
        return { items, total: typeof page.count === 'number' ? page.count : null };
      });
    },
  };
}

function toListing(raw: unknown): PartnerListing {
  const listing = record(raw);
  const address = record(listing.address);
  const picture = record(listing.picture);
  const firstPicture = Array.isArray(listing.pictures) ? record(listing.pictures[0]) : {};
  return {
    externalId: str(listing._id),
    storeName: str(listing.title) || str(listing.nickname),
    description: str(record(listing.publicDescription).summary),
    image:
      str(picture.large) ||
      str(picture.regular) ||
      str(firstPicture.original) ||
      str(picture.thumbnail) ||
      null,
    street1: str(address.street),
    city: str(address.city),
    state: str(address.state),
    postalCode: str(address.zipcode),
    country: str(address.country),
  };
}
