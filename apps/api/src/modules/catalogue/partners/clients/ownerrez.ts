import type { PartnerListing } from '@stayfront/core';
import type { OAuthTokenSource } from './oauth-tokens';
import type { PartnerClient, PartnerHttpOptions } from './partner-client';
import { bearerGet, collectPages, joinUrl, list, record, str } from './partner-http';

const PAGE_SIZE = 100;

/**
 * OwnerRez API v2 with an OAuth access token: `GET /v2/properties?include_inactive=false&limit&
 * offset` answering `{items: [{id, name, external_name, address: {street1, city, state,
 * postal_code, country}, thumbnail_url}], count}`.
 */
export function createOwnerRezClient(
  baseUrl: string,
  tokens: OAuthTokenSource,
  http: PartnerHttpOptions,
): PartnerClient {
  const getPage = async (limit: number, offset: number) =>
    record(
      await bearerGet(
        `${joinUrl(baseUrl, '/v2/properties')}?include_inactive=false&limit=${limit}&offset=${offset}`,
        tokens,
        http,
      ),
    );
  return {
    async verify() {
      await getPage(1, 0);
    },
    listProperties() {
      return collectPages(async (offset) => {
        const page = await getPage(PAGE_SIZE, offset);
        const items = list(page.items, 'OwnerRez properties').map(toListing);
        return { items, total: typeof page.count === 'number' ? page.count : null };
      });
    },
  };
}

function toListing(raw: unknown): PartnerListing {
  const property = record(raw);
  const address = record(property.address);
  return {
    externalId: str(property.id),
    storeName: str(property.name) || str(property.external_name),
    description: str(property.description),
    image: str(property.thumbnail_url) || null,
    street1: str(address.street1),
    city: str(address.city),
    state: str(address.state),
    postalCode: str(address.postal_code),
    country: str(address.country),
  };
}
