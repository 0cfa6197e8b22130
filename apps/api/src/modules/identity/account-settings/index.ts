import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZPasswordChangeSchema,
  ZPhoneNotificationSettingsSchema,
  ZProfileDetailsSchema,
} from '@stayfront/core';
import { ZPhoneSettingsAnswerSchema, ZProfileDetailsAnswerSchema } from '@stayfront/core/contract';
import { requireAuth, requireOwner } from '../../../plugins/session';
import { errorResponses, ZDetailSchema } from '../../../lib/error-responses';
import {
  changePassword,
  getPhoneNotificationSettings,
  savePhoneNotificationSettings,
  updateProfileDetails,
} from './account-settings.service';
import { identityDepsOf } from '../deps';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['account'];

const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = identityDepsOf(app);
  app.post(
    '/services/owner/update-profile-details/',
    {
      schema: {
        tags,
        summary:
          "Save the owner's name, e-mail and phone; a new e-mail ends every session (logged_out)",
        body: ZProfileDetailsSchema,
        response: {
          200: ZProfileDetailsAnswerSchema,
          ...errors,
        },
      },
    },
    async (request, reply) =>
      updateProfileDetails(deps, requireOwner(request), request.body, reply),
  );

  app.put(
    '/services/user/current/passwordchange/',
    {
      schema: {
        tags,
        summary: 'Change the password (the current one only when one is set); other sessions end',
        body: ZPasswordChangeSchema,
        response: { 200: ZDetailSchema, ...errors },
      },
    },
    async (request, reply) => changePassword(request, reply, requireAuth(request), request.body),
  );

  app.get(
    '/services/owner/phone-notification-settings/retrieve/',
    {
      schema: {
        tags,
        summary: "The owner's numbers for text notifications and the plan that limits them",
        response: { 200: ZPhoneSettingsAnswerSchema, ...errors },
      },
    },
    async (request) => getPhoneNotificationSettings(deps, requireOwner(request)),
  );

  app.post(
    '/services/owner/phone-notification-settings/update/',
    {
      schema: {
        tags,
        summary:
          "Replace the owner's numbers: Pro has one, Pro Plus up to 10, Basic none; all or nothing",
        body: ZPhoneNotificationSettingsSchema,
        response: { 200: ZPhoneSettingsAnswerSchema, ...errors },
      },
    },
    async (request) => savePhoneNotificationSettings(deps, requireOwner(request), request.body),
  );
};

export default accountSettingsRoutes;
