import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ZFieldErrorsSchema } from '../../../lib/error-responses';
import { ZApprovalNoteBodySchema, ZRequestViewSchema } from '@stayfront/core/contract';
import { cancelLapsingAuthorisations, releaseStaleReservations } from './request-sweeps';
import { decideRequest, getRequest } from './requests.service';

const tags = ['approvals'];
const errors = { ...errorResponses(400, 401, 403, 404, 503), 409: ZFieldErrorsSchema };
// Checked by the service, so that an unknown side or a malformed id is a plain 404.
const ZLinkParamsSchema = z.object({
  actorType: z.string().max(20),
  uuid: z.string().max(64),
});

/**
 * Order request pages: the link e-mailed to the guest or the merchant is what grants access; the
 * owner side also needs the session of the store's owner or a co-host.
 */
const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.schedule({
    name: 'requests-cancel-lapsing-authorisations',
    cron: '*/5 * * * *',
    run: () => cancelLapsingAuthorisations(app),
  });
  app.jobs.schedule({
    name: 'stock-release-expired-reservations',
    cron: '* * * * *',
    run: () => releaseStaleReservations(app),
  });
  app.get(
    '/services/purchase/:actorType/:uuid/',
    {
      schema: {
        tags,
        summary: 'A request as its guest, owner or merchant link shows it',
        params: ZLinkParamsSchema,
        response: { 200: ZRequestViewSchema, ...errors },
      },
    },
    async (request) => getRequest(app, request.auth, request.params.actorType, request.params.uuid),
  );

  for (const decision of ['approve', 'deny'] as const) {
    app.post(
      `/services/purchase/:actorType/:uuid/${decision}/`,
      {
        schema: {
          tags,
          summary:
            decision === 'approve'
              ? 'Approve a request (owner or merchant): the payment is captured, or charged to the saved card'
              : 'Deny a request (owner or merchant): the held payment is released',
          params: ZLinkParamsSchema,
          body: ZApprovalNoteBodySchema.optional(),
          response: { 200: ZRequestViewSchema, ...errors },
        },
      },
      async (request) =>
        decideRequest(
          app,
          request.auth,
          request.params.actorType,
          request.params.uuid,
          decision,
          request.body?.approval_note,
        ),
    );
  }

  app.post(
    '/services/purchase/:actorType/:uuid/cancel/',
    {
      schema: {
        tags,
        summary: 'Cancel a request (guest only, no body): the held payment is released',
        params: ZLinkParamsSchema,
        response: { 200: ZRequestViewSchema, ...errors },
      },
    },
    async (request) =>
      decideRequest(app, request.auth, request.params.actorType, request.params.uuid, 'cancel'),
  );
};

export default approvalRoutes;
