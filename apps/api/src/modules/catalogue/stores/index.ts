import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireHost } from '../../../plugins/session';
import { errorResponses } from '../../../lib/error-responses';
import { copyCatalogue } from '../products/catalogue-copy.repository';
import {
  ZStoreCreateBodySchema,
  ZStoreParamsSchema,
  ZStorePatchBodySchema,
  ZVisibilityBodySchema,
} from './stores.schemas';
import { ZHostStoreSchema, ZStoreVisibilitySchema } from '@stayfront/core/contract';
import {
  copyStore,
  createStore,
  loadOwnerStore,
  patchStore,
  presentHostStore,
  setStoreVisibility,
} from './stores.service';
import { catalogueDepsOf } from '../deps';

const errors = errorResponses(400, 401, 403, 404);

const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = catalogueDepsOf(app);
  app.post(
    '/services/store/create/',
    {
      schema: {
        tags: ['stores'],
        summary: 'Create a store',
        body: ZStoreCreateBodySchema,
        response: { 201: ZHostStoreSchema, ...errors },
      },
    },
    async (request, reply) => {
      const store = await createStore(deps, requireHost(request), request.body);
      return reply.status(201).send(store);
    },
  );

  app.post(
    '/services/store/copy/:id/',
    {
      schema: {
        tags: ['stores'],
        summary: 'Duplicate a store with its products, under the values sent',
        params: ZStoreParamsSchema,
        body: ZStoreCreateBodySchema,
        response: { 201: ZHostStoreSchema, ...errors },
      },
    },
    async (request, reply) => {
      const store = await copyStore(
        deps,
        requireHost(request),
        request.params.id,
        request.body,
        copyCatalogue,
      );
      return reply.status(201).send(store);
    },
  );

  app.get(
    '/services/store/:id/',
    {
      schema: {
        tags: ['stores'],
        summary: 'A store of the signed-in owner',
        params: ZStoreParamsSchema,
        response: { 200: ZHostStoreSchema, ...errors },
      },
    },
    async (request) => {
      const row = await loadOwnerStore(app.db, requireHost(request), request.params.id);
      return presentHostStore(deps, row);
    },
  );

  app.patch(
    '/services/store/:id/',
    {
      schema: {
        tags: ['stores'],
        summary:
          'Update a store: form fields, share and tutorial flags, archive (isActive false), enterprise info',
        params: ZStoreParamsSchema,
        body: ZStorePatchBodySchema,
        response: { 200: ZHostStoreSchema, ...errors },
      },
    },
    async (request) => {
      const row = await patchStore(deps, requireHost(request), request.params.id, request.body);
      return presentHostStore(deps, row);
    },
  );

  app.patch(
    '/services/store/:id/set-visibility/',
    {
      schema: {
        tags: ['stores'],
        summary: 'Make a store active or inactive for guests',
        params: ZStoreParamsSchema,
        body: ZVisibilityBodySchema,
        response: { 200: ZStoreVisibilitySchema, ...errors },
      },
    },
    async (request) => {
      const store = await setStoreVisibility(
        deps,
        requireHost(request),
        request.params.id,
        request.body.is_visible,
      );
      return { ok: true as const, is_visible: store.isVisible };
    },
  );
};

export default storeRoutes;
