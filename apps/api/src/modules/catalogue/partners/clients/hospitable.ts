import type { PartnerListing } from '@stayfront/core';
import type { OAuthTokenSource } from './oauth-tokens';
import type { PartnerClient, PartnerHttpOptions } from './partner-client';
import { bearerGet, joinUrl, pageNumberClient, record, str } from './partner-http';

/**
 * Hospitable public API v2 with an OAuth access token: `GET /v2/properties?page&per_page`
 * answering `{data: [{id, name, public_name, picture, description, address: {street, city,
 * state, postcode, country_code}}], meta: {current_page, last_page, total}}` (1-based pages).
 */
export function createHospitableClient(
  baseUrl: string,
  tokens: OAuthTokenSource,
  http: PartnerHttpOptions,
): PartnerClient {
  const getPage = async (page: number, perPage: number) =>
    record(
      await bearerGet(
        `${joinUrl(baseUrl, '/v2/properties')}?page=${page}&per_page=${perPage}`,
        tokens,
        http,
      ),
    );
  return pageNumberClient(getPage, 'Hospitable properties', toListing);
}

function toListing(raw: unknown): PartnerListing {
  const property = record(raw);
  const address = record(property.address);
  return {
    externalId: str(property.id),
    storeName: str(property.public_name) || str(property.name),
    description: str(property.description),
    image: str(property.picture) || null,
    street1: str(address.street),
    city: str(address.city),
    state: str(address.state),
    postalCode: str(address.postcode),
    country: str(address.country_code),
  };
}
