import * as oauth from 'openid-client';
import { isTokenFresh, type AccessToken } from './client-credentials';
import { PartnerAuthError, PartnerUnavailableError } from './partner-client';

export interface OAuthTokens extends AccessToken {
  refreshToken: string | null;
}

export interface OAuthPartnerConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  scope: string;
}

/** openid-client's view of a partner's authorization server (plain OAuth 2, no discovery). */
export function oauthConfiguration(partner: OAuthPartnerConfig, timeoutMs: number) {
  const token = new URL(partner.tokenUrl);
  const config = new oauth.Configuration(
    {
      issuer: token.origin,
      authorization_endpoint: partner.authorizeUrl,
      token_endpoint: partner.tokenUrl,
    },
    partner.clientId,
    undefined,
    oauth.ClientSecretPost(partner.clientSecret),
  );
  config.timeout = Math.max(1, Math.ceil(timeoutMs / 1000));
  // Only the local fakes in tests speak plain HTTP; the partners' own addresses are https.
  if (token.protocol === 'http:') oauth.allowInsecureRequests(config);
  return config;
}

export function toOAuthTokens(
  response: oauth.TokenEndpointResponse & oauth.TokenEndpointResponseHelpers,
  previousRefresh: string | null = null,
): OAuthTokens {
  const expiresIn = response.expiresIn();
  return {
    accessToken: response.access_token,
    // A refresh answer may leave the refresh token out: the previous one stays valid then.
    refreshToken: response.refresh_token ?? previousRefresh,
    expiresAt: expiresIn === undefined ? null : Date.now() + expiresIn * 1000,
  };
}

/**
 * Hands out a fresh access token: a lapsed one is refreshed (refresh token grant) and the new
 * tokens are reported through `onTokens` to be kept. Without a refresh token a lapsed token means
 * the host has to connect again.
 */
export function createOAuthTokenSource(
  config: oauth.Configuration,
  initial: OAuthTokens,
  onTokens: (tokens: OAuthTokens) => void,
) {
  let tokens = initial;
  async function refresh() {
    if (!tokens.refreshToken) throw new PartnerAuthError('access token lapsed, no refresh token');
    try {
      tokens = toOAuthTokens(
        await oauth.refreshTokenGrant(config, tokens.refreshToken),
        tokens.refreshToken,
      );
    } catch (error) {
      if (error instanceof oauth.ResponseBodyError && error.status < 500) {
        throw new PartnerAuthError(`refresh refused: ${error.error}`);
      }
      throw new PartnerUnavailableError(`refresh failed: ${(error as Error).message}`);
    }
    onTokens(tokens);
    return tokens.accessToken;
  }
  return {
    async accessToken(renew = false) {
      if (!renew && isTokenFresh(tokens)) return tokens.accessToken;
      return refresh();
    },
    canRenew: () => Boolean(tokens.refreshToken),
  };
}

export type OAuthTokenSource = ReturnType<typeof createOAuthTokenSource>;
