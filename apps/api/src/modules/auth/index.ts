import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLoginSchema } from '@stayfront/core';
import { z } from 'zod';
import { clearSessionCookie, requireAuth, signIn, toSessionUser } from '../../plugins/session';
import { authenticate } from './auth.service';
import { ZDetailSchema, ZFieldErrorsSchema, ZSessionUserSchema } from './session-user.schema';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jwt/login/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; sets the session cookie',
        body: ZLoginSchema,
        response: { 200: ZSessionUserSchema, 400: ZFieldErrorsSchema, 429: ZDetailSchema },
      },
    },
    async (request, reply) => {
      const user = await authenticate(app, request.body, request.ip);
      return signIn(request, reply, user);
    },
  );

  app.post(
    '/jwt/logout/',
    { schema: { tags: ['auth'], summary: 'End the session', response: { 204: z.null() } } },
    async (_request, reply) => {
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/jwt/me/',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: ZSessionUserSchema, 401: ZDetailSchema },
      },
    },
    async (request) => toSessionUser(requireAuth(request)),
  );
};

export default authRoutes;
