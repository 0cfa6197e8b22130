import type { PartnerListing } from '@stayfront/core';
import {
  PartnerAuthError,
  PartnerUnavailableError,
  type PartnerClient,
  type PartnerHttpOptions,
} from './partner-client';
import { joinUrl, pageNumberClient, record, sendPartnerJson, str } from './partner-http';

export interface HospitableConnectCustomer {
  id: string;
  email: string;
  name: string;
}

/**
 * Hospitable Connect (Airbnb) with our partner token. A host is a Connect customer named by our
 * owner id: `GET /customers/{id}` (404 when unknown) and `POST /customers {id, email, name}`;
 * `POST /auth-codes {customer_id, redirect_url}` answers `{data: {return_url}}`, the page where
 * the host lets Connect reach their Airbnb account; `GET /customers/{id}/listings?page&per_page`
 * answers `{data: [{id, platform, platform_id, public_name, private_name, description, picture,
 * address: {street, city, state, postcode, country_code}}], meta: {current_page, last_page,
 * total}}`.
 */
export function createHospitableConnectClient(
  baseUrl: string,
  apiKey: string,
  http: PartnerHttpOptions,
) {
  const call = (path: string, method = 'GET', body?: unknown) =>
    sendPartnerJson(
      joinUrl(baseUrl, path),
      { method, headers: { authorization: `Bearer ${apiKey}` }, body },
      http,
    ).catch((error: unknown) => {
      // Our partner token refused is this deployment's fault, not the host's: never ask the host.
      if (error instanceof PartnerAuthError) {
        throw new PartnerUnavailableError(`Hospitable Connect refused the partner token`);
      }
      throw error;
    });

  async function ensureCustomer(customer: HospitableConnectCustomer) {
    try {
      await call(`/customers/${encodeURIComponent(customer.id)}`);
    } catch (error) {
      if (!(error instanceof PartnerUnavailableError) || error.status !== 404) throw error;
      await call('/customers', 'POST', customer);
    }
  }

  return {
    /** The Connect page the host's browser goes to; Connect sends it back to `redirectUrl`. */
    async createAuthUrl(customer: HospitableConnectCustomer, redirectUrl: string) {
      await ensureCustomer(customer);
      const body = record(
        await call('/auth-codes', 'POST', { customer_id: customer.id, redirect_url: redirectUrl }),
      );
      const returnUrl = str(record(body.data).return_url);
      if (!/^https?:\/\//.test(returnUrl)) {
        throw new PartnerUnavailableError('auth code without a return_url');
      }
      return returnUrl;
    },

    forCustomer(customerId: string): PartnerClient {
      const getPage = async (page: number, perPage: number) => {
        try {
          return record(
            await call(
              `/customers/${encodeURIComponent(customerId)}/listings?page=${page}&per_page=${perPage}`,
            ),
          );
        } catch (error) {
          // The customer is gone at Connect: the host has to connect Airbnb again.
          if (error instanceof PartnerUnavailableError && error.status === 404) {
            throw new PartnerAuthError('Hospitable Connect customer not found');
          }
          throw error;
        }
      };
      return pageNumberClient(getPage, 'Hospitable Connect listings', toListing);
    },
  };
}

function toListing(raw: unknown): PartnerListing {
  const listing = record(raw);
  const address = record(listing.address);
  return {
    externalId: str(listing.id),
    storeName: str(listing.public_name) || str(listing.private_name),
    description: str(listing.description),
    image: str(listing.picture) || null,
    street1: str(address.street),
    city: str(address.city),
    state: str(address.state),
    postalCode: str(address.postcode),
    country: str(address.country_code),
  };
}
