import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CREDENTIAL_PARTNERS,
  IMPORT_PARTNERS,
  OAUTH_PARTNERS,
  PARTNER_LABEL,
  partnerListingsPath,
  ZGuestyCredentialsSchema,
  ZHostawayCredentialsSchema,
  ZLodgifyCredentialsSchema,
  ZMassImportBodySchema,
  type CredentialPartner,
} from '@stayfront/core';
import { z } from 'zod';
import { requireHost } from '../../../plugins/session';
import { errorResponses } from '../../../lib/error-responses';
import partnerOAuthRoutes from './oauth-routes';
import {
  connectHospitableConnect,
  connectPartner,
  credentialsExist,
  getMassImport,
  getStoreIntegrations,
  getStoresByPlatform,
  listPartnerProperties,
  MASS_IMPORT_QUEUE,
  runMassImport,
  startMassImport,
  syncLinkedStores,
} from './partners.service';
import { catalogueDepsOf } from '../deps';

const errors = errorResponses(400, 401, 403, 404, 409, 503);

const CREDENTIAL_BODY: Record<CredentialPartner, z.ZodType> = {
  guesty: ZGuestyCredentialsSchema,
  guesty_lite: ZGuestyCredentialsSchema,
  hostaway: ZHostawayCredentialsSchema,
  lodgify: ZLodgifyCredentialsSchema,
};

const ZListingSchema = z.object({
  externalId: z.string(),
  storeName: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  street1: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  existingImportSource: z.object({ storeId: z.string() }).nullable(),
});

const ZRowResultSchema = z.object({
  externalId: z.string(),
  action: z.string(),
  storeId: z.string().nullable(),
  ok: z.boolean(),
  error: z.string().nullable(),
  warning: z.string().nullable(),
});

/**
 * Property import from partners (spec: partner landing, import page; DESIGN.md "Partners").
 * Each partner's paths are static, so an unknown partner name is a plain 404.
 */
const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = catalogueDepsOf(app);
  app.jobs.schedule({
    name: 'partners-daily-sync',
    cron: '30 6 * * *',
    run: () => syncLinkedStores(deps),
  });
  app.jobs.queue({
    name: MASS_IMPORT_QUEUE,
    work: (data) => runMassImport(deps, String(data.massStoreRequestId)),
  });
  await app.register(partnerOAuthRoutes);

  for (const platform of IMPORT_PARTNERS) {
    app.get(
      `/${partnerListingsPath(platform)}`,
      {
        schema: {
          tags: ['partners'],
          summary: `Every ${PARTNER_LABEL[platform]} listing, with the store it is linked to`,
          response: { 200: z.array(ZListingSchema), ...errors },
        },
      },
      async (request) => listPartnerProperties(deps, requireHost(request), platform),
    );
  }

  app.post(
    '/services/hospitableconnect/connect/',
    {
      schema: {
        tags: ['partners'],
        summary: 'Connect Airbnb through Hospitable Connect: the page the browser goes to next',
        response: { 200: z.object({ returnUrl: z.string() }), ...errors },
      },
    },
    async (request) => connectHospitableConnect(deps, requireHost(request)),
  );

  for (const platform of OAUTH_PARTNERS) {
    app.get(
      `/services/${platform}/user/`,
      {
        schema: {
          tags: ['partners'],
          summary: `Whether the owner connected ${PARTNER_LABEL[platform]} (OAuth)`,
          response: { 200: z.object({ exist: z.boolean() }), ...errors },
        },
      },
      async (request) => ({
        exist: await credentialsExist(deps, requireHost(request), platform),
      }),
    );
  }

  for (const platform of CREDENTIAL_PARTNERS) {
    const label = PARTNER_LABEL[platform];
    app.get(
      `/services/${platform}/oauth/get/`,
      {
        schema: {
          tags: ['partners'],
          summary: `Whether ${label} credentials are saved (they are never returned)`,
          response: { 200: z.object({ exist: z.boolean() }), ...errors },
        },
      },
      async (request) => ({
        exist: await credentialsExist(deps, requireHost(request), platform),
      }),
    );

    app.post(
      `/services/${platform}/oauth/`,
      {
        schema: {
          tags: ['partners'],
          summary: `Check ${label} credentials against ${label}, then save them encrypted`,
          body: CREDENTIAL_BODY[platform],
          response: {
            200: z.object({
              ok: z.literal(true),
              data: z.object({ platform: z.string(), exist: z.literal(true) }),
            }),
            ...errors,
          },
        },
      },
      async (request) => {
        const auth = requireHost(request);
        await connectPartner(
          deps,
          auth,
          platform,
          request.body as Parameters<typeof connectPartner>[3],
        );
        return { ok: true as const, data: { platform, exist: true as const } };
      },
    );
  }

  app.post(
    '/services/store/mass-import/',
    {
      schema: {
        tags: ['partners'],
        summary: 'Create, link or unlink stores from partner listings (the import page)',
        body: ZMassImportBodySchema,
        response: {
          200: z.union([
            z.object({ massStoreRequestId: z.string() }),
            z.object({ isFinishedSync: z.literal(true), results: z.array(ZRowResultSchema) }),
          ]),
          ...errors,
        },
      },
    },
    async (request) => startMassImport(deps, requireHost(request), request.body),
  );

  app.get(
    '/services/store/mass-import/:massStoreRequestId/',
    {
      schema: {
        tags: ['partners'],
        summary: 'Status of a mass store request; results per listing once finished',
        params: z.object({ massStoreRequestId: z.uuid() }),
        response: {
          200: z.object({
            is_finished: z.boolean(),
            request: z.object({
              id: z.string(),
              platform: z.string(),
              date_created: z.string(),
              date_finished: z.string().nullable(),
              results: z.array(ZRowResultSchema),
            }),
          }),
          ...errors,
        },
      },
    },
    async (request) => getMassImport(deps, requireHost(request), request.params.massStoreRequestId),
  );

  app.get(
    '/services/store/:id/integrations/',
    {
      schema: {
        tags: ['partners'],
        summary: "A store's connected integrations",
        params: z.object({ id: z.uuid() }),
        response: {
          200: z.array(
            z.object({
              platform: z.string(),
              platform_id: z.string(),
              is_imported_source: z.boolean(),
              date_created: z.string(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => getStoreIntegrations(deps, requireHost(request), request.params.id),
  );

  app.get(
    '/services/store/by-platform/:platform/',
    {
      schema: {
        tags: ['partners'],
        summary: "The owner's stores a listing of this partner can be linked with",
        params: z.object({ platform: z.enum(IMPORT_PARTNERS) }),
        response: {
          200: z.array(
            z.object({
              id: z.string(),
              storeName: z.string(),
              image: z.string().nullable(),
              linkedPlatformId: z.string().nullable(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => getStoresByPlatform(deps, requireHost(request), request.params.platform),
  );
};

export default partnerRoutes;
