import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCohostSetupPasswordSchema } from '@stayfront/core';
import { z } from 'zod';
import { ZFieldErrorsSchema } from '../auth/session-user.schema';
import { acceptInvitation, isInvitationValid } from './cohosts.service';

const ZInvitationParamsSchema = z.object({ uuid: z.string().max(64) });

const cohostRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services/co-host/:uuid/check-uuid/',
    {
      schema: {
        tags: ['co-hosts'],
        summary: 'Whether a co-host invitation can still be accepted',
        params: ZInvitationParamsSchema,
        response: { 200: z.object({ is_valid: z.boolean() }) },
      },
    },
    async (request) => ({ is_valid: await isInvitationValid(app, request.params.uuid) }),
  );

  app.post(
    '/services/co-host/:uuid/setup-password/',
    {
      schema: {
        tags: ['co-hosts'],
        summary: 'Accept a co-host invitation by setting a password',
        params: ZInvitationParamsSchema,
        body: ZCohostSetupPasswordSchema,
        response: { 200: z.object({ ok: z.literal(true) }), 400: ZFieldErrorsSchema },
      },
    },
    async (request) => {
      await acceptInvitation(app, request.params.uuid, request.body.password);
      return { ok: true as const };
    },
  );
};

export default cohostRoutes;
