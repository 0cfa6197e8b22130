import type { PartnerListing, TLodgifyCredentials } from '@stayfront/core';
import type { PartnerClient, PartnerHttpOptions } from './partner-client';
import { collectPages, getPartnerJson, joinUrl, list, record, str } from './partner-http';

const PAGE_SIZE = 50;

/**
 * Lodgify public API v2 with the `X-ApiKey` header: `GET /v2/properties?page&size&includeCount`
 * answering `{count, items: [{id, name, description, address, city, zip, country, image_url}]}`
 * (pages are 1-based; image URLs may be protocol-relative).
 */
export function createLodgifyClient(
  baseUrl: string,
  credentials: TLodgifyCredentials,
  http: PartnerHttpOptions,
): PartnerClient {
  const headers = { 'x-apikey': credentials.apiKey };
  const getPage = async (page: number, size: number) =>
    record(
      await getPartnerJson(
        `${joinUrl(baseUrl, '/v2/properties')}?page=${page}&size=${size}&includeCount=true`,
        headers,
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
        const items = list(body.items, 'Lodgify properties').map(toListing);
        return { items, total: typeof body.count === 'number' ? body.count : null };
      });
    },
  };
}

function absoluteImage(url: string) {
  if (!url) return null;
  return url.startsWith('//') ? `https:${url}` : url;
}

function toListing(raw: unknown): PartnerListing {
  const property = record(raw);
  return {
    externalId: str(property.id),
    storeName: str(property.name),
    description: str(property.description),
    image: absoluteImage(str(property.image_url)),
    street1: str(property.address),
    city: str(property.city),
    state: str(property.state),
    postalCode: str(property.zip),
    country: str(property.country_code) || str(property.country),
  };
}
