import { createHash } from 'node:crypto';
import type { SocialProvider } from '@stayfront/core';
import type { AppConfig } from '../../../config';

export interface SocialProfile {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface SocialProviderClient {
  authorizationUrl(params: {
    state: string;
    redirectUri: string;
    codeVerifier: string;
  }): Promise<string>;
  fetchProfile(params: {
    code: string;
    redirectUri: string;
    codeVerifier: string;
  }): Promise<SocialProfile>;
}

export class SocialProviderError extends Error {}

async function fetchJson(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    throw new SocialProviderError(`${new URL(url).pathname} answered ${response.status}`);
  }
  return body;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function codeChallenge(verifier: string) {
  return createHash('sha256').update(verifier).digest('base64url');
}

interface OidcEndpoints {
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
}

/** Google through OpenID Connect discovery, authorization code flow with PKCE. */
function googleClient(
  issuer: string,
  clientId: string,
  clientSecret: string,
): SocialProviderClient {
  let discovery: Promise<OidcEndpoints> | undefined;
  const endpoints = () => {
    discovery ??= fetchJson(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`).then(
      (doc) => doc as unknown as OidcEndpoints,
    );
    discovery.catch(() => {
      discovery = undefined;
    });
    return discovery;
  };
  return {
    async authorizationUrl({ state, redirectUri, codeVerifier }) {
      const url = new URL((await endpoints()).authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        code_challenge: codeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      }).toString();
      return url.toString();
    },
    async fetchProfile({ code, redirectUri, codeVerifier }) {
      const { token_endpoint, userinfo_endpoint } = await endpoints();
      const token = await fetchJson(token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: clientId,
          client_secret: clientSecret,
          code_verifier: codeVerifier,
        }),
      });
      const info = await fetchJson(userinfo_endpoint, {
        headers: { authorization: `Bearer ${str(token.access_token)}` },
      });
      if (!str(info.sub)) throw new SocialProviderError('userinfo without sub');
      return {
        uid: str(info.sub),
        email: str(info.email) || null,
        emailVerified: info.email_verified === true || info.email_verified === 'true',
        firstName: str(info.given_name) || str(info.name),
        lastName: str(info.family_name),
      };
    },
  };
}

/** Facebook Login: the OAuth dialog, then the Graph API for the profile. */
function facebookClient(
  dialogBase: string,
  graphBase: string,
  clientId: string,
  clientSecret: string,
): SocialProviderClient {
  return {
    async authorizationUrl({ state, redirectUri }) {
      const url = new URL(`${dialogBase.replace(/\/+$/, '')}/dialog/oauth`);
      url.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        state,
        response_type: 'code',
        scope: 'email,public_profile',
      }).toString();
      return url.toString();
    },
    async fetchProfile({ code, redirectUri }) {
      const graph = graphBase.replace(/\/+$/, '');
      const tokenUrl = new URL(`${graph}/oauth/access_token`);
      tokenUrl.search = new URLSearchParams({
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uri: redirectUri,
        code,
      }).toString();
      const token = await fetchJson(tokenUrl.toString());
      const meUrl = new URL(`${graph}/me`);
      meUrl.search = new URLSearchParams({
        fields: 'id,email,first_name,last_name',
        access_token: str(token.access_token),
      }).toString();
      const me = await fetchJson(meUrl.toString());
      if (!str(me.id)) throw new SocialProviderError('profile without id');
      return {
        uid: str(me.id),
        email: str(me.email) || null,
        // Facebook only returns addresses its users have confirmed.
        emailVerified: Boolean(str(me.email)),
        firstName: str(me.first_name),
        lastName: str(me.last_name),
      };
    },
  };
}

export function createProviderClients(
  config: AppConfig,
): Partial<Record<SocialProvider, SocialProviderClient>> {
  const clients: Partial<Record<SocialProvider, SocialProviderClient>> = {};
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    clients['google-oauth2'] = googleClient(
      config.GOOGLE_OAUTH_BASE_URL,
      config.GOOGLE_CLIENT_ID,
      config.GOOGLE_CLIENT_SECRET,
    );
  }
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) {
    clients.facebook = facebookClient(
      config.FACEBOOK_OAUTH_BASE_URL,
      config.FACEBOOK_GRAPH_URL,
      config.FACEBOOK_CLIENT_ID,
      config.FACEBOOK_CLIENT_SECRET,
    );
  }
  return clients;
}
