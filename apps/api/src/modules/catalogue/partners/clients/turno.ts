import type { PartnerListing } from '@stayfront/core';
import type { OAuthTokenSource } from './oauth-tokens';
import type { PartnerClient, PartnerHttpOptions } from './partner-client';
import { bearerGet, joinUrl, pageNumberClient, record, str } from './partner-http';

/**
 * Turno's API with an OAuth access token: `GET /v1/properties?page&per_page` answering
 * `{data: [{id, name, alias, address: {street, city, state, zip, country}, image_url}],
 * meta: {current_page, last_page, total}}` (1-based pages).
 */
export function createTurnoClient(
  baseUrl: string,
  tokens: OAuthTokenSource,
  http: PartnerHttpOptions,
): PartnerClient {
  const getPage = async (page: number, perPage: number) =>
    record(
      await bearerGet(
        `${joinUrl(baseUrl, '/v1/properties')}?page=${page}&per_page=${perPage}`,
        tokens,
        http,
      ),
    );
  return pageNumberClient(getPage, 'Turno properties', toListing);
}

function toListing(raw: unknown): PartnerListing {
  const property = record(raw);
  const address = record(property.address);
  return {
    externalId: str(property.id),
    storeName: str(property.name) || str(property.alias),
    description: '',
    image: str(property.image_url) || null,
    street1: str(address.street),
    city: str(address.city),
    state: str(address.state),
    postalCode: str(address.zip),
    country: str(address.country),
  };
}
