import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../plugins/session';
import { errorResponses } from '../../../lib/error-responses';
import { guestPathDeps } from '../deps';
import {
  ZCartLineBodySchema,
  ZGuestProductSchema,
  ZOrderDetailSchema,
  ZQuantityBodySchema,
} from '@stayfront/core/contract';
import {
  addToCart,
  addToCartOfSession,
  getCart,
  getCartOfSession,
  getGuestOrder,
  getGuestOrderOfSession,
  recommendForOrder,
  updateCartLine,
  updateCartLineQuantity,
} from './cart.service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['cart'];
const ZIdParamsSchema = z.object({ id: z.uuid({ error: 'Not found.' }) });

const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const guest = guestPathDeps(app);
  app.get(
    '/services/guest/store-cart/:storeId/detail/',
    {
      config: { sessionInHandler: true },
      schema: {
        tags,
        summary: "The signed-in guest's cart in a store (empty when nothing was added)",
        params: z.object({ storeId: z.uuid({ error: 'Not found.' }) }),
        response: { 200: ZOrderDetailSchema, ...errors },
      },
    },
    async (request) =>
      request.sessionClaims
        ? getCartOfSession(guest, request.sessionClaims, request.params.storeId)
        : getCart(guest, requireAuth(request), request.params.storeId),
  );

  app.patch(
    '/services/order/add/',
    {
      config: { sessionInHandler: true },
      schema: {
        tags,
        summary: 'Add a product to the cart (the first add creates the order)',
        body: ZCartLineBodySchema,
        response: { 200: ZOrderDetailSchema, ...errors },
      },
    },
    async (request) =>
      request.sessionClaims
        ? addToCartOfSession(guest, request.sessionClaims, request.body)
        : addToCart(guest, requireAuth(request), request.body),
  );

  app.patch(
    '/services/orderproduct/:id/update/',
    {
      schema: {
        tags,
        summary: 'Change a cart line',
        params: ZIdParamsSchema,
        body: ZCartLineBodySchema,
        response: { 200: ZOrderDetailSchema, ...errors },
      },
    },
    async (request) => updateCartLine(app, requireAuth(request), request.params.id, request.body),
  );

  app.patch(
    '/services/orderproduct/:id/update-quantity/',
    {
      schema: {
        tags,
        summary: 'Change the quantity of a cart line; 0 removes it',
        params: ZIdParamsSchema,
        body: ZQuantityBodySchema,
        response: { 200: ZOrderDetailSchema, ...errors },
      },
    },
    async (request) =>
      updateCartLineQuantity(app, requireAuth(request), request.params.id, request.body.count),
  );

  app.get(
    '/services/guest/order/:id/detail/',
    {
      config: { sessionInHandler: true },
      schema: {
        tags,
        summary: "A guest's own order",
        params: ZIdParamsSchema,
        response: { 200: ZOrderDetailSchema, ...errors },
      },
    },
    async (request) =>
      request.sessionClaims
        ? getGuestOrderOfSession(app, request.sessionClaims, request.params.id)
        : getGuestOrder(app, requireAuth(request), request.params.id),
  );

  app.get(
    '/services/guest/store-checkout-summary/:storeId/order/:orderId/detail/',
    {
      config: { sessionInHandler: true },
      schema: {
        tags,
        summary: "A guest's own order in a store, for the checkout summary",
        params: z.object({
          storeId: z.uuid({ error: 'Not found.' }),
          orderId: z.uuid({ error: 'Not found.' }),
        }),
        response: { 200: ZOrderDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { orderId, storeId } = request.params;
      return request.sessionClaims
        ? getGuestOrderOfSession(guest, request.sessionClaims, orderId, storeId)
        : getGuestOrder(guest, requireAuth(request), orderId, storeId);
    },
  );

  app.get(
    '/services/guest/order/:id/recommend/',
    {
      schema: {
        tags,
        summary: 'Products of the store not in the order yet',
        params: ZIdParamsSchema,
        response: {
          200: z.object({
            count: z.number(),
            limit: z.number(),
            results: z.array(ZGuestProductSchema),
          }),
          ...errors,
        },
      },
    },
    async (request) => recommendForOrder(app, requireAuth(request), request.params.id),
  );
};

export default cartRoutes;
