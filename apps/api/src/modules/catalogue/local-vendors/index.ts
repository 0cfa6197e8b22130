import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  integerParam,
  ZLocalProductSchema,
  ZMerchantSchema,
  ZVendorRequestSchema,
} from '@stayfront/core';
import {
  ZAdminOwnerListSchema,
  ZLocalProductAnswerSchema,
  ZLocalProductListSchema,
  ZLocalVendorOptOutSchema,
  ZMerchantAnswerSchema,
  ZMerchantListSchema,
  ZOkSchema,
} from '@stayfront/core/contract';
import { z } from 'zod';
import { consumeRateLimit } from '../../../lib/rate-limit';
import { requireHost, requireSupport } from '../../../plugins/session';
import { errorResponses } from '../../../lib/error-responses';
import { updateOwner } from '../../identity/owners/owners.service';
import {
  createLocalProduct,
  createMerchant,
  deleteLocalProduct,
  listMerchantProducts,
  listMerchants,
  listOwnersForSupport,
  submitVendorRequest,
  updateLocalProduct,
  updateMerchant,
} from './local-vendors.service';
import { catalogueDepsOf } from '../deps';

const ZIdParamsSchema = z.object({ id: z.uuid({ error: 'Not found.' }) });
const errors = errorResponses(400, 401, 403, 404);
const tags = ['local vendors'];

const localVendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = catalogueDepsOf(app);
  app.post(
    '/services/vendor-request/',
    {
      schema: {
        tags,
        summary: 'A local business asks to become a vendor (public)',
        body: ZVendorRequestSchema,
        response: { 201: ZOkSchema, ...errors },
      },
    },
    async (request, reply) => {
      await consumeRateLimit(app.db, `vendor-request:ip:${request.ip}`, app.rateLimits.signup);
      await submitVendorRequest(deps, request.body);
      return reply.status(201).send({ ok: true as const });
    },
  );

  app.post(
    '/services/owner/local-vendor-opt-out/',
    {
      schema: {
        tags,
        summary: 'Start new local vendor items inactive (true) or active (false)',
        body: z
          .object({ isLocalProductOptedOut: z.boolean({ error: 'Must be true or false.' }) })
          .strict(),
        response: {
          200: ZLocalVendorOptOutSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const auth = requireHost(request);
      const owner = await updateOwner(app.db, auth.ownerId, {
        isLocalProductOptedOut: request.body.isLocalProductOptedOut,
      });
      return { ok: true as const, data: { isLocalProductOptedOut: owner.isLocalProductOptedOut } };
    },
  );

  app.get(
    '/services/admin/owners/',
    {
      schema: {
        tags: ['support'],
        summary: 'Support: owners, newest first, with a search on e-mail and name',
        querystring: z.object({
          search: z.string().trim().max(100).optional().default(''),
          limit: integerParam({ min: 1, max: 100 }).default(20),
          offset: integerParam({ min: 0 }).default(0),
        }),
        response: { 200: ZAdminOwnerListSchema, ...errors },
      },
    },
    async (request) => {
      requireSupport(request);
      return listOwnersForSupport(
        deps,
        request.query.search,
        request.query.limit,
        request.query.offset,
      );
    },
  );

  app.get(
    '/services/admin/merchants/',
    {
      schema: {
        tags: ['support'],
        summary: 'Support: merchants',
        response: { 200: ZMerchantListSchema, ...errors },
      },
    },
    async (request) => {
      requireSupport(request);
      return listMerchants(deps);
    },
  );

  app.post(
    '/services/admin/merchants/',
    {
      schema: {
        tags: ['support'],
        summary: 'Support: add a merchant',
        body: ZMerchantSchema,
        response: { 201: ZMerchantAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireSupport(request);
      return reply.status(201).send(await createMerchant(deps, request.body));
    },
  );

  app.put(
    '/services/admin/merchants/:id/',
    {
      schema: {
        tags: ['support'],
        summary: 'Support: update a merchant',
        params: ZIdParamsSchema,
        body: ZMerchantSchema,
        response: { 200: ZMerchantAnswerSchema, ...errors },
      },
    },
    async (request) => {
      requireSupport(request);
      return updateMerchant(deps, request.params.id, request.body);
    },
  );

  app.get(
    '/services/admin/merchants/:id/local-products/',
    {
      schema: {
        tags: ['support'],
        summary: "Support: a merchant's products",
        params: ZIdParamsSchema,
        response: { 200: ZLocalProductListSchema, ...errors },
      },
    },
    async (request) => {
      requireSupport(request);
      return listMerchantProducts(deps, request.params.id);
    },
  );

  app.post(
    '/services/admin/merchants/:id/local-products/',
    {
      schema: {
        tags: ['support'],
        summary: 'Support: offer a product to the stores in its area',
        params: ZIdParamsSchema,
        body: ZLocalProductSchema,
        response: { 201: ZLocalProductAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireSupport(request);
      return reply
        .status(201)
        .send(await createLocalProduct(deps, request.params.id, request.body));
    },
  );

  app.put(
    '/services/admin/local-products/:id/',
    {
      schema: {
        tags: ['support'],
        summary: 'Support: update a local product',
        params: ZIdParamsSchema,
        body: ZLocalProductSchema,
        response: { 200: ZLocalProductAnswerSchema, ...errors },
      },
    },
    async (request) => {
      requireSupport(request);
      return updateLocalProduct(deps, request.params.id, request.body);
    },
  );

  app.post(
    '/services/admin/local-products/:id/delete/',
    {
      schema: {
        tags: ['support'],
        summary: 'Support: withdraw a local product from every store',
        params: ZIdParamsSchema,
        response: { 200: ZOkSchema, ...errors },
      },
    },
    async (request) => {
      requireSupport(request);
      await deleteLocalProduct(deps, request.params.id);
      return { ok: true as const };
    },
  );
};

export default localVendorRoutes;
