import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { trustProxyOption, type AppConfig } from './config';
import type { Db } from './db/client';
import { localUploadsDir } from './lib/image-storage';
import { errorSerializer } from './lib/log-serializers';
import type { Mailer } from './lib/mailer/mailer';
import { defaultRateLimits, type RateLimits } from './lib/rate-limit';
import { validatorCompiler } from './lib/validation';
import accountsRoutes from './modules/identity/accounts/index';
import approvalRoutes from './modules/commerce/requests/decisions.routes';
import appConfigRoutes from './modules/platform/app-config/index';
import authRoutes from './modules/identity/auth/index';
import { createAuthLoader } from './modules/identity/auth/sessions.service';
import cartRoutes from './modules/commerce/cart/index';
import checkoutRoutes from './modules/commerce/checkout/index';
import cohostRoutes from './modules/identity/cohosts/index';
import healthRoutes from './modules/platform/health/index';
import localVendorRoutes from './modules/catalogue/local-vendors/index';
import masqueradeRoutes from './modules/identity/masquerade/index';
import offerRoutes from './modules/catalogue/offers/index';
import orderRoutes from './modules/commerce/orders/index';
import payoutRoutes from './modules/commerce/payouts/index';
import reconciliationJobs from './modules/commerce/reconciliation/index';
import ownerRoutes from './modules/identity/owners/index';
import productRoutes from './modules/catalogue/products/index';
import requestRoutes from './modules/commerce/requests/index';
import salesRoutes from './modules/reporting/sales/index';
import servicesCalendarRoutes from './modules/reporting/services-calendar/index';
import partnerRoutes from './modules/catalogue/partners/index';
import signageRoutes from './modules/storefront/signage/index';
import passwordResetRoutes from './modules/identity/password-reset/index';
import socialAuthRoutes from './modules/identity/social-auth/index';
import storeRoutes from './modules/catalogue/stores/index';
import accountSettingsRoutes from './modules/identity/account-settings/index';
import subscriptionRoutes from './modules/identity/subscriptions/index';
import stripeWebhookRoutes from './modules/commerce/payment-webhooks/index';
import storefrontRoutes from './modules/storefront/pages/index';
import { storePage } from './modules/storefront/pages/store-page';
import uploadRoutes, { localUploadFiles } from './modules/catalogue/uploads/index';
import auditPlugin from './plugins/audit';
import csrfPlugin from './plugins/csrf';
import errorHandlerPlugin, {
  handleClientError,
  sendApiNotFound,
  sendFrameworkError,
} from './plugins/error-handler';
import jobsPlugin from './plugins/jobs';
import openapiPlugin from './plugins/openapi';
import paymentsPlugin from './plugins/payments';
import securityHeadersPlugin from './plugins/security-headers';
import smsPlugin from './plugins/sms';
import sessionPlugin from './plugins/session';
import spaPlugin from './plugins/spa';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  /** `db` for the guest's journey: see Database.guestDb. */
  guestDb: Db;
  mailer: Mailer;
  rateLimits?: RateLimits;
  /** Folder of the built web app; the SPA is served only when it exists. */
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    guestDb: Db;
    mailer: Mailer;
    rateLimits: RateLimits;
  }
}

const JSON_BODY_LIMIT = 1024 * 1024;

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      remove: true,
    },
    serializers: {
      // Query strings can carry OAuth codes and other secrets: log the path only.
      req: (req: { method: string; url: string; id: string }) => ({
        method: req.method,
        path: req.url.split('?')[0],
        id: req.id,
      }),
      err: errorSerializer,
    },
  };
}

export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(deps.config.LOG_LEVEL),
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: handleClientError,
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // JSON is the only text body the API reads; anything else is a 415, not a string for zod.
  app.removeContentTypeParser('text/plain');
  // Responses are built field by field by the serializers, so they are written as they are:
  // re-validating large lists with zod on every request cost most of the storefront's time.
  // The response schemas still document every call in the OpenAPI document.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('guestDb', deps.guestDb);
  app.decorate('mailer', deps.mailer);
  app.decorate('rateLimits', deps.rateLimits ?? defaultRateLimits);

  await app.register(errorHandlerPlugin);
  await app.register(cookie);
  await app.register(securityHeadersPlugin);
  await app.register(openapiPlugin);
  await app.register(csrfPlugin);
  await app.register(sessionPlugin, { loadAuth: createAuthLoader(deps.db) });
  await app.register(auditPlugin);
  await app.register(paymentsPlugin);
  await app.register(jobsPlugin);
  await app.register(smsPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(appConfigRoutes);
      await api.register(authRoutes);
      await api.register(accountsRoutes);
      await api.register(passwordResetRoutes);
      await api.register(cohostRoutes);
      await api.register(socialAuthRoutes);
      await api.register(masqueradeRoutes);
      await api.register(ownerRoutes);
      await api.register(storeRoutes);
      await api.register(productRoutes);
      await api.register(localVendorRoutes);
      await api.register(storefrontRoutes);
      await api.register(cartRoutes);
      await api.register(checkoutRoutes);
      await api.register(approvalRoutes);
      await api.register(stripeWebhookRoutes);
      await api.register(payoutRoutes);
      await api.register(reconciliationJobs);
      await api.register(subscriptionRoutes);
      await api.register(accountSettingsRoutes);
      await api.register(uploadRoutes);
      await api.register(orderRoutes);
      await api.register(requestRoutes);
      await api.register(servicesCalendarRoutes);
      await api.register(salesRoutes);
      await api.register(partnerRoutes);
      await api.register(signageRoutes);
      await api.register(offerRoutes);
      api.setNotFoundHandler(sendApiNotFound);
    },
    { prefix: '/api' },
  );

  if (!deps.config.S3_ENDPOINT) {
    mkdirSync(localUploadsDir(deps.config), { recursive: true });
    await app.register(localUploadFiles);
  }
  await app.register(spaPlugin, { distDir: deps.webDistDir, preparedPage: storePage });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
