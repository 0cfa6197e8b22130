import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { integerParam } from '@stayfront/core';
import { z } from 'zod';
import { requireHost } from '../../../plugins/session';
import { ZDetailSchema, ZFieldErrorsSchema } from '../../identity/auth/session-user.schema';
import { ZGuestDetailsSchema } from '../../reporting/sales/guest-details';
import { listPendingRequests } from './requests.service';

const ZPendingRequestSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.number(),
  purchase_id: z.string(),
  product_name: z.string(),
  quantity: z.number(),
  delivery_date: z.string().nullable(),
  owner_purchase_uuid: z.string(),
  store_id: z.string(),
  store_name: z.string(),
  guest: ZGuestDetailsSchema,
  guest_amount: z.number(),
  owner_profit: z.number(),
  currency: z.string(),
  is_purchasable_off_platform: z.boolean(),
  can_approve: z.boolean(),
  date_created: z.string(),
});

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
          200: z.object({
            count: z.number(),
            limit: z.number(),
            offset: z.number(),
            results: z.array(ZPendingRequestSchema),
          }),
          400: ZFieldErrorsSchema,
          401: ZDetailSchema,
          403: ZDetailSchema,
          404: ZDetailSchema,
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
