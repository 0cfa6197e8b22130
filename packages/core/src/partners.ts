import { z } from 'zod';
import { COUNTRIES, currencyForCountry, DEFAULT_COUNTRY, isCountryCode, US_STATES } from './geo';
import { requiredText } from './zod-fields';

/** Partners whose properties a host can import (spec: partner hub and landing). */
export const PARTNERS = [
  'ownerrez',
  'hospitable',
  'airbnb',
  'guesty',
  'guesty_lite',
  'hostaway',
  'lodgify',
  'turno',
] as const;
export type Partner = (typeof PARTNERS)[number];

/** Partners that take credentials in a modal (Continue checks whether they are saved). */
export const CREDENTIAL_PARTNERS = ['guesty', 'guesty_lite', 'hostaway', 'lodgify'] as const;
export type CredentialPartner = (typeof CREDENTIAL_PARTNERS)[number];

/** Partners reached through OAuth 2 (Airbnb goes through Hospitable Connect). */
export const OAUTH_PARTNERS = ['ownerrez', 'hospitable', 'turno'] as const;
export type OAuthPartner = (typeof OAUTH_PARTNERS)[number];

/** Partners whose listings can be imported: every one with an import route (Airbnb too). */
export const IMPORT_PARTNERS = [...CREDENTIAL_PARTNERS, ...OAUTH_PARTNERS, 'airbnb'] as const;
export type ImportPartner = (typeof IMPORT_PARTNERS)[number];
export const isImportPartner = (value: string): value is ImportPartner =>
  (IMPORT_PARTNERS as readonly string[]).includes(value);

/**
 * The API path of a partner's listings (spec section 7): Airbnb's come through Hospitable
 * Connect's `listings`, every other partner answers its `properties`.
 */
export const partnerListingsPath = (partner: ImportPartner) =>
  partner === 'airbnb' ? 'services/hospitableconnect/listings/' : `services/${partner}/properties/`;

export const PARTNER_LABEL: Record<Partner, string> = {
  ownerrez: 'OwnerRez',
  hospitable: 'Hospitable',
  airbnb: 'Airbnb',
  guesty: 'Guesty',
  guesty_lite: 'Guesty Lite',
  hostaway: 'Hostaway',
  lodgify: 'Lodgify',
  turno: 'Turno',
};

export const isPartner = (value: string): value is Partner =>
  (PARTNERS as readonly string[]).includes(value);
export const isCredentialPartner = (value: string): value is CredentialPartner =>
  (CREDENTIAL_PARTNERS as readonly string[]).includes(value);

/** The stores list opens an intro modal for these `?intro=` values (spec: owner overview). */
export const INTRO_PARTNERS = [
  'ownerrez',
  'hospitable',
  'guesty',
  'guesty_lite',
  'hostaway',
  'lodgify',
] as const;
export type IntroPartner = (typeof INTRO_PARTNERS)[number];

