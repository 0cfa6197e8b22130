import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PAYOUT_METHOD_TYPES,
  PLANS,
  ZPaypalEmailSchema,
  ZPayoutCountrySchema,
  ZPayoutNicknameSchema,
  ZPayoutPhoneSchema,
  ZSplitPercentageSchema,
  DEFAULT_COUNTRY,
} from '@stayfront/core';
import { z } from 'zod';
import { notFound } from '../../../errors';
import { requireHost, requireOwner } from '../../../plugins/session';
import { errorResponses } from '../../../lib/error-responses';
import { payoutDepsOf } from './payout-deps';
import { handlePayoutEvent, providersFor } from './payout-events';
import {
  bulkAssignStores,
  createPaypalMethod,
  createStripeMethod,
  dashboardLink,
  deleteMethod,
  editMethod,
  finishOnboarding,
  listMethods,
  listStoreAssignments,
  ownerWithMethods,
  resumeOnboarding,
  savePayoutPhone,
  saveSplit,
} from './payout-methods.service';
import { findActiveMethodByAccount } from './payout-methods.repository';

const errors = errorResponses(400, 401, 403, 404, 503);

export const ZPayoutMethodSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  type: z.enum(Object.keys(PAYOUT_METHOD_TYPES) as ['STRP', 'PAYP']),
  isActive: z.boolean(),
  isDefault: z.boolean(),
  accountId: z.string(),
  country: z.string(),
  status: z.string(),
  dateCreated: z.string(),
});

const ZIdParamsSchema = z.object({ id: z.uuid({ error: 'Not found.' }) });

const ZPaypalCreateSchema = z.strictObject({
  nickname: ZPayoutNicknameSchema,
  type: z.literal('PAYP', { error: 'Add a Stripe method through Stripe onboarding.' }),
  accountId: ZPaypalEmailSchema,
  country: ZPayoutCountrySchema.default(DEFAULT_COUNTRY),
});

const ZStripeCreateSchema = z.strictObject({
  nickname: ZPayoutNicknameSchema,
  country: ZPayoutCountrySchema.default(DEFAULT_COUNTRY),
});

const ZMethodUpdateSchema = z.strictObject({
  owner: z.string().optional(),
  nickname: ZPayoutNicknameSchema.optional(),
  accountId: ZPaypalEmailSchema.optional(),
  isDefault: z.boolean().optional(),
});

const ZStoreAssignmentSchema = z.object({
  id: z.string(),
  storeName: z.string(),
  payoutMethod: z.string().nullable(),
  owner_profit_percentage: z.number(),
});

const ZBulkUpdateSchema = z
  .array(
    z.strictObject({
      id: z.uuid({ error: 'Not found.' }),
      payoutMethod: z.uuid({ error: 'Not found.' }).nullable(),
    }),
  )
  .min(1)
  .max(5000);

const ZSplitSchema = z.strictObject({
  storeId: z.uuid({ error: 'Not found.' }).optional(),
  ownerProfitPercentage: ZSplitPercentageSchema,
  saveToAllStores: z.boolean().default(false),
});

const payoutMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = payoutDepsOf(app);

  app.get(
    '/services/payoutmethod/',
    {
      schema: {
        tags: ['payouts'],
        summary: "The owner's payout methods (co-hosts never see them)",
        response: { 200: z.array(ZPayoutMethodSchema), ...errors },
      },
    },
    async (request) => listMethods(deps, requireOwner(request)),
  );

  app.post(
    '/services/payoutmethod/',
    {
      schema: {
        tags: ['payouts'],
        summary: 'Add a PayPal payout method',
        body: ZPaypalCreateSchema,
        response: { 201: ZPayoutMethodSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPaypalMethod(deps, requireOwner(request), request.body)),
  );

  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/services/payoutmethod/:id/',
      schema: {
        tags: ['payouts'],
        summary: 'Edit a payout method: nickname, PayPal e-mail, default',
        params: ZIdParamsSchema,
        body: ZMethodUpdateSchema,
        response: { 200: ZPayoutMethodSchema, ...errors },
      },
      handler: async (request) =>
        editMethod(deps, requireOwner(request), request.params.id, request.body),
    });
  }

  app.delete(
    '/services/payoutmethod/:id/',
    {
      schema: {
        tags: ['payouts'],
        summary: 'Delete a payout method; its stores move to the next method',
        params: ZIdParamsSchema,
        response: {
          200: z.object({
            ok: z.literal(true),
            reassignedTo: z.string().nullable(),
            remaining: z.number(),
          }),
          ...errors,
        },
      },
    },
    async (request) => deleteMethod(deps, requireOwner(request), request.params.id),
  );

  app.post(
    '/services/stripe/create-v2/',
    {
      schema: {
        tags: ['payouts'],
        summary: 'Add a Stripe method: answers the Connect onboarding URL to send the host to',
        body: ZStripeCreateSchema,
        response: { 200: z.object({ url: z.string() }), ...errors },
      },
    },
    async (request) => createStripeMethod(deps, requireOwner(request), request.body),
  );

  app.get(
    '/services/stripe/refresh/:id/',
    {
      schema: {
        tags: ['payouts'],
        summary: 'Resume Stripe onboarding (also where an expired link sends the host)',
        params: ZIdParamsSchema,
      },
    },
    async (request, reply) => {
      const { url } = await resumeOnboarding(deps, requireOwner(request), request.params.id);
      return reply.redirect(url);
    },
  );

  app.get(
    '/services/stripe/return/:id/',
    {
      schema: {
        tags: ['payouts'],
        summary: 'Back from Stripe onboarding: reads the account, then the payouts page',
        params: ZIdParamsSchema,
      },
    },
    async (request, reply) => {
      await finishOnboarding(deps, requireOwner(request), request.params.id);
      return reply.redirect('/overview/payouts/?onboarding=return');
    },
  );

  app.get(
    '/services/stripe/login/:id/',
    {
      schema: {
        tags: ['payouts'],
        summary: "A login link to the method's Stripe Express dashboard",
        params: ZIdParamsSchema,
        response: { 200: z.object({ data: z.object({ url: z.string() }) }), ...errors },
      },
    },
    async (request) => ({
      data: await dashboardLink(deps, requireOwner(request), request.params.id),
    }),
  );

  app.post(
    '/services/payments/simulated/connect/complete/',
    {
      schema: {
        tags: ['payouts'],
        summary: "The simulated onboarding page's Complete button (offline mode only)",
        body: z.strictObject({ account: z.string().min(1).max(100) }),
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
        hide: Boolean(app.config.STRIPE_SECRET_KEY),
      },
    },
    async (request) => {
      const auth = requireOwner(request);
      const simulated = providersFor(deps).simulated;
      const method = await findActiveMethodByAccount(deps.db, auth.ownerId, request.body.account);
      if (app.config.STRIPE_SECRET_KEY || !simulated || !method) throw notFound();
      await handlePayoutEvent(deps, simulated.onboardingCompleted(request.body.account));
      return { ok: true as const };
    },
  );

  app.get(
    '/services/owner/:id/',
    {
      schema: {
        tags: ['payouts'],
        summary: 'The owner by id with its payout methods and payout phone',
        params: ZIdParamsSchema,
        response: {
          200: z.object({
            id: z.string(),
            plan: z.enum(PLANS),
            phone: z.string(),
            email: z.string(),
            firstName: z.string(),
            lastName: z.string(),
            payoutMethods: z.array(ZPayoutMethodSchema),
          }),
          ...errors,
        },
      },
    },
    async (request) => ownerWithMethods(deps, requireOwner(request), request.params.id),
  );

  app.post(
    '/services/owner/:id/payout-phone/',
    {
      schema: {
        tags: ['payouts'],
        summary: 'Save the owner phone for payouts',
        params: ZIdParamsSchema,
        body: z.strictObject({ phone: ZPayoutPhoneSchema }),
        response: {
          200: z.object({ ok: z.literal(true), data: z.object({ phone: z.string() }) }),
          ...errors,
        },
      },
    },
    async (request) =>
      savePayoutPhone(deps, requireOwner(request), request.params.id, request.body.phone),
  );

  app.get(
    '/services/store/payout-methods/',
    {
      schema: {
        tags: ['payouts'],
        summary: "Each store's payout method and split percentage",
        response: { 200: z.array(ZStoreAssignmentSchema), ...errors },
      },
    },
    async (request) => listStoreAssignments(deps, requireOwner(request)),
  );

  app.put(
    '/services/store/bulk-update/',
    {
      schema: {
        tags: ['payouts'],
        summary: 'Store Payout Methods (Pro Plus): every store and its method in one call',
        body: ZBulkUpdateSchema,
        response: { 200: z.array(ZStoreAssignmentSchema), ...errors },
      },
    },
    async (request) => bulkAssignStores(deps, requireOwner(request), request.body),
  );

  app.post(
    '/services/store/:id/split/',
    {
      schema: {
        tags: ['payouts'],
        summary: 'Save the split calculator (Pro Plus, reporting only) for a store or all stores',
        params: ZIdParamsSchema,
        body: ZSplitSchema,
        response: {
          200: z.object({ ok: z.literal(true), ownerProfitPercentage: z.number() }),
          ...errors,
        },
      },
    },
    async (request) => saveSplit(deps, requireHost(request), request.params.id, request.body),
  );
};

export default payoutMethodRoutes;
