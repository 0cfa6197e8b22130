import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAppConfigSchema, type TAppConfig } from '@stayfront/core/contract';

/** What the web app needs to know about this deployment before anyone signs in. */
const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const body: TAppConfig = {
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
