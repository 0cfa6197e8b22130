import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { integerParam, PLANS } from '@stayfront/core';
import { z } from 'zod';
import { requireHost } from '../../../plugins/session';
import { errorResponses } from '../../../lib/error-responses';
import { ZStoreListItemSchema } from '../../catalogue/stores/stores.serializers';
import { getOwnerDetail, listStoresForOwner, markOnboardingVideoWatched } from './owners.service';

const ZOwnerParamsSchema = z.object({ id: z.uuid({ error: 'Not found.' }) });

const ZStoreListSchema = z.object({
  count: z.number(),
  limit: z.number(),
  offset: z.number(),
  currency: z.string(),
  totalPayoutAmountCurrentMonth: z.number(),
  results: z.array(ZStoreListItemSchema),
});

const ZOwnerDetailSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  plan: z.enum(PLANS),
  /** A renewal failed: the host frame shows a banner with the portal link. */
  subscriptionPaymentFailed: z.boolean(),
  hasRequests: z.boolean(),
  isWatchedOnboardingVideo: z.boolean(),
  hasClosedTutorial: z.boolean(),
  isLocalProductOptedOut: z.boolean(),
  actor: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  user: z.object({
    email: z.string(),
    hasSetPassword: z.boolean(),
    socialAuths: z.array(z.object({ id: z.string(), provider: z.string() })),
  }),
  owner_id: z.string(),
  is_cohost: z.boolean(),
  cohost_id: z.string().nullable(),
  currency: z.string(),
  stores: z.array(ZStoreListItemSchema),
});

const ZPagingSchema = z.object({
  limit: integerParam({ min: 1, max: 500 }).default(100),
  offset: integerParam({ min: 0 }).default(0),
});

const ownerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services/owner/:id/detail/',
    {
      schema: {
        tags: ['owners'],
        summary: 'The owner the session acts for: plan, settings and stores',
        params: ZOwnerParamsSchema,
        response: {
          200: ZOwnerDetailSchema,
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => getOwnerDetail(app, requireHost(request), request.params.id),
  );

  app.get(
    '/services/owner/:id/stores/',
    {
      schema: {
        tags: ['owners'],
        summary: "The owner's stores: active first, then by name",
        params: ZOwnerParamsSchema,
        querystring: ZPagingSchema,
        response: {
          200: ZStoreListSchema,
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) =>
      listStoresForOwner(
        app,
        requireHost(request),
        request.params.id,
        request.query.limit,
        request.query.offset,
      ),
  );

  app.post(
    '/services/owner/watch-onboarding-video/',
    {
      schema: {
        tags: ['owners'],
        summary: 'Record that the owner watched the onboarding video',
        response: {
          200: z.object({ ok: z.literal(true), isWatchedOnboardingVideo: z.literal(true) }),
        },
      },
    },
    async (request) => {
      await markOnboardingVideoWatched(app, requireHost(request));
      return { ok: true as const, isWatchedOnboardingVideo: true as const };
    },
  );
};

export default ownerRoutes;
