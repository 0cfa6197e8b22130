import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZResetPasswordSchema, ZResetTokenRequestSchema } from '@stayfront/core';
import { ZOkSchema, ZSessionUserSchema } from '@stayfront/core/contract';
import { signIn } from '../auth/sessions.service';
import { DEVICE_COOKIE, readDeviceCookie, setDeviceCookie } from '../auth/device-cookie';
import { errorResponses } from '../../../lib/error-responses';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { identityDepsOf } from '../deps';

const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = identityDepsOf(app);
  app.post(
    '/services/password-reset/generate-reset-token/',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link',
        body: ZResetTokenRequestSchema,
        response: {
          200: ZOkSchema,
          ...errorResponses(400, 429, 503),
        },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email, request.ip);
      return { ok: true as const };
    },
  );

  app.post(
    '/services/password-reset/reset-password/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token; signs the user in',
        body: ZResetPasswordSchema,
        response: { 200: ZSessionUserSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const user = await resetPassword(deps, request.body.token, request.body.password);
      // Whoever could reset the password is the owner: this browser is trusted from now on.
      const device = readDeviceCookie(app.config.SESSION_SECRET, request.cookies[DEVICE_COOKIE]);
      setDeviceCookie(request, reply, user.id, device);
      return signIn(request, reply, user);
    },
  );
};

export default passwordResetRoutes;
