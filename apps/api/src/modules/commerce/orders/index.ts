import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireHost } from '../../../plugins/session';
import { errorResponses } from '../../../lib/error-responses';
import {
  ZIdParamsSchema,
  ZIsRefundedSchema,
  ZOrderFiltersSchema,
  ZOrderListQuerySchema,
  ZOrderListSchema,
  ZRefundPollQuerySchema,
  ZRefundStartedSchema,
} from '@stayfront/core/contract';
import {
  exportOrderProducts,
  exportOrders,
  listOrders,
  ORDERS_CSV_NAME,
  PRODUCTS_CSV_NAME,
} from './orders.service';
import { refundStatus, startRefund } from '../refunds/refund.flow';

const errors = errorResponses(400, 401, 403, 404);

const csvResponse = (filename: string) =>
  z.string().describe(`text/csv attachment named ${filename}, streamed`);

/** The owner's orders: list, CSV exports, and refunds of an order or a line. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services/order/list/',
    {
      schema: {
        tags: ['orders'],
        summary: "The owner's placed orders, newest first, with purchases and lines",
        querystring: ZOrderListQuerySchema,
        response: { 200: ZOrderListSchema, ...errors },
      },
    },
    async (request) => listOrders(app, requireHost(request), request.query),
  );

  app.get(
    '/services/order/export-orders/',
    {
      schema: {
        tags: ['orders'],
        summary: `${ORDERS_CSV_NAME}: one row per order, same filters as the list`,
        querystring: ZOrderFiltersSchema,
        response: { 200: csvResponse(ORDERS_CSV_NAME), ...errors },
      },
    },
    async (request, reply) => exportOrders(app, requireHost(request), request.query, reply),
  );

  app.get(
    '/services/order/export-orderproducts/',
    {
      schema: {
        tags: ['orders'],
        summary: `${PRODUCTS_CSV_NAME}: one row per sold line; the status filter applies per line`,
        querystring: ZOrderFiltersSchema,
        response: { 200: csvResponse(PRODUCTS_CSV_NAME), ...errors },
      },
    },
    async (request, reply) => exportOrderProducts(app, requireHost(request), request.query, reply),
  );

  app.post(
    '/services/order/:id/refund/',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Refund everything of the order not refunded yet (card payments only); poll is-refunded with the answer',
        params: ZIdParamsSchema,
        response: { 200: ZRefundStartedSchema, ...errors },
      },
    },
    async (request) =>
      startRefund(app, requireHost(request), { type: 'order', orderId: request.params.id }),
  );

  app.patch(
    '/services/orderproduct/:id/refund/',
    {
      schema: {
        tags: ['orders'],
        summary: 'Refund one line whole (amount and convenience fee)',
        params: ZIdParamsSchema,
        response: { 200: ZRefundStartedSchema, ...errors },
      },
    },
    async (request) =>
      startRefund(app, requireHost(request), { type: 'orderproduct', lineId: request.params.id }),
  );

  app.get(
    '/services/order/:id/is-refunded/',
    {
      schema: {
        tags: ['orders'],
        summary: 'Refund status poll; 400 with the reason when the refund failed',
        params: ZIdParamsSchema,
        querystring: ZRefundPollQuerySchema,
        response: { 200: ZIsRefundedSchema, ...errors },
      },
    },
    async (request) =>
      refundStatus(
        app,
        requireHost(request),
        { type: 'order', orderId: request.params.id },
        request.query,
      ),
  );

  app.get(
    '/services/orderproduct/:id/is-refunded/',
    {
      schema: {
        tags: ['orders'],
        summary: 'Refund status poll of a line; 400 with the reason when the refund failed',
        params: ZIdParamsSchema,
        querystring: ZRefundPollQuerySchema,
        response: { 200: ZIsRefundedSchema, ...errors },
      },
    },
    async (request) =>
      refundStatus(
        app,
        requireHost(request),
        { type: 'orderproduct', lineId: request.params.id },
        request.query,
      ),
  );
};

export default orderRoutes;
