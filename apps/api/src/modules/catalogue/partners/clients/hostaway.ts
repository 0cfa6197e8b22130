import type { PartnerListing, THostawayCredentials } from '@stayfront/core';
import {
  requestClientCredentialsToken,
  isTokenFresh,
  type AccessToken,
} from './client-credentials';
import { PartnerAuthError, type PartnerClient, type PartnerHttpOptions } from './partner-client';
import { collectPages, getPartnerJson, joinUrl, list, record, str } from './partner-http';

const PAGE_SIZE = 100;

/**
 * Hostaway public API v1: `POST /v1/accessTokens` (client credentials: account id and API key,
 * scope `general`), then `GET /v1/listings?limit&offset` answering
 * `{status, result: [{id, name, description, street, address, city, state, zipcode,
 * countryCode, thumbnailUrl, listingImages: [{url, sortOrder}]}], count, limit, offset}`.
 */
export function createHostawayClient(
  baseUrl: string,
  credentials: THostawayCredentials,
  http: PartnerHttpOptions,
  tokenCache: { token: AccessToken | null; onToken?: (token: AccessToken) => void } = {
    token: null,
  },
): PartnerClient {
  let token = tokenCache.token;
  async function accessToken(renew: boolean) {
    if (!renew && isTokenFresh(token)) return token.accessToken;
    token = await requestClientCredentialsToken({
      tokenEndpoint: joinUrl(baseUrl, '/v1/accessTokens'),
      clientId: credentials.accountId,
      clientSecret: credentials.apiKey,
      scope: 'general',
      timeoutMs: http.timeoutMs,
    });
    tokenCache.onToken?.(token);
    return token.accessToken;
  }
  async function getListings(limit: number, offset: number) {
    const url = `${joinUrl(baseUrl, '/v1/listings')}?limit=${limit}&offset=${offset}`;
    const call = async (renew: boolean) =>
      record(
        await getPartnerJson(url, { authorization: `Bearer ${await accessToken(renew)}` }, http),
      );
    const hadToken = isTokenFresh(token);
    try {
      return await call(false);
    } catch (error) {
      // A kept token can be revoked before it lapses: one fresh token, then it is the credentials.
      if (!hadToken || !(error instanceof PartnerAuthError)) throw error;
      return call(true);
    }
  }
  return {
    async verify() {
      await getListings(1, 0);
    },
    listProperties() {
      return collectPages(async (offset) => {
        const page = await getListings(PAGE_SIZE, offset);
        const items = list(page.result, 'Hostaway listings').map(toListing);
        return { items, total: typeof page.count === 'number' ? page.count : null };
      });
    },
  };
}

function toListing(raw: unknown): PartnerListing {
  const listing = record(raw);
  const images = Array.isArray(listing.listingImages)
    ? [...listing.listingImages]
        .map(record)
        .sort((a, b) => Number(a.sortOrder ?? 0) - Number(b.sortOrder ?? 0))
    : [];
  return {
    externalId: str(listing.id),
    storeName: str(listing.name) || str(listing.externalListingName),
    description: str(listing.description),
    image: str(images[0]?.url) || str(listing.thumbnailUrl) || null,
    street1: str(listing.street) || str(listing.address),
    city: str(listing.city),
    state: str(listing.state),
    postalCode: str(listing.zipcode),
    country: str(listing.countryCode) || str(listing.country),
  };
}
