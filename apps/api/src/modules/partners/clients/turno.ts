import type { PartnerListing } from '@stayfront/core';
import type { OAuthTokenSource } from './oauth-tokens';
import type { PartnerClient, PartnerHttpOptions } from './partner-client';
import { bearerGet, collectPages, joinUrl, list, record, str } from './partner-http';

const PAGE_SIZE = 100;

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
  return {
    async verify() {
      await getPage(1, 1);
    },
    listProperties() {
      return collectPages(async (offset) => {
        const body = await getPage(Math.floor(offset / PAGE_SIZE) + 1, PAGE_SIZE);
        const items = list(body.data, 'Turno properties').map(toListing);
        const total = record(body.meta).total;
        return { items, total: typeof total === 'number' ? total : null };
      });
    },
  };
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
