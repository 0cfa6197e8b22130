import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEmailSchema } from '@stayfront/core';
import { ZOkSchema, ZSaleDetailSchema } from '@stayfront/core/contract';
import { z } from 'zod';
import { requireHost } from '../../../plugins/session';
import { errorResponses } from '../../../lib/error-responses';
import { getSaleDetail, resendReceipt } from './sales.service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['sales'];
const ZPurchaseParamsSchema = z.object({ purchaseId: z.uuid({ error: 'Not found.' }) });

const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services/purchase/:purchaseId/detail/',
    {
      schema: {
        tags,
        summary: "A sale (one purchase of an order) in the owner's store: lines, prices and profit",
        params: ZPurchaseParamsSchema,
        response: { 200: ZSaleDetailSchema, ...errors },
      },
    },
    async (request) => getSaleDetail(app, requireHost(request), request.params.purchaseId),
  );

  app.post(
    '/services/purchase/:purchaseId/resend-guest-email/',
    {
      schema: {
        tags,
        summary: "E-mail the order's receipt again, to the address given",
        params: ZPurchaseParamsSchema,
        body: z.object({ guest_email: ZEmailSchema }).strict(),
        response: {
          200: ZOkSchema,
          ...errors,
          ...errorResponses(429, 503),
        },
      },
    },
    async (request) =>
      resendReceipt(app, requireHost(request), request.params.purchaseId, request.body.guest_email),
  );
};

export default salesRoutes;
