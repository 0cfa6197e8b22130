import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PASSWORD_MIN_LENGTH, ZGuestCreateSchema, ZOwnerSignupSchema } from '@stayfront/core';
import { z } from 'zod';
import { ZSessionUserSchema } from '@stayfront/core/contract';
import { errorResponses } from '../../../lib/error-responses';
import { adoptNewGuestSession } from '../auth/sessions.service';
import { createAnonymousGuest, createOwnerAccount } from './accounts.service';
import { removeStaleAnonymousGuests } from './stale-guests';
import { identityDepsOf } from '../deps';

const ZGuestBodySchema = ZGuestCreateSchema.extend({
  // Optional beyond the spec: only a client that wants the spec's follow-up login needs one (the
  // web app does not, and its guests cost no password hash).
  password: ZGuestCreateSchema.shape.password
    .refine(
      (p) => p.length >= PASSWORD_MIN_LENGTH,
      `Ensure this field has at least ${PASSWORD_MIN_LENGTH} characters.`,
    )
    .optional(),
});

const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = identityDepsOf(app);
  // A new guest is the first step of the guest's journey (Database.guestDb).
  const onGuestPath = { ...deps, db: app.guestDb };
  app.jobs.schedule({
    name: 'accounts-remove-stale-guests',
    cron: '23 3 * * *',
    run: async () => {
      const removed = await removeStaleAnonymousGuests(app.db);
      app.log.info({ removed }, 'stale anonymous guests removed');
    },
  });
  app.post(
    '/services/owner/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign up as a host (owner); log in afterwards with jwt/login/',
        body: ZOwnerSignupSchema,
        response: {
          201: z.object({ user: z.object({ email: z.string(), id: z.string() }) }),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      const { user } = await createOwnerAccount(deps, request.body, request.ip);
      return reply.status(201).send({ user: { email: user.email, id: user.id } });
    },
  );

  app.post(
    '/services/guest/',
    {
      schema: {
        tags: ['accounts'],
        summary:
          "Create an anonymous guest account and its session in one call (not a sign-in: no sign-in limit applies); the answer is the session user, with the e-mail the spec's follow-up login may use",
        body: ZGuestBodySchema,
        response: { 201: ZSessionUserSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const guest = await createAnonymousGuest(onGuestPath, request.body.password, request.ip);
      return reply.status(201).send(await adoptNewGuestSession(request, reply, guest));
    },
  );
};

export default accountsRoutes;
