import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OAUTH_PARTNERS, PARTNERS } from '@stayfront/core';
import { z } from 'zod';

const ZAppConfigSchema = z.object({
  brandName: z.string(),
  supportEmail: z.string(),
  marketingUrl: z.string(),
  socialProviders: z.object({ 'google-oauth2': z.boolean(), facebook: z.boolean() }),
  partnerVideoUrls: z.partialRecord(z.enum(PARTNERS), z.string()),
  partnerOAuth: z.record(z.enum(OAUTH_PARTNERS), z.boolean()),
  /** Airbnb goes through Hospitable Connect, offered when its partner token is set. */
  hospitableConnect: z.boolean(),
});

/** What the web app needs to know about this deployment before anyone signs in. */
const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const body = {
    brandName: config.BRAND_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    marketingUrl: config.MARKETING_URL.replace(/\/+$/, ''),
    socialProviders: {
      'google-oauth2': Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
      facebook: Boolean(config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET),
    },
    partnerVideoUrls: config.PARTNER_VIDEO_URLS,
    partnerOAuth: {
      ownerrez: Boolean(config.OWNERREZ_CLIENT_ID && config.OWNERREZ_CLIENT_SECRET),
      hospitable: Boolean(config.HOSPITABLE_CLIENT_ID && config.HOSPITABLE_CLIENT_SECRET),
      turno: Boolean(config.TURNO_CLIENT_ID && config.TURNO_CLIENT_SECRET),
    },
    hospitableConnect: Boolean(config.HOSPITABLE_CONNECT_API_KEY),
  };
  app.get(
    '/services/app-config/',
    { schema: { tags: ['platform'], response: { 200: ZAppConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return body;
    },
  );
};

export default appConfigRoutes;
