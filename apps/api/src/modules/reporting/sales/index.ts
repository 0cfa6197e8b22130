import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_PRODUCT_STATUSES, PURCHASE_STATUS_LABEL, ZEmailSchema } from '@stayfront/core';
import { z } from 'zod';
import { requireHost } from '../../../plugins/session';
import { errorResponses } from '../../../lib/error-responses';
import { ZGuestDetailsSchema } from './guest-details';
import { getSaleDetail, resendReceipt } from './sales.service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['sales'];
const ZPurchaseParamsSchema = z.object({ purchaseId: z.uuid({ error: 'Not found.' }) });

const ZSaleLineSchema = z.object({
  id: z.string(),
  product_name: z.string(),
  option: z.string(),
  quantity: z.number(),
  price: z.number(),
  amount: z.number(),
  convenience_fee: z.number(),
  guest_amount: z.number(),
  owner_profit: z.number(),
  amount_refunded: z.number(),
  delivery_date: z.string().nullable(),
  note: z.string(),
  extra_field_values: z.array(z.object({ label: z.string(), value: z.string() })),
  is_refunded: z.boolean(),
  status: z.enum(ORDER_PRODUCT_STATUSES),
});

const ZSaleDetailSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.number(),
  date_created: z.string(),
  status: z.enum(Object.keys(PURCHASE_STATUS_LABEL) as [string, ...string[]]),
  currency: z.string(),
  store: z.object({ id: z.string(), store_name: z.string() }),
  guest: ZGuestDetailsSchema,
  guest_email: z.string(),
  owner_purchase_uuid: z.string(),
  requires_approval: z.boolean(),
  is_purchasable_off_platform: z.boolean(),
  order_products: z.array(ZSaleLineSchema),
  amount: z.number(),
  convenience_fee: z.number(),
  tax: z.number(),
  grand_total: z.number(),
  owner_profit: z.number(),
  amount_refunded: z.number(),
  has_receipt: z.boolean(),
});

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
          200: z.object({ ok: z.literal(true) }),
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
