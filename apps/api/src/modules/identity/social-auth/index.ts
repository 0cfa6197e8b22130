import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeNextPath, SOCIAL_PROVIDERS, type SocialProvider } from '@stayfront/core';
import { jwtVerify, SignJWT } from 'jose';
import { ZOkSchema } from '@stayfront/core/contract';
import { z } from 'zod';
import { createRandomToken } from '../../../lib/tokens';
import { requireAuth } from '../../../plugins/session';
import { startSession } from '../auth/sessions.service';
import { errorResponses } from '../../../lib/error-responses';
import { createProviderClients } from './providers';
import {
  completeSocialSignIn,
  disconnectProvider,
  SocialSignInError,
  type SocialErrorCode,
} from './social-auth.service';

const STATE_COOKIE = 'stayfront_oauth';
const STATE_TTL_SECONDS = 10 * 60;

interface OAuthState {
  provider: SocialProvider;
  state: string;
  codeVerifier: string;
  next: string | null;
  linkUserId: string | null;
}

const ZProviderParamsSchema = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });

const socialAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const clients = createProviderClients(app.config);
  const secret = new TextEncoder().encode(`${app.config.SESSION_SECRET}:oauth-state`);
  const redirectUri = (provider: SocialProvider) =>
    `${app.config.PUBLIC_URL}/api/auth/complete/${provider}/`;
  const errorRedirect = (code: SocialErrorCode, provider: SocialProvider, next: string | null) => {
    const target = new URL(
      next && next.startsWith('/overview/') ? next : '/login/',
      app.config.PUBLIC_URL,
    );
    target.searchParams.set('social_error', code);
    target.searchParams.set('provider', provider);
    return `${target.pathname}${target.search}`;
  };

  app.get(
    '/auth/login/:provider/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start social sign-in (browser redirect); a signed-in host connects the provider',
        params: ZProviderParamsSchema,
        querystring: z.object({ next: z.string().max(2000).optional() }),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const next = safeNextPath(request.query.next);
      const client = clients[provider];
      if (!client) return reply.redirect(errorRedirect('not_configured', provider, next));
      const auth = request.auth;
      const state: OAuthState = {
        provider,
        state: createRandomToken(24),
        codeVerifier: createRandomToken(48),
        next,
        linkUserId: auth && auth.user.role === 'HOST' && !auth.masqueradedBy ? auth.user.id : null,
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
      try {
        const url = await client.authorizationUrl({
          state: state.state,
          redirectUri: redirectUri(provider),
          codeVerifier: state.codeVerifier,
        });
        return reply.redirect(url);
      } catch (error) {
        request.log.error({ err: error, provider }, 'social sign-in could not start');
        return reply.redirect(errorRedirect('failed', provider, next));
      }
    },
  );

  app.get(
    '/auth/complete/:provider/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Where the provider sends the browser back (redirect)',
        params: ZProviderParamsSchema,
        querystring: z.object({
          code: z.string().max(4096).optional(),
          state: z.string().max(512).optional(),
          error: z.string().max(512).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const cookie = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: '/api/auth/' });
      let saved: OAuthState | null = null;
      try {
        saved = cookie
          ? ((await jwtVerify(cookie, secret)).payload as unknown as OAuthState)
          : null;
      } catch {
        saved = null;
      }
      if (!saved || saved.provider !== provider || saved.state !== request.query.state) {
        return reply.redirect(errorRedirect('failed', provider, null));
      }
      if (request.query.error || !request.query.code) {
        return reply.redirect(errorRedirect('cancelled', provider, saved.next));
      }
      const client = clients[provider];
      if (!client) return reply.redirect(errorRedirect('not_configured', provider, saved.next));
      try {
        const profile = await client.fetchProfile({
          code: request.query.code,
          redirectUri: redirectUri(provider),
          codeVerifier: saved.codeVerifier,
        });
        const { user, created } = await completeSocialSignIn(
          app.db,
          provider,
          profile,
          saved.linkUserId,
        );
        await startSession(request, reply, user);
        const fallback = created ? '/onboarding/onboarding-video/' : '/overview/stores/';
        return reply.redirect(saved.next ?? fallback);
      } catch (error) {
        if (error instanceof SocialSignInError) {
          return reply.redirect(errorRedirect(error.code, provider, saved.next));
        }
        request.log.error({ err: error, provider }, 'social sign-in failed');
        return reply.redirect(errorRedirect('failed', provider, saved.next));
      }
    },
  );

  app.post(
    '/auth/disconnect-backend/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Disconnect a social sign-in provider from the signed-in account',
        body: z.object({ provider: z.enum(SOCIAL_PROVIDERS) }).strict(),
        response: {
          200: ZOkSchema,
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await disconnectProvider(app.db, auth.user, request.body.provider);
      return { ok: true as const };
    },
  );
};

export default socialAuthRoutes;
