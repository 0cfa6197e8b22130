import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
/** Where the partners journey starts its fake Hostaway, Lodgify and Guesty (tests/partners). */
export const fakePartnersPort = port + 10_000;
/** Where the social sign-in journey starts its fake Google (tests/social-sign-in). */
export const fakeGooglePort = port + 10_001;
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  // A file's tests run in order in one worker; files run two at a time. Each test makes its own
  // host and guest, and a file that starts a server of its own picks its worker's port.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Two browsers, the server and PostgreSQL share two cores. On a slow machine (a CI run there
  // took twice as long as usual) a host page's first load passed 10 s and failed its file on the
  // retry as well; waiting longer costs a passing test nothing.
  timeout: 180_000,
  expect: { timeout: 25_000 },
  reporter: process.env.CI_REPORT_DIR
    ? [['list'], ['json', { outputFile: path.join(process.env.CI_REPORT_DIR, 'playwright.json') }]]
    : [['list']],
  outputDir: path.join(root, 'test-results'),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node ${path.join(root, 'apps/api/dist/server.js')}`,
    url: `${baseURL}/api/health/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(root, 'data/e2e'),
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      LOG_LEVEL: 'warn',
      HOSTAWAY_API_URL: `http://127.0.0.1:${fakePartnersPort}`,
      LODGIFY_API_URL: `http://127.0.0.1:${fakePartnersPort}`,
      GUESTY_API_URL: `http://127.0.0.1:${fakePartnersPort}/guesty`,
      OWNERREZ_CLIENT_ID: 'ownerrez-client',
      OWNERREZ_CLIENT_SECRET: 'ownerrez-secret',
      OWNERREZ_AUTHORIZE_URL: `http://127.0.0.1:${fakePartnersPort}/ownerrez/oauth/authorize`,
      OWNERREZ_TOKEN_URL: `http://127.0.0.1:${fakePartnersPort}/ownerrez/oauth/token`,
      OWNERREZ_API_URL: `http://127.0.0.1:${fakePartnersPort}/ownerrez`,
      HOSPITABLE_CONNECT_API_KEY: 'hospitable-connect-token',
      HOSPITABLE_CONNECT_API_URL: `http://127.0.0.1:${fakePartnersPort}/connect`,
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_OAUTH_BASE_URL: `http://127.0.0.1:${fakeGooglePort}`,
      // Every journey signs up and logs in from 127.0.0.1; the real limits would stop the run.
      RATE_LIMIT_SCALE: '100',
    },
  },
});
