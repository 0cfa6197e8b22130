import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OAUTH_PARTNERS, type OAuthPartner } from '@stayfront/core';
import { jwtVerify, SignJWT } from 'jose';
import * as oauth from 'openid-client';
import { z } from 'zod';
import { oauthConfiguration, toOAuthTokens } from './clients/oauth-tokens';
import { oauthPartnerConfig, saveSealedAccess } from './partner-access';
import { catalogueDepsOf } from '../deps';

const STATE_COOKIE = 'stayfront_partner_oauth';
const STATE_TTL_SECONDS = 10 * 60;

interface PartnerOAuthState {
  partner: OAuthPartner;
  ownerId: string;
  state: string;
  codeVerifier: string;
}

const landing = (partner: OAuthPartner, error?: string) =>
  `/overview/partners/landing/${partner}/${error ? `?error=${error}` : ''}`;

/**
 * OAuth 2 authorization code (with PKCE and state) for the OAuth partners, through openid-client.
 * Static paths, so they take precedence over social sign-in's `/auth/login/:provider/`.
 */
const partnerOAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = catalogueDepsOf(app);
  const secret = new TextEncoder().encode(`${app.config.SESSION_SECRET}:partner-oauth-state`);
  const redirectUri = (partner: OAuthPartner) =>
    `${app.config.PUBLIC_URL}/api/auth/complete/${partner}/`;
  const configFor = (partner: OAuthPartner) => oauthPartnerConfig(app.config, partner);

  for (const partner of OAUTH_PARTNERS) {
    app.get(
      `/auth/login/${partner}/`,
      {
        schema: {
          tags: ['partners'],
          summary: `Connect ${partner} (browser redirect to its sign-in)`,
        },
      },
      async (request, reply) => {
        const auth = request.auth;
        if (!auth?.ownerId || auth.user.role !== 'HOST') {
          return reply.redirect(`/login/?next=${encodeURIComponent(landing(partner))}`);
        }
        const partnerConfig = configFor(partner);
        if (!partnerConfig) return reply.redirect(landing(partner, 'not_configured'));
        const state: PartnerOAuthState = {
          partner,
          ownerId: auth.ownerId,
          state: oauth.randomState(),
          codeVerifier: oauth.randomPKCECodeVerifier(),
        };
        const signed = await new SignJWT({ ...state })
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime(`${STATE_TTL_SECONDS}s`)
          .sign(secret);
        reply.setCookie(STATE_COOKIE, signed, {
          path: '/api/auth/',
          httpOnly: true,
          sameSite: 'lax',
          secure: app.config.PUBLIC_URL.startsWith('https://'),
          maxAge: STATE_TTL_SECONDS,
        });
        const config = oauthConfiguration(partnerConfig, app.config.PARTNER_TIMEOUT_MS);
        const url = oauth.buildAuthorizationUrl(config, {
          redirect_uri: redirectUri(partner),
          state: state.state,
          code_challenge: await oauth.calculatePKCECodeChallenge(state.codeVerifier),
          code_challenge_method: 'S256',
          ...(partnerConfig.scope ? { scope: partnerConfig.scope } : {}),
        });
        return reply.redirect(url.href);
      },
    );

    app.get(
      `/auth/complete/${partner}/`,
      {
        schema: {
          tags: ['partners'],
          summary: `Where ${partner} sends the browser back (redirect)`,
          querystring: z.object({
            code: z.string().max(4096).optional(),
            state: z.string().max(512).optional(),
            error: z.string().max(512).optional(),
          }),
        },
      },
      async (request, reply) => {
        const cookie = request.cookies[STATE_COOKIE];
        reply.clearCookie(STATE_COOKIE, { path: '/api/auth/' });
        let saved: PartnerOAuthState | null = null;
        try {
          saved = cookie
            ? ((await jwtVerify(cookie, secret)).payload as unknown as PartnerOAuthState)
            : null;
        } catch {
          saved = null;
        }
        const auth = request.auth;
        // The state must be the one this browser was given, for this partner and this owner.
        if (
          !saved ||
          saved.partner !== partner ||
          saved.state !== request.query.state ||
          !auth?.ownerId ||
          saved.ownerId !== auth.ownerId
        ) {
          return reply.redirect(landing(partner, 'failed'));
        }
        if (request.query.error || !request.query.code) {
          return reply.redirect(landing(partner, 'cancelled'));
        }
        const partnerConfig = configFor(partner);
        if (!partnerConfig) return reply.redirect(landing(partner, 'not_configured'));
        try {
          const config = oauthConfiguration(partnerConfig, app.config.PARTNER_TIMEOUT_MS);
          const callback = new URL(redirectUri(partner));
          callback.search = new URLSearchParams(request.query as Record<string, string>).toString();
          const tokens = await oauth.authorizationCodeGrant(config, callback, {
            pkceCodeVerifier: saved.codeVerifier,
            expectedState: saved.state,
          });
          await saveSealedAccess(deps, app.db, auth.ownerId, partner, {
            oauth: toOAuthTokens(tokens),
          });
          return reply.redirect(`/overview/partners/${partner}/`);
        } catch (error) {
          request.log.warn({ err: error, partner }, 'partner OAuth did not complete');
          return reply.redirect(landing(partner, 'failed'));
        }
      },
    );
  }
};

export default partnerOAuthRoutes;
