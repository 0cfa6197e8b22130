import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOfferSchema } from '@stayfront/core';
import { ZOfferAnswerSchema, ZOfferListSchema } from '@stayfront/core/contract';
import { z } from 'zod';
import { requireHost, requireSupport } from '../../../plugins/session';
import { errorResponses } from '../../../lib/error-responses';
import { changeOffer, createOffer, findOffers, removeOffer } from './offers.service';

const errors = errorResponses(400, 401, 403, 404);
const ZListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
const ZIdParamsSchema = z.object({ id: z.uuid({ error: 'Not found.' }) });

const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services/offers/',
    {
      schema: {
        tags: ['offers'],
        summary: 'Partner perks for hosts, newest first',
        querystring: ZListQuerySchema,
        response: { 200: ZOfferListSchema, ...errors },
      },
    },
    async (request) => {
      requireHost(request);
      return findOffers(app.db, request.query.limit, request.query.offset);
    },
  );

  app.get(
    '/services/admin/offers/',
    {
      schema: {
        tags: ['support'],
        summary: 'Support: the offers',
        querystring: ZListQuerySchema,
        response: { 200: ZOfferListSchema, ...errors },
      },
    },
    async (request) => {
      requireSupport(request);
      return findOffers(app.db, request.query.limit, request.query.offset);
    },
  );

  app.post(
    '/services/admin/offers/',
    {
      schema: {
        tags: ['support'],
        summary: 'Support: add an offer',
        body: ZOfferSchema,
        response: { 201: ZOfferAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireSupport(request);
      return reply.status(201).send(await createOffer(app.db, request.body));
    },
  );

  app.put(
    '/services/admin/offers/:id/',
    {
      schema: {
        tags: ['support'],
        summary: 'Support: change an offer',
        params: ZIdParamsSchema,
        body: ZOfferSchema,
        response: { 200: ZOfferAnswerSchema, ...errors },
      },
    },
    async (request) => {
      requireSupport(request);
      return changeOffer(app.db, request.params.id, request.body);
    },
  );

  app.delete(
    '/services/admin/offers/:id/',
    {
      schema: {
        tags: ['support'],
        summary: 'Support: delete an offer',
        params: ZIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      requireSupport(request);
      await removeOffer(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default offerRoutes;
