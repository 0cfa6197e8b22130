import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { createMailer } from '../lib/mailer/mailer';
import { defaultRateLimits, type RateLimits } from '../lib/rate-limit';
import { startSmtpSink } from './smtp-sink';
import type { Database } from '../db/client';
import { createTestDatabase } from './test-database';

export const TEST_PUBLIC_URL = 'http://localhost:3000';

const generousLimits: RateLimits = Object.fromEntries(
  Object.keys(defaultRateLimits).map((key) => [key, { limit: 10_000, windowSeconds: 60 }]),
) as unknown as RateLimits;

export interface TestAppOptions {
  env?: Record<string, string>;
  rateLimits?: Partial<RateLimits>;
  logger?: FastifyServerOptions['logger'];
  /** A database another test app uses too (a second API process); it is not closed here. */
  database?: Database;
}

/** The whole API on a fresh database, with a real SMTP server catching its e-mail. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await createTestDatabase());
  const smtp = await startSmtpSink();
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_PUBLIC_URL,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'stayfront-test-')),
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    guestDb: database.guestDb,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, outboxDir: '', from: config.SUPPORT_EMAIL }),
    rateLimits: { ...generousLimits, ...options.rateLimits },
    logger: options.logger ?? false,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    smtp,
    client: (): TestClient => new TestClient(app),
    async close() {
      await app.close();
      await smtp.close();
      if (!options.database) await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends requests through Fastify's injector and keeps cookies between them, like a browser. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: App) {}

  async request(
    method: Method,
    url: string,
    payload?: unknown,
    extra: Omit<InjectOptions, 'method' | 'url' | 'payload'> = {},
  ): Promise<LightMyRequestResponse> {
    const cookieHeader = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      method,
      url,
      ...(payload === undefined
        ? {}
        : typeof payload === 'string' || Buffer.isBuffer(payload)
          ? { payload }
          : { payload: payload as object }),
      ...extra,
      headers: { ...(cookieHeader ? { cookie: cookieHeader } : {}), ...extra.headers },
    });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, extra?: Omit<InjectOptions, 'method' | 'url' | 'payload'>) {
    return this.request('GET', url, undefined, extra);
  }

  post(url: string, payload?: unknown, extra?: Omit<InjectOptions, 'method' | 'url' | 'payload'>) {
    return this.request('POST', url, payload ?? {}, extra);
  }
}
