import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCustomerDetailsSchema, ZEmailSchema } from '@stayfront/core';
import { LOCALES } from '@stayfront/core/i18n';
import { z } from 'zod';
import { requireAuth } from '../../../plugins/session';
import { errorResponses } from '../../../lib/error-responses';
import { guestPathDeps } from '../deps';
import { endEveryOrderWatch } from '../orders/order-changes';
import {
  ZCustomerCreatedSchema,
  ZOkSchema,
  ZOrderCustomerSchema,
  ZOrderDetailSchema,
  ZOrderReadinessQuerySchema,
  ZOrderReadinessSchema,
  ZPaymentIntentSchema,
  ZSimulatedPaymentAnswerSchema,
} from '@stayfront/core/contract';
import {
  completeZeroPurchase,
  createPaymentIntent,
  createPaymentIntentOfSession,
  getOrderReadiness,
  getOrderReadinessOfSession,
  readinessAfterWait,
  retryPayment,
} from './checkout.service';
import {
  createCustomer,
  createCustomerOfSession,
  loadPayableOrder,
  loadPayableOrderOfSession,
  setPurchasableOffPlatform,
  updateOrderCustomer,
} from './customers';
import {
  confirmSimulatedPayment,
  confirmSimulatedPaymentOfSession,
  ZSimulatedConfirmSchema,
} from './simulated-confirm';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['checkout'];
const ZOrderParamsSchema = z.object({ orderId: z.uuid({ error: 'Not found.' }) });

const ZIdParamsSchema = z.object({ id: z.uuid({ error: 'Not found.' }) });

const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preClose', async () => endEveryOrderWatch());
  const guest = guestPathDeps(app);

  app.post(
    '/services/order/create-payment-intent/',
    {
      config: { sessionInHandler: true },
      schema: {
        tags,
        summary:
          "Prepare the order's purchases and answer the client secret of the payment the guest confirms (intent_type setup: a card saved for requests charged on approval, nothing paid now)",
        body: z
          .object({
            order_id: z.uuid({ error: 'Not found.' }),
            customer_id: z.uuid({ error: 'This customer does not exist.' }),
            expected_total: z
              .number({ error: 'A valid number is required.' })
              .min(0, 'A valid number is required.')
              .max(10_000_000, 'A valid number is required.')
              .optional()
              .describe(
                'The grand total the guest was shown: when the cart now costs something else (changed in another tab), nothing is charged and the answer says so',
              ),
          })
          .strict(),
        response: {
          200: ZPaymentIntentSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { order_id: orderId, customer_id: customerId, expected_total } = request.body;
      const payer = { customerId, expectedTotal: expected_total };
      return request.sessionClaims
        ? createPaymentIntentOfSession(guest, request.sessionClaims, orderId, payer)
        : createPaymentIntent(guest, requireAuth(request), orderId, payer);
    },
  );

  app.post(
    '/services/order/:orderId/complete-zero-purchase/',
    {
      schema: {
        tags,
        summary: 'Complete an order with nothing to pay by card',
        params: ZOrderParamsSchema,
        body: z.object({ email: ZEmailSchema }).strict(),
        response: { 200: ZOkSchema, ...errors },
      },
    },
    async (request) =>
      completeZeroPurchase(app, requireAuth(request), request.params.orderId, request.body.email),
  );

  app.get(
    '/services/order/:id/is-ready/',
    {
      config: { sessionInHandler: true },
      schema: {
        tags,
        summary:
          'Whether the payment of an order has finished, and whether it failed (wait: seconds to hold the answer until it has)',
        params: ZIdParamsSchema,
        querystring: ZOrderReadinessQuerySchema,
        response: { 200: ZOrderReadinessSchema, ...errors },
      },
    },
    async (request) => {
      const orderId = request.params.id;
      const claims = request.sessionClaims;
      const read = claims
        ? () => getOrderReadinessOfSession(guest, claims, orderId)
        : () => getOrderReadiness(guest, requireAuth(request), orderId);
      return readinessAfterWait(orderId, (request.query.wait ?? 0) * 1000, read);
    },
  );

  app.post(
    '/services/order/:orderId/retry-payment/',
    {
      schema: {
        tags,
        summary: 'After a declined card: make the order a cart again to pay with other details',
        params: ZOrderParamsSchema,
        response: { 200: ZOkSchema, ...errors },
      },
    },
    async (request) => retryPayment(app, requireAuth(request), request.params.orderId),
  );

  app.post(
    '/services/payments/simulated/confirm/',
    {
      config: { sessionInHandler: true },
      schema: {
        tags,
        summary:
          'Simulated provider only: confirm a payment with a test card (what the Payment Element does)',
        body: ZSimulatedConfirmSchema,
        response: {
          200: ZSimulatedPaymentAnswerSchema,
          ...errors,
        },
      },
    },
    async (request) =>
      request.sessionClaims
        ? confirmSimulatedPaymentOfSession(guest, request.sessionClaims, request.body)
        : confirmSimulatedPayment(guest, requireAuth(request), request.body),
  );

  app.post(
    '/services/order/create-customer/',
    {
      config: { sessionInHandler: true },
      schema: {
        tags,
        summary: 'Start the checkout: a customer record for the guest',
        response: { 201: ZCustomerCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          request.sessionClaims
            ? await createCustomerOfSession(guest, request.sessionClaims)
            : await createCustomer(guest, requireAuth(request)),
        ),
  );

  app.post(
    '/services/order/:orderId/update-customer/',
    {
      config: { sessionInHandler: true },
      schema: {
        tags,
        summary: "The guest's name and phone for an order",
        params: ZOrderParamsSchema,
        body: ZCustomerDetailsSchema.extend({
          customer_id: z.uuid({ error: 'This customer does not exist.' }),
          // An optional addition to the spec's call: the guest's language, for its e-mails.
          locale: z.enum(LOCALES).optional(),
        }).strict(),
        response: {
          200: ZOrderCustomerSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { orderId } = request.params;
      const order = request.sessionClaims
        ? await loadPayableOrderOfSession(guest, request.sessionClaims, orderId)
        : await loadPayableOrder(guest, requireAuth(request), orderId);
      return updateOrderCustomer(guest, order, request.body.customer_id, request.body);
    },
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
