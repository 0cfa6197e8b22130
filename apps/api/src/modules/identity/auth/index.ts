import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLoginSchema } from '@stayfront/core';
import { z } from 'zod';
import { requireAuth } from '../../../plugins/session';
import { SignInThrottledError } from '../../../lib/sign-in-throttle';
import { authenticate } from './auth.service';
import { DEVICE_COOKIE, readDeviceCookie, setDeviceCookie } from './device-cookie';
import { ZSessionUserSchema } from '@stayfront/core/contract';
import { deleteEndedSessions } from './sessions.repository';
import { endCurrentSession, signIn, toSessionUser } from './sessions.service';
import { errorResponses } from '../../../lib/error-responses';
import { identityDepsOf } from '../deps';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = identityDepsOf(app);
  app.jobs.schedule({
    name: 'sessions-remove-ended',
    cron: '53 3 * * *',
    run: () => deleteEndedSessions(app.db),
  });
  app.post(
    '/jwt/login/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; sets the session cookie',
        body: ZLoginSchema,
        response: { 200: ZSessionUserSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const device = readDeviceCookie(app.config.SESSION_SECRET, request.cookies[DEVICE_COOKIE]);
      try {
        const user = await authenticate(deps, request.body, { ip: request.ip, device });
        setDeviceCookie(request, reply, user.id, device);
        return await signIn(request, reply, user);
      } catch (error) {
        if (error instanceof SignInThrottledError) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        throw error;
      }
    },
  );

  app.post(
    '/jwt/logout/',
    { schema: { tags: ['auth'], summary: 'End the session', response: { 204: z.null() } } },
    async (request, reply) => {
      await endCurrentSession(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/jwt/me/',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: ZSessionUserSchema, ...errorResponses(401) },
      },
    },
    async (request) => toSessionUser(requireAuth(request)),
  );
};

export default authRoutes;
