import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZSignageEmailedSchema,
  ZSignageImageSchema,
  ZSignageListSchema,
} from '@stayfront/core/contract';
import { z } from 'zod';
import { requireHost } from '../../../plugins/session';
import { errorResponses } from '../../../lib/error-responses';
import { emailSignage, listSignages, renderSignage } from './signage.service';
import { storefrontDepsOf } from '../deps';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['signage'];
const ZStoreParamsSchema = z.object({ storeId: z.uuid({ error: 'Not found.' }) });
// Any text is accepted here so that an unknown design answers 404, as the spec's catalogue says.
const ZSignageParamsSchema = ZStoreParamsSchema.extend({ imageId: z.string().max(64) });

const signageRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = storefrontDepsOf(app);
  app.get(
    '/services/store/:storeId/signages/',
    {
      schema: {
        tags,
        summary: 'The sign designs of a store, each with a small PNG preview (data URL)',
        params: ZStoreParamsSchema,
        response: {
          200: ZSignageListSchema,
          ...errors,
        },
      },
    },
    async (request) => listSignages(deps, requireHost(request), request.params.storeId),
  );

  app.get(
    '/services/store/:storeId/signage/:imageId/',
    {
      schema: {
        tags,
        summary: 'One sign as a print-ready PNG (300 dpi), base64 in data.signage',
        params: ZSignageParamsSchema,
        response: { 200: ZSignageImageSchema, ...errors },
      },
    },
    async (request) => {
      const { storeId, imageId } = request.params;
      const { png } = await renderSignage(deps, requireHost(request), storeId, imageId);
      return { data: { signage: png.toString('base64') } };
    },
  );

  app.post(
    '/services/store/:storeId/signage/:imageId/email/',
    {
      schema: {
        tags,
        summary: 'E-mail one sign to the signed-in host as a PNG attachment',
        params: ZSignageParamsSchema,
        response: {
          200: ZSignageEmailedSchema,
          ...errors,
          ...errorResponses(503),
        },
      },
    },
    async (request) => {
      const { storeId, imageId } = request.params;
      const data = await emailSignage(deps, requireHost(request), storeId, imageId);
      return { ok: true as const, data };
    },
  );
};

export default signageRoutes;
