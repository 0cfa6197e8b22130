import * as oauth from 'openid-client';
import { PartnerAuthError, PartnerUnavailableError } from './partner-client';

export interface AccessToken {
  accessToken: string;
  /** Epoch milliseconds; null when the partner gives no lifetime. */
  expiresAt: number | null;
}

/** A token is renewed a minute early, so a call never starts with one about to lapse. */
const EXPIRY_MARGIN_MS = 60_000;

export const isTokenFresh = (token: AccessToken | null | undefined): token is AccessToken =>
  Boolean(token && (token.expiresAt === null || token.expiresAt - EXPIRY_MARGIN_MS > Date.now()));

function refusedStatus(error: unknown): number | null {
  if (error instanceof oauth.ResponseBodyError) return error.status;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Response) return cause.status;
  return null;
}

/**
 * OAuth 2 client credentials grant (RFC 6749 4.4) through openid-client, credentials in the
 * form body as Hostaway and Guesty document it. A 4xx answer means the credentials are refused.
 */
export async function requestClientCredentialsToken(params: {
  tokenEndpoint: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  timeoutMs: number;
}): Promise<AccessToken> {
  const endpoint = new URL(params.tokenEndpoint);
  const config = new oauth.Configuration(
    { issuer: endpoint.origin, token_endpoint: endpoint.href },
    params.clientId,
    undefined,
    oauth.ClientSecretPost(params.clientSecret),
  );
  config.timeout = Math.max(1, Math.ceil(params.timeoutMs / 1000));
  // Only the local fakes in tests speak plain HTTP; the partners' own addresses are https.
  if (endpoint.protocol === 'http:') oauth.allowInsecureRequests(config);
  try {
    const token = await oauth.clientCredentialsGrant(config, { scope: params.scope });
    const expiresIn = token.expiresIn();
    return {
      accessToken: token.access_token,
      expiresAt: expiresIn === undefined ? null : Date.now() + expiresIn * 1000,
    };
  } catch (error) {
    const status = refusedStatus(error);
    if (status !== null && status >= 400 && status < 500 && status !== 429) {
      throw new PartnerAuthError(`token endpoint answered ${status}`);
    }
    throw new PartnerUnavailableError(`token endpoint: ${(error as Error).message}`);
  }
}
