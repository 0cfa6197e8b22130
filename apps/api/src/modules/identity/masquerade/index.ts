import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSessionUserSchema } from '@stayfront/core/contract';
import { requireAuth, requireSupport } from '../../../plugins/session';
import { signIn } from '../auth/sessions.service';
import { errorResponses } from '../../../lib/error-responses';
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
          ...errorResponses(400, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const support = requireSupport(request);
      const owner = await startMasquerade(app.db, support, request.body.ownerId);
      return signIn(request, reply, owner, support.user);
    },
  );

  app.post(
    '/services/masquerade/stop/',
    {
      schema: {
        tags: ['support'],
        summary: 'Return to the support user after masquerading',
        response: { 200: ZSessionUserSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const support = await stopMasquerade(app.db, requireAuth(request));
      return signIn(request, reply, support);
    },
  );
};

export default masqueradeRoutes;
