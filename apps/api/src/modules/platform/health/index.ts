import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './health.repository';

const ZHealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
});

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: { 200: ZHealthSchema, 503: ZHealthSchema },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error', database: 'error' });
      }
    },
  );
};

export default healthRoutes;
