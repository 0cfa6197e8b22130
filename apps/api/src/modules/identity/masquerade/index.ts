import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireSupport, signIn } from '../../../plugins/session';
import { ZSessionUserSchema } from '@stayfront/core/contract';
import { ZDetailSchema, ZFieldErrorsSchema } from '../auth/session-user.schema';
import { startMasquerade, stopMasquerade } from './masquerade.service';

const masqueradeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/services/masquerade/start/',
    {
      schema: {
        tags: ['support'],
        summary: 'Support only: act as an owner until stopped',
        body: z.object({ ownerId: z.uuid({ error: 'Enter a valid owner id.' }) }).strict(),
        response: {
          200: ZSessionUserSchema,
          400: ZFieldErrorsSchema,
          403: ZDetailSchema,
          404: ZDetailSchema,
        },
      },
    },
    async (request, reply) => {
      const support = requireSupport(request);
      const owner = await startMasquerade(app, support, request.body.ownerId);
      return signIn(request, reply, owner, support.user);
    },
  );

  app.post(
    '/services/masquerade/stop/',
    {
      schema: {
        tags: ['support'],
        summary: 'Return to the support user after masquerading',
        response: { 200: ZSessionUserSchema, 400: ZFieldErrorsSchema, 401: ZDetailSchema },
      },
    },
    async (request, reply) => {
      const support = await stopMasquerade(app, requireAuth(request));
      return signIn(request, reply, support);
    },
  );
};

export default masqueradeRoutes;
