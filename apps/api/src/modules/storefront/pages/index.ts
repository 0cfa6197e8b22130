import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATEGORY_CODES, SUBDOMAIN_PATTERN } from '@stayfront/core';
import {
  ZAffiliateClickSchema,
  ZGuestProductListSchema,
  ZGuestStoreSchema,
  ZStoreIdSchema,
} from '@stayfront/core/contract';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { notFound } from '../../../errors';
import { requireAuth } from '../../../plugins/session';
import { errorResponses } from '../../../lib/error-responses';
import { findStoreIdBySubdomain } from '../../catalogue/stores/stores.service';
import { recordAffiliateClick } from './affiliate-clicks';
import { createStorefrontBodies } from './storefront-bodies';
import { listGuestProducts, type GuestProductFilters } from './storefront.repository';
import { toGuestProductList } from './storefront.serializers';

const ZSearchBodySchema = z
  .object({
    storeId: z.uuid({ error: 'Select a valid store.' }),
    categories: z.array(z.enum(CATEGORY_CODES)).max(20).optional(),
    subcategories: z.array(z.string().max(100)).max(20).optional(),
    query: z.string().max(200).optional(),
  })
  .strict();

// Built once: a zod schema costs more to make than to check a string with.
const ZUuid = z.uuid();
const isUuid = (id: string) => ZUuid.safeParse(id).success;

type RevisionedBodies = ReturnType<typeof createStorefrontBodies>[keyof ReturnType<
  typeof createStorefrontBodies
>];

/** A kept storefront answer for the store in the path; a store guests cannot see is not found. */
async function sendKeptOr404(
  db: Db,
  bodies: RevisionedBodies,
  storeId: string,
  headers: IncomingHttpHeaders,
  reply: FastifyReply,
) {
  const kept = isUuid(storeId) ? await bodies.read(db, storeId) : null;
  if (!kept) throw notFound();
  return bodies.send(headers, reply, storeId, kept);
}

/** The guest's product tiles of a live store; a store guests cannot see is not found. */
async function guestProductsOr404(db: Db, storeId: string, filters: GuestProductFilters) {
  const found = isUuid(storeId) ? await listGuestProducts(db, storeId, filters) : null;
  if (!found) throw notFound();
  return toGuestProductList(found);
}

// Store pages answer every visitor alike, so they skip reading the session (plugins/session.ts).
const config = { publicRead: true };

const storefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  const bodies = createStorefrontBodies(app.config.PUBLIC_URL);

  app.get(
    '/services/guest/store/:id/products/',
    {
      config,
      schema: {
        tags: ['storefront'],
        summary: "A store's products as guests see them, in tile order",
        params: z.object({ id: z.string().max(64) }),
        response: { 200: ZGuestProductListSchema, 304: z.null(), ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      sendKeptOr404(
        app.db,
        bodies.products,
        request.params.id,
        request.headers,
        reply as FastifyReply,
      ),
  );

  app.post(
    '/services/product/search/',
    {
      config,
      schema: {
        tags: ['storefront'],
        summary: "Search a store's products by text, categories and subcategories",
        body: ZSearchBodySchema,
        response: { 200: ZGuestProductListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      guestProductsOr404(app.db, request.body.storeId, {
        categories: request.body.categories,
        subcategories: request.body.subcategories,
        query: request.body.query,
      }),
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
          200: ZAffiliateClickSchema,
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return {
        recorded: await recordAffiliateClick(
          app.db,
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
      config,
      schema: {
        tags: ['storefront'],
        summary: 'A store as guests see it; archived and inactive stores are not found',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: ZGuestStoreSchema, 304: z.null(), ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      sendKeptOr404(
        app.db,
        bodies.store,
        request.params.id,
        request.headers,
        reply as FastifyReply,
      ),
  );

  app.get(
    '/services/guest/store-by-subdomain/:subdomain/',
    {
      config,
      schema: {
        tags: ['storefront'],
        summary: 'The store served at an enterprise subdomain',
        params: z.object({ subdomain: z.string().max(63) }),
        response: { 200: ZStoreIdSchema, ...errorResponses(404) },
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
