import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { integerParam } from '@stayfront/core';
import { ZPendingRequestListSchema } from '@stayfront/core/contract';
import { z } from 'zod';
import { requireHost } from '../../../plugins/session';
import { errorResponses } from '../../../lib/error-responses';
import { listPendingRequests } from './requests.service';

const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services/orderproduct/owner/:ownerId/need-approval/',
    {
      schema: {
        tags: ['requests'],
        summary: "The owner's pending requests: lines of purchases waiting for approval",
        params: z.object({ ownerId: z.uuid({ error: 'Not found.' }) }),
        querystring: z.object({
          limit: integerParam({ min: 1, max: 500 }).default(100),
          offset: integerParam({ min: 0 }).default(0),
        }),
        response: {
          200: ZPendingRequestListSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      listPendingRequests(
        app,
        requireHost(request),
        request.params.ownerId,
        request.query.limit,
        request.query.offset,
      ),
  );
};

export default requestRoutes;
