import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLANS } from '@stayfront/core';
import {
  ZOkSchema,
  ZPlanChangedSchema,
  ZPlanOfferListSchema,
  ZPortalLinkSchema,
  ZSimulatedCheckoutSessionSchema,
  ZSimulatedConfirmAnswerSchema,
  ZSubscribeAnswerSchema,
  ZSubscriptionStateSchema,
} from '@stayfront/core/contract';
import { z } from 'zod';
import { requireHost, requireOwner, requireSupport } from '../../../plugins/session';
import { errorResponses } from '../../../lib/error-responses';
import { ZSimulatedSubscriptionConfirmSchema } from '../../commerce/checkout/simulated-confirm';
import {
  changeSimulatedSubscription,
  confirmSubscriptionCheckout,
  describeCheckoutSession,
} from './simulated-billing';
import { handleBillingEvent } from './subscription-events';
import {
  getSubscriptionState,
  listPlans,
  openBillingPortal,
  setPlanBySupport,
  startSubscription,
} from './subscriptions.service';
import { identityDepsOf } from '../deps';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['subscriptions'];

/** The marketing site's referral id; anything else is not a referral and is dropped. */
const REFERRAL_ID = /^[\w.-]{1,100}$/;
const TOLT_COOKIE = 'tolt_referral';

const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = identityDepsOf(app);
  app.onPaymentEvent(async (event) => {
    if ('billing' in event) await handleBillingEvent(deps, event);
  });

  app.get(
    '/services/stripe/plans/',
    {
      schema: {
        tags,
        summary: 'Plans with price, billing period and features (Basic is free)',
        response: { 200: ZPlanOfferListSchema, ...errors },
      },
    },
    async (request) => {
      requireHost(request);
      return { results: listPlans(deps) };
    },
  );

  app.get(
    '/services/stripe/subscription/',
    {
      schema: {
        tags,
        summary: "The owner's plan and subscription: current plan id, failed renewal",
        response: {
          200: ZSubscriptionStateSchema,
          ...errors,
        },
      },
    },
    async (request) => getSubscriptionState(deps, requireHost(request)),
  );

  app.post(
    '/services/stripe/subscribe/:planId/',
    {
      schema: {
        tags,
        summary:
          'Start a card checkout in subscription mode for a plan and billing period (such as PRO_MONTHLY)',
        params: z.object({ planId: z.string().max(40) }),
        body: z
          .object({ tolt_customer_id: z.string().max(200).nullable().optional() })
          .strict()
          .nullish(),
        response: {
          200: ZSubscribeAnswerSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const auth = requireOwner(request);
      const referral = request.body?.tolt_customer_id ?? request.cookies[TOLT_COOKIE] ?? null;
      return startSubscription(
        deps,
        auth,
        request.params.planId,
        referral && REFERRAL_ID.test(referral) ? referral : null,
      );
    },
  );

  app.post(
    '/services/stripe/subscription/manage/',
    {
      schema: {
        tags,
        summary: "Open the provider's portal to switch or cancel the plan",
        response: { 200: ZPortalLinkSchema, ...errors },
      },
    },
    async (request) => openBillingPortal(deps, requireOwner(request)),
  );

  app.get(
    '/services/payments/simulated/subscription/session/:sessionId/',
    {
      schema: {
        tags,
        summary: 'Simulated provider: the checkout session the local checkout page shows',
        params: z.object({ sessionId: z.string().max(200) }),
        response: {
          200: ZSimulatedCheckoutSessionSchema,
          ...errors,
        },
      },
    },
    async (request) =>
      describeCheckoutSession(deps, requireOwner(request), request.params.sessionId),
  );

  app.post(
    '/services/payments/simulated/subscription/confirm/',
    {
      schema: {
        tags,
        summary:
          'Simulated provider: pay a subscription checkout with a test card; the plan changes by the same events as Stripe',
        body: ZSimulatedSubscriptionConfirmSchema,
        response: {
          200: ZSimulatedConfirmAnswerSchema,
          ...errors,
        },
      },
    },
    async (request) => confirmSubscriptionCheckout(deps, requireOwner(request), request.body),
  );

  app.post(
    '/services/payments/simulated/subscription/portal/',
    {
      schema: {
        tags,
        summary: 'Simulated provider: the local portal cancels or switches the plan',
        body: z.discriminatedUnion('action', [
          z.object({ action: z.literal('cancel') }).strict(),
          z.object({ action: z.literal('switch'), plan_id: z.string().max(40) }).strict(),
        ]),
        response: { 200: ZOkSchema, ...errors },
      },
    },
    async (request) => changeSimulatedSubscription(deps, requireOwner(request), request.body),
  );

  app.post(
    '/services/admin/owners/:id/plan/',
    {
      schema: {
        tags: ['support'],
        summary: "Support: set an owner's plan by hand",
        params: z.object({ id: z.uuid({ error: 'Not found.' }) }),
        body: z.object({ plan: z.enum(PLANS) }).strict(),
        response: {
          200: ZPlanChangedSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      return setPlanBySupport(deps, requireSupport(request), request.params.id, request.body.plan);
    },
  );
};

export default subscriptionRoutes;
