import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCohostCreateSchema,
  ZCohostSetupPasswordSchema,
  ZCohostUpdateSchema,
} from '@stayfront/core';
import {
  ZCohostListSchema,
  ZCohostSchema,
  ZInvitationCheckSchema,
  ZOkSchema,
} from '@stayfront/core/contract';
import { z } from 'zod';
import { requireHost } from '../../../plugins/session';
import { errorResponses } from '../../../lib/error-responses';
import {
  createCohost,
  editCohost,
  listCohosts,
  removeCohost,
  resendInvitation,
} from './cohost-management';
import { acceptInvitation, isInvitationValid } from './cohosts.service';
import { identityDepsOf } from '../deps';

const errors = errorResponses(400, 401, 403, 404, 503);

const ZCohostParamsSchema = z.object({ id: z.uuid({ error: 'Not found.' }) });

const ZInvitationParamsSchema = z.object({ uuid: z.string().max(64) });

const cohostRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = identityDepsOf(app);
  app.get(
    '/services/co-host/:uuid/check-uuid/',
    {
      schema: {
        tags: ['co-hosts'],
        summary: 'Whether a co-host invitation can still be accepted',
        params: ZInvitationParamsSchema,
        response: { 200: ZInvitationCheckSchema },
      },
    },
    async (request) => ({ is_valid: await isInvitationValid(app.db, request.params.uuid) }),
  );

  app.post(
    '/services/co-host/:uuid/setup-password/',
    {
      schema: {
        tags: ['co-hosts'],
        summary: 'Accept a co-host invitation by setting a password',
        params: ZInvitationParamsSchema,
        body: ZCohostSetupPasswordSchema,
        response: { 200: ZOkSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await acceptInvitation(app.db, request.params.uuid, request.body.password);
      return { ok: true as const };
    },
  );

  app.get(
    '/services/co-host/',
    {
      schema: {
        tags: ['co-hosts'],
        summary: "The owner's co-hosts with their status",
        response: { 200: ZCohostListSchema, ...errors },
      },
    },
    async (request) => listCohosts(deps, requireHost(request)),
  );

  app.post(
    '/services/co-host/create/',
    {
      schema: {
        tags: ['co-hosts'],
        summary: 'Invite a co-host (Pro Plus and up); the invitation link works for 7 days',
        body: ZCohostCreateSchema,
        response: { 200: ZCohostSchema, ...errors },
      },
    },
    async (request) => createCohost(deps, requireHost(request), request.body),
  );

  app.post(
    '/services/co-host/:id/update/',
    {
      schema: {
        tags: ['co-hosts'],
        summary: "Change a co-host's phone and text choices (the e-mail stays)",
        params: ZCohostParamsSchema,
        body: ZCohostUpdateSchema,
        response: { 200: ZCohostSchema, ...errors },
      },
    },
    async (request) => editCohost(deps, requireHost(request), request.params.id, request.body),
  );

  app.post(
    '/services/co-host/:id/remove/',
    {
      schema: {
        tags: ['co-hosts'],
        summary: "Remove a co-host (never oneself); the co-host's sessions end at once",
        params: ZCohostParamsSchema,
        response: { 200: ZOkSchema, ...errors },
      },
    },
    async (request) => removeCohost(deps, requireHost(request), request.params.id),
  );

  app.post(
    '/services/co-host/:id/resend-invitation/',
    {
      schema: {
        tags: ['co-hosts'],
        summary:
          'Send a pending or expired invitation again with a new link; the old one stops working',
        params: ZCohostParamsSchema,
        response: { 200: ZOkSchema, ...errors },
      },
    },
    async (request) => resendInvitation(deps, requireHost(request), request.params.id),
  );
};

export default cohostRoutes;
