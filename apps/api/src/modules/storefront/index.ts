import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATEGORY_CODES, SUBDOMAIN_PATTERN } from '@stayfront/core';
import { z } from 'zod';
import { notFound } from '../../errors';
import { requireAuth } from '../../plugins/session';
import { ZDetailSchema, ZFieldErrorsSchema } from '../auth/session-user.schema';
import { findStore, findStoreIdBySubdomain } from '../stores/stores.repository';
import { ZGuestStoreSchema, toGuestStore } from '../stores/stores.serializers';
import { recordAffiliateClick } from './affiliate-clicks';
import { listGuestProducts } from './storefront.repository';
import { ZGuestProductSchema, toGuestProduct } from './storefront.serializers';

const ZGuestProductListSchema = z.object({
  count: z.number(),
  limit: z.number(),
  results: z.array(ZGuestProductSchema),
});

const ZSearchBodySchema = z
  .object({
    storeId: z.uuid({ error: 'Select a valid store.' }),
    categories: z.array(z.enum(CATEGORY_CODES)).max(20).optional(),
    subcategories: z.array(z.string().max(100)).max(20).optional(),
    query: z.string().max(200).optional(),
  })
  .strict();

async function liveStoreOr404(app: FastifyInstance, id: string) {
  const row = z.uuid().safeParse(id).success ? await findStore(app.db, id) : undefined;
  if (!row || !row.store.isActive || !row.store.isVisible) throw notFound();
  return row;
}

const storefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services/guest/store/:id/products/',
    {
      schema: {
        tags: ['storefront'],
        summary: "A store's products as guests see them, in tile order",
        params: z.object({ id: z.string().max(64) }),
        response: { 200: ZGuestProductListSchema, 404: ZDetailSchema },
      },
    },
    async (request) => {
      const { store } = await liveStoreOr404(app, request.params.id);
      const results = (await listGuestProducts(app.db, store.id)).map(toGuestProduct);
      return { count: results.length, limit: results.length, results };
    },
  );

  app.post(
    '/services/product/search/',
    {
      schema: {
        tags: ['storefront'],
        summary: "Search a store's products by text, categories and subcategories",
        body: ZSearchBodySchema,
        response: { 200: ZGuestProductListSchema, 400: ZFieldErrorsSchema, 404: ZDetailSchema },
      },
    },
    async (request) => {
      const { store } = await liveStoreOr404(app, request.body.storeId);
      const results = (
        await listGuestProducts(app.db, store.id, {
          categories: request.body.categories,
          subcategories: request.body.subcategories,
          query: request.body.query,
        })
      ).map(toGuestProduct);
      return { count: results.length, limit: results.length, results };
    },
  );

  app.post(
    '/services/affiliateclick/',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Record a guest opening an affiliate link (hosts are not counted)',
        body: z
          .object({
            affiliateLink: z.string().max(1000),
            guest: z.string().max(64).optional(),
            product: z.uuid({ error: 'Not a valid product.' }),
          })
          .strict(),
        response: {
          200: z.object({ recorded: z.boolean() }),
          400: ZFieldErrorsSchema,
          401: ZDetailSchema,
          404: ZDetailSchema,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return {
        recorded: await recordAffiliateClick(
          app,
          auth,
          request.body.product,
          request.body.affiliateLink,
        ),
      };
    },
  );

  app.get(
    '/services/guest/store/:id/',
    {
      schema: {
        tags: ['storefront'],
        summary: 'A store as guests see it; archived and inactive stores are not found',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: ZGuestStoreSchema, 404: ZDetailSchema },
      },
    },
    async (request) =>
      toGuestStore(await liveStoreOr404(app, request.params.id), app.config.PUBLIC_URL),
  );

  app.get(
    '/services/guest/store-by-subdomain/:subdomain/',
    {
      schema: {
        tags: ['storefront'],
        summary: 'The store served at an enterprise subdomain',
        params: z.object({ subdomain: z.string().max(63) }),
        response: { 200: z.object({ id: z.string() }), 404: ZDetailSchema },
      },
    },
    async (request) => {
      const subdomain = request.params.subdomain.toLowerCase();
      const id = SUBDOMAIN_PATTERN.test(subdomain)
        ? await findStoreIdBySubdomain(app.db, subdomain)
        : undefined;
      if (!id) throw notFound();
      return { id };
    },
  );
};

export default storefrontRoutes;
