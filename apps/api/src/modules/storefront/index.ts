import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUBDOMAIN_PATTERN } from '@stayfront/core';
import { z } from 'zod';
import { notFound } from '../../errors';
import { ZDetailSchema } from '../auth/session-user.schema';
import { findStore, findStoreIdBySubdomain } from '../stores/stores.repository';
import { ZGuestStoreSchema, toGuestStore } from '../stores/stores.serializers';

const storefrontRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => {
      const id = request.params.id;
      const row = z.uuid().safeParse(id).success ? await findStore(app.db, id) : undefined;
      if (!row || !row.store.isActive || !row.store.isVisible) throw notFound();
      return toGuestStore(row, app.config.PUBLIC_URL);
    },
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
