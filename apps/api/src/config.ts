import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parsePlanPriceId, PARTNERS, PLAN_PRICE_IDS, type PlanPriceId } from '@stayfront/core';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url({ error: 'must be a URL such as https://example.com' }).optional());

/**
 * Whom X-Forwarded-For is believed from (Fastify's `trustProxy`): nobody, the nearest N hops, or
 * the listed proxies. "Everybody" is not offered: any client could then pick its own address and
 * step around every per-address limit.
 */
export type TrustProxy = false | number | string[];

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

export function parseTrustProxy(value: string): TrustProxy | null {
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value) <= 10 ? Number(value) : null;
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : null;
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count trusts the nearest N addresses whatever they
 * are (Fastify itself refuses bare numbers), so it is only for an API that cannot be reached
 * except through those proxies.
 */
export function trustProxyOption(
  value: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

const DEFAULT_STRIPE_PRICE_IDS = Object.fromEntries(
  PLAN_PRICE_IDS.map((id) => [id, `price_${id.toLowerCase()}`]),
) as Record<PlanPriceId, string>;

const DEFAULT_PLAN_PRICES: Record<PlanPriceId, string> = {
  PRO_MONTHLY: '29',
  PRO_YEARLY: '290',
  PRO_PLUS_MONTHLY: '59',
  PRO_PLUS_YEARLY: '590',
  ENTERPRISE_MONTHLY: '199',
  ENTERPRISE_YEARLY: '1990',
};

/**
 * `PRO_MONTHLY=a,PRO_YEARLY=b,...`: a value per plan and billing period. Keys left out keep
 * their default, so one price can be changed alone.
 */
function planPriceList<T>(value: z.ZodType<T>, defaults: Record<PlanPriceId, string>) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      const entries: Record<string, string> = { ...defaults };
      for (const pair of (text ?? '').split(',').filter((part) => part.trim() !== '')) {
        const [key, raw] = pair.split('=').map((part) => part.trim());
        if (!key || raw === undefined || !parsePlanPriceId(key)) {
          ctx.addIssue({
            code: 'custom',
            message: `${pair} is not PLAN_PERIOD=value (PLAN_PERIOD one of ${PLAN_PRICE_IDS.join(', ')})`,
          });
          return z.NEVER;
        }
        entries[key] = raw;
      }
      const out = {} as Record<PlanPriceId, T>;
      for (const id of PLAN_PRICE_IDS) {
        const parsed = value.safeParse(entries[id]);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: `${id}: ${parsed.error.issues[0]?.message}` });
          return z.NEVER;
        }
        out[id] = parsed.data;
      }
      return out;
    });
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Every setting the product reads, with its default. `npm start -- --help` prints this list. */
export const configDescriptions: Record<string, string> = {
  PORT: 'HTTP port (3000)',
  HOST: 'interface to listen on (127.0.0.1; use 0.0.0.0 in containers)',
  PUBLIC_URL:
    'the address users reach, for links in e-mails and share links (http://localhost:PORT)',
  DATA_DIR: 'embedded database, outbox and uploads (./data)',
  DATABASE_URL: 'PostgreSQL connection string; unset: embedded PGlite in DATA_DIR/db',
  SESSION_SECRET: 'signs session cookies, 32+ characters (generated once into DATA_DIR when unset)',
  BRAND_NAME: 'product name shown everywhere (Stayfront)',
  SUPPORT_EMAIL: 'support mailbox shown to users and sender of e-mails (support@stayfront.com)',
  MARKETING_URL: 'marketing site for the redirect screen and legal links (https://stayfront.com)',
  SMTP_URL: 'smtp(s)://user:pass@host:port for e-mail; unset: .eml files in DATA_DIR/outbox',
  STRIPE_SECRET_KEY: 'Stripe secret key; unset: the simulated payment provider',
  STRIPE_PUBLISHABLE_KEY: 'Stripe publishable key for the Payment Element',
  STRIPE_WEBHOOK_SECRET:
    'Stripe webhook signing secret (webhook URL: PUBLIC_URL/api/services/stripe/webhook/)',
  STRIPE_API_URL: "Stripe's API address (https://api.stripe.com)",
  STRIPE_PRICE_IDS:
    'Stripe price id per paid plan and billing period, PLAN_PERIOD=price_id separated by commas (price_pro_monthly, ...)',
  PLAN_PRICES:
    'price shown per paid plan and billing period in dollars, PLAN_PERIOD=amount separated by commas (PRO_MONTHLY=29, ...)',
  PAYOUT_TIMEZONE: 'time zone of the monthly payout run on the 7th (UTC)',
  PAYPAL_CLIENT_ID: 'PayPal REST app client id (enables real PayPal payouts); unset: simulated',
  PAYPAL_CLIENT_SECRET: 'PayPal REST app client secret',
  PAYPAL_API_URL: "PayPal's API address (https://api-m.paypal.com)",
  PAYPAL_WEBHOOK_ID: 'id of the PayPal webhook, to verify its deliveries',
  TWILIO_ACCOUNT_SID: 'Twilio account for SMS; unset: SMS go to the outbox',
  TWILIO_AUTH_TOKEN: 'Twilio auth token',
  TWILIO_FROM: 'Twilio sender number',
  TWILIO_API_URL: "Twilio's API address (https://api.twilio.com)",
  GOOGLE_CLIENT_ID: 'Google OAuth client id (enables Google sign-in)',
  GOOGLE_CLIENT_SECRET: 'Google OAuth client secret',
  GOOGLE_OAUTH_BASE_URL: 'OpenID issuer base for Google (https://accounts.google.com)',
  FACEBOOK_CLIENT_ID: 'Facebook app id (enables Facebook sign-in)',
  FACEBOOK_CLIENT_SECRET: 'Facebook app secret',
  FACEBOOK_OAUTH_BASE_URL: 'Facebook dialog base (https://www.facebook.com/v19.0)',
  FACEBOOK_GRAPH_URL: 'Facebook Graph API base (https://graph.facebook.com/v19.0)',
  S3_ENDPOINT: 'S3-compatible endpoint for uploads; unset: DATA_DIR/uploads',
  S3_BUCKET: 'bucket for uploads',
  S3_REGION: 'region of the bucket (us-east-1)',
  S3_ACCESS_KEY_ID: 'access key for the bucket',
  S3_SECRET_ACCESS_KEY: 'secret key for the bucket',
  S3_PUBLIC_URL: 'public base URL of uploaded files',
  HOSTAWAY_API_URL: "Hostaway's API address (https://api.hostaway.com)",
  LODGIFY_API_URL: "Lodgify's API address (https://api.lodgify.com)",
  GUESTY_API_URL: "Guesty's Open API address, also Guesty Lite's (https://open-api.guesty.com)",
  OWNERREZ_CLIENT_ID: 'OwnerRez OAuth app client id (enables the OwnerRez import)',
  OWNERREZ_CLIENT_SECRET: 'OwnerRez OAuth app client secret',
  OWNERREZ_AUTHORIZE_URL: 'OwnerRez authorization page (https://app.ownerrez.com/oauth/authorize)',
  OWNERREZ_TOKEN_URL: 'OwnerRez token endpoint (https://api.ownerrez.com/oauth/access_token)',
  OWNERREZ_API_URL: "OwnerRez's API address (https://api.ownerrez.com)",
  HOSPITABLE_CLIENT_ID: 'Hospitable OAuth client id (enables the Hospitable import)',
  HOSPITABLE_CLIENT_SECRET: 'Hospitable OAuth client secret',
  HOSPITABLE_AUTHORIZE_URL:
    'Hospitable authorization page (https://auth.hospitable.com/oauth/authorize)',
  HOSPITABLE_TOKEN_URL: 'Hospitable token endpoint (https://auth.hospitable.com/oauth/token)',
  HOSPITABLE_API_URL: "Hospitable's public API address (https://public.api.hospitable.com)",
  HOSPITABLE_CONNECT_API_KEY:
    'Hospitable Connect partner token (enables the Airbnb import through Hospitable Connect)',
  HOSPITABLE_CONNECT_API_URL:
    "Hospitable Connect's API address (https://connect.hospitable.com/api/v1)",
  TURNO_CLIENT_ID: 'Turno OAuth client id (enables the Turno import)',
  TURNO_CLIENT_SECRET: 'Turno OAuth client secret',
  TURNO_AUTHORIZE_URL: 'Turno authorization page (https://app.turno.com/oauth/authorize)',
  TURNO_TOKEN_URL: 'Turno token endpoint (https://api.turno.com/oauth/token)',
  TURNO_API_URL: "Turno's API address (https://api.turno.com)",
  PARTNER_CREDENTIALS_KEY:
    'encrypts saved partner credentials, 32+ characters (derived from SESSION_SECRET when unset)',
  PARTNER_TIMEOUT_MS: 'how long a call to a partner may take, in milliseconds (15000)',
  PARTNER_VIDEO_URLS:
    'how-it-works videos on the partner landings, e.g. hostaway=https://...,lodgify=https://...',
  TRUST_PROXY:
    'which proxies X-Forwarded-For is believed from: a hop count (1 = one load balancer) or a comma-separated list of proxy addresses or CIDR ranges (false: none)',
  RATE_LIMIT_SCALE:
    'multiplies the sign-in, sign-up, reset and upload rate limits, e.g. for test runs (1)',
  LOG_LEVEL: 'pino log level (info)',
  NODE_ENV: 'production makes cookies Secure when PUBLIC_URL is https',
};

