import {
  PARTNER_LABEL,
  partnerMessages,
  type ImportPartner,
  type OAuthPartner,
  type TGuestyCredentials,
  type THostawayCredentials,
  type TLodgifyCredentials,
} from '@stayfront/core';
import type { AppConfig } from '../../../config';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../errors';
import { createSecretBox } from '../../../lib/secret-box';
import type { AccessToken } from './clients/client-credentials';
import { createGuestyClient } from './clients/guesty';
import { createHospitableClient } from './clients/hospitable';
import { createHospitableConnectClient } from './clients/hospitable-connect';
import { createHostawayClient } from './clients/hostaway';
import { createLodgifyClient } from './clients/lodgify';
import {
  createOAuthTokenSource,
  oauthConfiguration,
  type OAuthPartnerConfig,
  type OAuthTokens,
} from './clients/oauth-tokens';
import { createOwnerRezClient } from './clients/ownerrez';
import type { PartnerClient, PartnerHttpOptions } from './clients/partner-client';
import { createTurnoClient } from './clients/turno';
import { deleteCredentials, findCredentials, upsertCredentials } from './partners.repository';
import type { CatalogueDeps } from '../deps';

type Deps = Pick<CatalogueDeps, 'config' | 'db' | 'log'>;

export type PartnerCredentials = TGuestyCredentials | THostawayCredentials | TLodgifyCredentials;

/**
 * What is sealed per owner and partner: credentials (and the token they gave), OAuth tokens, or
 * for Airbnb the Hospitable Connect customer the owner connected.
 */
export type SealedAccess =
  | { credentials: PartnerCredentials; token: AccessToken | null }
  | { oauth: OAuthTokens }
  | { hospitableConnect: { customerId: string } };

export type OAuthImportPartner = OAuthPartner;

/** The OAuth client of a partner, when this deployment has one configured. */
export function oauthPartnerConfig(
  config: AppConfig,
  partner: OAuthImportPartner,
): OAuthPartnerConfig | null {
  if (partner === 'ownerrez') {
    return config.OWNERREZ_CLIENT_ID && config.OWNERREZ_CLIENT_SECRET
      ? {
          clientId: config.OWNERREZ_CLIENT_ID,
          clientSecret: config.OWNERREZ_CLIENT_SECRET,
          authorizeUrl: config.OWNERREZ_AUTHORIZE_URL,
          tokenUrl: config.OWNERREZ_TOKEN_URL,
          scope: '',
        }
      : null;
  }
  if (partner === 'turno') {
    return config.TURNO_CLIENT_ID && config.TURNO_CLIENT_SECRET
      ? {
          clientId: config.TURNO_CLIENT_ID,
          clientSecret: config.TURNO_CLIENT_SECRET,
          authorizeUrl: config.TURNO_AUTHORIZE_URL,
          tokenUrl: config.TURNO_TOKEN_URL,
          scope: '',
        }
      : null;
  }
  return config.HOSPITABLE_CLIENT_ID && config.HOSPITABLE_CLIENT_SECRET
    ? {
        clientId: config.HOSPITABLE_CLIENT_ID,
        clientSecret: config.HOSPITABLE_CLIENT_SECRET,
        authorizeUrl: config.HOSPITABLE_AUTHORIZE_URL,
        tokenUrl: config.HOSPITABLE_TOKEN_URL,
        scope: 'property:read',
      }
    : null;
}

/** Hospitable Connect with this deployment's partner token, when one is configured. */
export function hospitableConnectClient(deps: Deps) {
  const apiKey = deps.config.HOSPITABLE_CONNECT_API_KEY;
  if (!apiKey) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      partnerMessages.notConfigured(PARTNER_LABEL.airbnb, deps.config.BRAND_NAME),
    );
  }
  const http: PartnerHttpOptions = { timeoutMs: deps.config.PARTNER_TIMEOUT_MS };
  return createHospitableConnectClient(deps.config.HOSPITABLE_CONNECT_API_URL, apiKey, http);
}

/** The configured API address of a partner: where its answers, and trusted photos, come from. */
export function partnerApiUrl(config: AppConfig, platform: ImportPartner): string {
  switch (platform) {
    case 'hostaway':
      return config.HOSTAWAY_API_URL;
    case 'lodgify':
      return config.LODGIFY_API_URL;
    case 'guesty':
    case 'guesty_lite':
      return config.GUESTY_API_URL;
    case 'ownerrez':
      return config.OWNERREZ_API_URL;
    case 'hospitable':
      return config.HOSPITABLE_API_URL;
    case 'turno':
      return config.TURNO_API_URL;
    case 'airbnb':
      return config.HOSPITABLE_CONNECT_API_URL;
  }
}

