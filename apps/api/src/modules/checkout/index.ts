import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCustomerDetailsSchema } from '@stayfront/core';
import { z } from 'zod';
import { requireAuth } from '../../plugins/session';
import { ZDetailSchema, ZFieldErrorsSchema } from '../auth/session-user.schema';
import { ZOrderDetailSchema } from '../cart/cart.serializers';
import { createCustomer, setPurchasableOffPlatform, updateOrderCustomer } from './customers';

const errors = {
  400: ZFieldErrorsSchema,
  401: ZDetailSchema,
  403: ZDetailSchema,
  404: ZDetailSchema,
};
const tags = ['checkout'];
const ZOrderParamsSchema = z.object({ orderId: z.uuid({ error: 'Not found.' }) });

const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/services/order/create-customer/',
    {
      schema: {
        tags,
        summary: 'Start the checkout: a customer record for the guest',
        response: { 201: z.object({ id: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCustomer(app, requireAuth(request))),
  );

  app.post(
    '/services/order/:orderId/update-customer/',
    {
      schema: {
        tags,
        summary: "The guest's name and phone for an order",
        params: ZOrderParamsSchema,
        body: ZCustomerDetailsSchema.extend({
          customer_id: z.uuid({ error: 'This customer does not exist.' }),
        }).strict(),
        response: {
          200: z.object({
            customer_id: z.string(),
            first_name: z.string(),
            last_name: z.string(),
            phone: z.string(),
          }),
          ...errors,
        },
      },
    },
    async (request) =>
      updateOrderCustomer(
        app,
        requireAuth(request),
        request.params.orderId,
        request.body.customer_id,
        request.body,
      ),
  );

  app.post(
    '/services/order/:orderId/update-purchasable-off-platform/',
    {
      schema: {
        tags,
        summary:
          'Whether the booking was made on the Airbnb platform (off-platform items then leave the card total)',
        params: ZOrderParamsSchema,
        body: z
          .object({ is_purchasable_off_platform: z.boolean({ error: 'Must be true or false.' }) })
          .strict(),
        response: { 200: ZOrderDetailSchema, ...errors },
      },
    },
    async (request) =>
      setPurchasableOffPlatform(
        app,
        requireAuth(request),
        request.params.orderId,
        request.body.is_purchasable_off_platform,
      ),
  );
};

export default checkoutRoutes;
