import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the same zod schemas that validate the requests. */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${app.config.BRAND_NAME} API`,
        description:
          'Errors follow the Django REST format: 400 {field: [message], non_field_errors: [message]}, other statuses {detail}.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'stayfront_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
