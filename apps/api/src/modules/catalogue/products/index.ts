import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_TEMPLATES } from '@stayfront/core';
import { requireHost } from '../../../plugins/session';
import { errorResponses } from '../../../lib/error-responses';
import { ZStoreParamsSchema } from '../stores/stores.schemas';
import {
  ZProductCreateBodySchema,
  ZProductParamsSchema,
  ZProductUpdateBodySchema,
  ZReorderBodySchema,
  ZStoreProductsQuerySchema,
  ZUpdateActiveBodySchema,
} from './products.schemas';
import {
  ZHostProductListSchema,
  ZHostProductSchema,
  ZOkSchema,
  ZProductTemplateListSchema,
  ZProductUpdatedSchema,
  ZProductsAddedSchema,
  ZProductsDeletedSchema,
} from '@stayfront/core/contract';
import {
  createProduct,
  deleteProduct,
  listProductsForHost,
  massDeleteProduct,
  propagateProduct,
  reorderProducts,
  setProductActive,
  updateProduct,
} from './products.service';
import { catalogueDepsOf } from '../deps';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['products'];

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = catalogueDepsOf(app);
  app.get(
    '/services/product/templates/',
    {
      schema: {
        tags,
        summary: 'The built-in product templates',
        response: { 200: ZProductTemplateListSchema },
      },
    },
    async () => ({
      count: PRODUCT_TEMPLATES.length,
      limit: PRODUCT_TEMPLATES.length,
      results: [...PRODUCT_TEMPLATES],
    }),
  );

  app.get(
    '/services/store/:id/products/',
    {
      schema: {
        tags,
        summary:
          "A store's products for its host, in tile order (category: all, in-home, local-products)",
        params: ZStoreParamsSchema,
        querystring: ZStoreProductsQuerySchema,
        response: {
          200: ZHostProductListSchema,
          ...errors,
        },
      },
    },
    async (request) =>
      listProductsForHost(deps, requireHost(request), request.params.id, request.query.category),
  );

  app.post(
    '/services/product/create/',
    {
      schema: {
        tags,
        summary: 'Create a product; mass_create adds the tile to all stores',
        body: ZProductCreateBodySchema,
        response: { 201: ZHostProductSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createProduct(deps, requireHost(request), request.body)),
  );

  app.post(
    '/services/product/:id/update/',
    {
      schema: {
        tags,
        summary: 'Update a product; massUpdate updates its group, massCreate adds it to all stores',
        params: ZProductParamsSchema,
        body: ZProductUpdateBodySchema,
        response: { 200: ZProductUpdatedSchema, ...errors },
      },
    },
    async (request) => updateProduct(deps, requireHost(request), request.params.id, request.body),
  );

  app.post(
    '/services/product/:id/update-active/',
    {
      schema: {
        tags,
        summary: 'Switch a product on or off',
        params: ZProductParamsSchema,
        body: ZUpdateActiveBodySchema,
        response: { 200: ZHostProductSchema, ...errors },
      },
    },
    async (request) =>
      setProductActive(deps, requireHost(request), request.params.id, request.body.is_active),
  );

  app.post(
    '/services/product/:id/delete/',
    {
      schema: {
        tags,
        summary: 'Delete a product from its store',
        params: ZProductParamsSchema,
        response: { 200: ZOkSchema, ...errors },
      },
    },
    async (request) => {
      await deleteProduct(deps, requireHost(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/services/product/:id/propagate/',
    {
      schema: {
        tags,
        summary: 'Add the tile to all stores of the owner',
        params: ZProductParamsSchema,
        response: {
          200: ZProductsAddedSchema,
          ...errors,
        },
      },
    },
    async (request) => propagateProduct(deps, requireHost(request), request.params.id),
  );

  app.post(
    '/services/product/:id/mass-delete/',
    {
      schema: {
        tags,
        summary: 'Delete the tile from all stores',
        params: ZProductParamsSchema,
        response: { 200: ZProductsDeletedSchema, ...errors },
      },
    },
    async (request) => massDeleteProduct(deps, requireHost(request), request.params.id),
  );

  app.post(
    '/services/product/reorder/',
    {
      schema: {
        tags,
        summary: 'Save the tile order of a store',
        body: ZReorderBodySchema,
        response: { 200: ZOkSchema, ...errors },
      },
    },
    async (request) =>
      reorderProducts(
        deps,
        requireHost(request),
        request.body.storeId,
        request.body.productsPositions,
      ),
  );
};

export default productRoutes;