/** `hostaway=https://a,lodgify=https://b` as a record; malformed pairs are left to zod. */
function parseVideoUrls(value: string): Record<string, string> {
  const entries = value
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? [pair, ''] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    });
  return Object.fromEntries(entries);
}

const ZConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  SESSION_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  BRAND_NAME: z.string().trim().min(1).default('Stayfront'),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@stayfront.com'),
  MARKETING_URL: z.url().default('https://stayfront.com'),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  STRIPE_PRICE_IDS: planPriceList(
    z.string().regex(/^[\w-]+$/, 'must be a price id such as price_1AbC'),
    DEFAULT_STRIPE_PRICE_IDS,
  ),
  PLAN_PRICES: planPriceList(
    z.coerce
      .number()
      .min(0)
      .max(100_000)
      .transform((dollars) => Math.round(dollars * 100)),
    DEFAULT_PLAN_PRICES,
  ),
  PAYOUT_TIMEZONE: z
    .string()
    .trim()
    .default('UTC')
    .refine(isTimeZone, 'must be an IANA time zone such as America/New_York'),
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  PAYPAL_API_URL: z.url().default('https://api-m.paypal.com'),
  PAYPAL_WEBHOOK_ID: optionalString,
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_OAUTH_BASE_URL: z.url().default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  FACEBOOK_OAUTH_BASE_URL: z.url().default('https://www.facebook.com/v19.0'),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v19.0'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalUrl,
  HOSTAWAY_API_URL: z.url().default('https://api.hostaway.com'),
  LODGIFY_API_URL: z.url().default('https://api.lodgify.com'),
  GUESTY_API_URL: z.url().default('https://open-api.guesty.com'),
  OWNERREZ_CLIENT_ID: optionalString,
  OWNERREZ_CLIENT_SECRET: optionalString,
  OWNERREZ_AUTHORIZE_URL: z.url().default('https://app.ownerrez.com/oauth/authorize'),
  OWNERREZ_TOKEN_URL: z.url().default('https://api.ownerrez.com/oauth/access_token'),
  OWNERREZ_API_URL: z.url().default('https://api.ownerrez.com'),
  HOSPITABLE_CLIENT_ID: optionalString,
  HOSPITABLE_CLIENT_SECRET: optionalString,
  HOSPITABLE_AUTHORIZE_URL: z.url().default('https://auth.hospitable.com/oauth/authorize'),
  HOSPITABLE_TOKEN_URL: z.url().default('https://auth.hospitable.com/oauth/token'),
  HOSPITABLE_API_URL: z.url().default('https://public.api.hospitable.com'),
  HOSPITABLE_CONNECT_API_KEY: optionalString,
  HOSPITABLE_CONNECT_API_URL: z.url().default('https://connect.hospitable.com/api/v1'),
  TURNO_CLIENT_ID: optionalString,
  TURNO_CLIENT_SECRET: optionalString,
  TURNO_AUTHORIZE_URL: z.url().default('https://app.turno.com/oauth/authorize'),
  TURNO_TOKEN_URL: z.url().default('https://api.turno.com/oauth/token'),
  TURNO_API_URL: z.url().default('https://api.turno.com'),
  PARTNER_CREDENTIALS_KEY: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  PARTNER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  PARTNER_VIDEO_URLS: optionalString
    .transform((value) => parseVideoUrls(value ?? ''))
    .pipe(z.partialRecord(z.enum(PARTNERS), z.url({ error: 'must be partner=https://... pairs' }))),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if (parsed === null) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be false, a hop count such as 1, or proxy addresses / CIDR ranges separated by commas ("true" would believe any client\'s X-Forwarded-For)',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(10_000).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

type RawConfig = z.infer<typeof ZConfigSchema>;

export interface AppConfig extends Omit<RawConfig, 'PUBLIC_URL' | 'SESSION_SECRET'> {
  PUBLIC_URL: string;
  SESSION_SECRET: string;
}

export class ConfigError extends Error {}

function formatIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('\n');
}

function loadOrCreateSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads and checks the environment; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${formatIssues(parsed.error)}`);
  }
  const raw = parsed.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  return {
    ...raw,
    DATA_DIR: dataDir,
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    SESSION_SECRET: raw.SESSION_SECRET ?? loadOrCreateSessionSecret(dataDir),
  };
}