const sealContext = (ownerId: string, platform: ImportPartner) => `${ownerId}:${platform}`;

function secretBox(deps: Deps) {
  return createSecretBox(
    deps.config.PARTNER_CREDENTIALS_KEY ?? deps.config.SESSION_SECRET,
    'partner-credentials',
  );
}

/** The client for one partner account; renewed tokens are handed to `onRenewed` to be kept. */
export function createPartnerClient(
  deps: Deps,
  platform: ImportPartner,
  saved: SealedAccess,
  onRenewed?: (saved: SealedAccess) => void,
): PartnerClient {
  const http = { timeoutMs: deps.config.PARTNER_TIMEOUT_MS };
  if ('hospitableConnect' in saved) {
    return hospitableConnectClient(deps).forCustomer(saved.hospitableConnect.customerId);
  }
  if ('oauth' in saved) {
    const partner = oauthPartnerConfig(deps.config, platform as OAuthImportPartner);
    if (!partner) throw credentialsRequired(platform);
    const tokens = createOAuthTokenSource(
      oauthConfiguration(partner, http.timeoutMs),
      saved.oauth,
      (oauth) => onRenewed?.({ oauth }),
    );
    if (platform === 'ownerrez') {
      return createOwnerRezClient(deps.config.OWNERREZ_API_URL, tokens, http);
    }
    return platform === 'turno'
      ? createTurnoClient(deps.config.TURNO_API_URL, tokens, http)
      : createHospitableClient(deps.config.HOSPITABLE_API_URL, tokens, http);
  }
  const tokenCache = {
    token: saved.token,
    onToken: (token: AccessToken) => onRenewed?.({ ...saved, token }),
  };
  switch (platform) {
    case 'hostaway':
      return createHostawayClient(
        deps.config.HOSTAWAY_API_URL,
        saved.credentials as THostawayCredentials,
        http,
        tokenCache,
      );
    case 'lodgify':
      return createLodgifyClient(
        deps.config.LODGIFY_API_URL,
        saved.credentials as TLodgifyCredentials,
        http,
      );
    case 'guesty':
    case 'guesty_lite':
      return createGuestyClient(
        deps.config.GUESTY_API_URL,
        saved.credentials as TGuestyCredentials,
        http,
        tokenCache,
      );
    default:
      throw credentialsRequired(platform);
  }
}

export async function saveSealedAccess(
  deps: Deps,
  db: DbOrTx,
  ownerId: string,
  platform: ImportPartner,
  saved: SealedAccess,
) {
  const sealed = secretBox(deps).seal(JSON.stringify(saved), sealContext(ownerId, platform));
  await upsertCredentials(db, ownerId, platform, sealed);
}

export const credentialsRequired = (platform: ImportPartner) =>
  new AppError('CONFLICT', partnerMessages.credentialsRequired(PARTNER_LABEL[platform]));

/**
 * The owner's client for a partner, built from what is saved. `keepToken` saves (sealed again) a
 * token the client obtained or refreshed, so the partner's token limits are not spent on every
 * call and a rotated refresh token is not lost.
 */
export async function loadPartnerClient(
  deps: Deps,
  ownerId: string,
  platform: ImportPartner,
): Promise<{ client: PartnerClient; keepToken: () => Promise<void> }> {
  const row = await findCredentials(deps.db, ownerId, platform);
  if (!row) throw credentialsRequired(platform);
  let saved: SealedAccess;
  try {
    saved = JSON.parse(secretBox(deps).open(row.secret, sealContext(ownerId, platform)));
  } catch (error) {
    // Sealed under another key (the key was rotated): ask the host again.
    deps.log.warn({ err: error, platform }, 'saved partner credentials could not be opened');
    await deleteCredentials(deps.db, ownerId, platform);
    throw credentialsRequired(platform);
  }
  let renewed: SealedAccess | null = null;
  const client = createPartnerClient(deps, platform, saved, (next) => {
    renewed = next;
  });
  return {
    client,
    async keepToken() {
      if (!renewed) return;
      await saveSealedAccess(deps, deps.db, ownerId, platform, renewed);
      renewed = null;
    },
  };
}