export const IMPORT_ACTIONS = ['create', 'sync', 'disconnect'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const IMPORT_ACTION_LABEL: Record<ImportAction, string> = {
  create: 'Create as a new store',
  sync: 'Link with existing store',
  disconnect: 'Skip/Disconnect the listing',
};

export const IMPORT_NAME_MAX = 75;
export const IMPORT_DESCRIPTION_MAX = 500;
export const IMPORT_POLL_MS = 3000;
export const IMPORT_ERROR_TOAST_SECONDS = 10;

export const partnerMessages = {
  connectionError: (partner: string) => `Error connecting to ${partner}.`,
  noNewProperties: (partner: string) =>
    `We couldn't find any new properties. Please ensure all of your ${partner} properties are up-to-date.`,
  importError: (product: string, company: string) =>
    `Something went wrong! Please check if you connected ${product}Co in your ${company} Marketplace,`,
  credentialsRequired: (partner: string) =>
    `Your ${partner} credentials are missing or no longer accepted. Please enter them again.`,
  credentialsRefused: (partner: string) =>
    `${partner} did not accept these credentials. Please check them and try again.`,
  notConfigured: (partner: string, brand: string) =>
    `${partner} is not connected on this ${brand} site yet.`,
  createStoresFailed: 'Something went wrong creating your stores.',
  listingErrors: 'Your selected listings have errors. Please fix them before continuing.',
  selectStore: 'Please select a store',
  enterName: 'Please enter a name',
  integrationTokenRequired: 'Please input your integration token',
  accountIdRequired: 'Please input your Account ID',
  apiKeyRequired: 'Please input your API Key',
  tokenSaved: 'Integration token saved successfully!',
  clientCredentialsSaved: 'Client credentials saved successfully!',
  apiKeySaved: 'API key saved successfully!',
  tokenSaveFailed: 'Error adding integration token!',
  credentialsSaveFailed: 'Error adding credentials!',
  apiKeySaveFailed: 'Error adding API key!',
  disconnectLinked:
    'This will disconnect the store with current listing from the integration. Are you sure you want to proceed?',
  createAllConfirm:
    'This will disconnect stores that are already linked with the integration. Are you sure?',
  importSucceeded: 'Your stores have been imported successfully!',
  listingNotFound: 'This listing is no longer in your partner account.',
  storeNotFound: 'Store not found.',
} as const;

const text = (max: number) => z.string().trim().max(max);

export const ZGuestyCredentialsSchema = z
  .object({
    // Guesty's Open API client id: with it the token below is the client secret, exchanged
    // for an access token; without it the token is an access token used as it is.
    user: text(200).optional(),
    integrationToken: requiredText(4000, partnerMessages.integrationTokenRequired),
  })
  .strict();
export type TGuestyCredentials = z.infer<typeof ZGuestyCredentialsSchema>;

export const ZHostawayCredentialsSchema = z
  .object({
    accountId: requiredText(100, partnerMessages.accountIdRequired),
    apiKey: requiredText(500, partnerMessages.apiKeyRequired),
  })
  .strict();
export type THostawayCredentials = z.infer<typeof ZHostawayCredentialsSchema>;

export const ZLodgifyCredentialsSchema = z
  .object({
    apiKey: requiredText(500, partnerMessages.apiKeyRequired),
  })
  .strict();
export type TLodgifyCredentials = z.infer<typeof ZLodgifyCredentialsSchema>;

/** One row of the import form; the listing's own data is read again from the partner. */
export const ZImportRowSchema = z
  .object({
    externalId: z.string().trim().min(1).max(200),
    action: z.enum(IMPORT_ACTIONS),
    storeId: z.uuid({ error: partnerMessages.selectStore }).nullish(),
    storeName: z.string().trim().max(500).nullish(),
    // The rest of the listing as the page shows it: accepted and ignored.
    image: z.string().max(4000).nullish(),
    city: z.string().max(500).nullish(),
    state: z.string().max(500).nullish(),
    street1: z.string().max(1000).nullish(),
    postalCode: z.string().max(100).nullish(),
  })
  .superRefine((row, ctx) => {
    if (row.action === 'sync' && !row.storeId) {
      ctx.addIssue({ code: 'custom', path: ['storeId'], message: partnerMessages.selectStore });
    }
    if (row.action === 'create' && !row.storeName) {
      ctx.addIssue({ code: 'custom', path: ['storeName'], message: partnerMessages.enterName });
    }
  });
export type TImportRow = z.infer<typeof ZImportRowSchema>;

export const ZMassImportBodySchema = z
  .object({
    platform: z.enum(IMPORT_PARTNERS),
    stores: z.array(ZImportRowSchema).min(1).max(500),
  })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.stores.forEach((row, index) => {
      if (seen.has(row.externalId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['stores', index, 'externalId'],
          message: 'This listing is listed twice.',
        });
      }
      seen.add(row.externalId);
    });
  });
export type TMassImportBody = z.infer<typeof ZMassImportBodySchema>;

/** A property as a partner describes it, in the fields the import page and the store use. */
export interface PartnerListing {
  externalId: string;
  storeName: string;
  description: string;
  image: string | null;
  street1: string;
  city: string;
  state: string;
  postalCode: string;
  /** As the partner gives it: an ISO code or a country name. */
  country: string;
}

const cut = (value: string, max: number) => value.trim().slice(0, max);
export const truncateImportName = (name: string) => cut(name, IMPORT_NAME_MAX);
export const truncateImportDescription = (description: string) =>
  cut(description, IMPORT_DESCRIPTION_MAX);

const COUNTRY_BY_NAME = new Map(COUNTRIES.map((c) => [c.name.toLowerCase(), c.code]));
COUNTRY_BY_NAME.set('usa', 'US').set('united states of america', 'US').set('uk', 'GB');
const US_STATE_BY_NAME = new Map(US_STATES.map((s) => [s.name.toLowerCase(), s.code]));

function countryCode(value: string): string | null {
  const trimmed = value.trim();
  if (isCountryCode(trimmed.toUpperCase()) && trimmed.length === 2) return trimmed.toUpperCase();
  return COUNTRY_BY_NAME.get(trimmed.toLowerCase()) ?? null;
}

/**
 * Where an imported store is. Spec: a listing without an address or postal code becomes a US
 * store in USD with no postal code, so local vendors listed by postal code or radius skip it.
 */
export function importedStoreLocation(listing: PartnerListing) {
  const code = countryCode(listing.country);
  if (!listing.street1.trim() || !listing.postalCode.trim() || !code) {
    return {
      country: DEFAULT_COUNTRY,
      currency: 'USD',
      state: '',
      city: listing.city.trim().slice(0, 120),
      street1: listing.street1.trim().slice(0, 200),
      postalCode: '',
    };
  }
  const state = listing.state.trim();
  return {
    country: code,
    currency: currencyForCountry(code),
    state:
      code === 'US' ? (US_STATE_BY_NAME.get(state.toLowerCase()) ?? state.toUpperCase()) : state,
    city: listing.city.trim().slice(0, 120),
    street1: listing.street1.trim().slice(0, 200),
    postalCode: listing.postalCode.trim().slice(0, 20),
  };
}
