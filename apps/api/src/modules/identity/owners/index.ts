import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { integerParam } from '@stayfront/core';
import {
  ZOnboardingVideoWatchedSchema,
  ZOwnerDetailSchema,
  ZStoreListSchema,
} from '@stayfront/core/contract';
import { z } from 'zod';
import { requireHost } from '../../../plugins/session';
import { errorResponses } from '../../../lib/error-responses';
import { getOwnerDetail, listStoresForOwner, markOnboardingVideoWatched } from './owners.service';
import { identityDepsOf } from '../deps';

const ZOwnerParamsSchema = z.object({ id: z.uuid({ error: 'Not found.' }) });

const ZPagingSchema = z.object({
  limit: integerParam({ min: 1, max: 500 }).default(100),
  offset: integerParam({ min: 0 }).default(0),
});

const ownerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = identityDepsOf(app);
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
    async (request) => getOwnerDetail(deps, requireHost(request), request.params.id),
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
        deps,
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
          200: ZOnboardingVideoWatchedSchema,
        },
      },
    },
    async (request) => {
      await markOnboardingVideoWatched(deps, requireHost(request));
      return { ok: true as const, isWatchedOnboardingVideo: true as const };
    },
  );
};

export default ownerRoutes;
