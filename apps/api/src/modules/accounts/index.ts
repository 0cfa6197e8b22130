import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PASSWORD_MIN_LENGTH, ZGuestCreateSchema, ZOwnerSignupSchema } from '@stayfront/core';
import { z } from 'zod';
import { ZDetailSchema, ZFieldErrorsSchema } from '../auth/session-user.schema';
import { createAnonymousGuest, createOwnerAccount } from './accounts.service';

const ZGuestBodySchema = ZGuestCreateSchema.extend({
  password: ZGuestCreateSchema.shape.password.refine(
    (p) => p.length >= PASSWORD_MIN_LENGTH,
    `Ensure this field has at least ${PASSWORD_MIN_LENGTH} characters.`,
  ),
});

const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/services/owner/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign up as a host (owner); log in afterwards with jwt/login/',
        body: ZOwnerSignupSchema,
        response: {
          201: z.object({ user: z.object({ email: z.string(), id: z.string() }) }),
          400: ZFieldErrorsSchema,
          429: ZDetailSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = await createOwnerAccount(app, request.body, request.ip);
      return reply.status(201).send({ user: { email: user.email, id: user.id } });
    },
  );

  app.post(
    '/services/guest/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create an anonymous guest account; log in afterwards with the returned e-mail',
        body: ZGuestBodySchema,
        response: { 201: z.object({ email: z.string() }), 400: ZFieldErrorsSchema },
      },
    },
    async (request, reply) => {
      const user = await createAnonymousGuest(app, request.body.password, request.ip);
      return reply.status(201).send({ email: user.email });
    },
  );
};

export default accountsRoutes;
