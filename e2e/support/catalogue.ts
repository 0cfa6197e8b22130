import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail, workerIndex } from './accounts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The catalogue journeys run on a server of their own (next to the runner's one): the support
 * user must be created with the CLI before the server opens its embedded database (PGlite is
 * one process at a time), and the sign-up and login rate limits then count for this file only.
 * Each parallel worker has its own port, so two such files can run at once.
 */
export const CATALOGUE_PORT = Number(process.env.E2E_PORT ?? 3100) + 50 + workerIndex();
export const catalogueBaseURL = `http://localhost:${CATALOGUE_PORT}`;

export interface CatalogueServer {
  supportEmail: string;
  supportPassword: string;
  /** The server's DATA_DIR (its outbox is in there). */
  dataDir: string;
  stop: () => Promise<void>;
}

async function waitForHealth(server: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode != null) throw new Error(`catalogue server exited (${server.exitCode})`);
    try {
      const response = await fetch(`${catalogueBaseURL}/api/health/`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('catalogue server did not start');
}

export async function startCatalogueServer(): Promise<CatalogueServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stayfront-catalogue-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(CATALOGUE_PORT),
    PUBLIC_URL: catalogueBaseURL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;

  const supportEmail = 'support.catalogue@example.com';
  const created = spawnSync(
    'node',
    [path.join(root, 'apps/api/dist/cli/create-support-user.js'), supportEmail],
    { env, encoding: 'utf8' },
  );
  const supportPassword = created.stdout.match(/Temporary password: (\S+)/)?.[1];
  if (!supportPassword) {
    throw new Error(`create-support-user failed: ${created.stdout} ${created.stderr}`);
  }

  let errors = '';
  const server = spawn('node', [path.join(root, 'apps/api/dist/server.js')], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  try {
    await waitForHealth(server);
  } catch (error) {
    server.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${errors}`);
  }

  return {
    supportEmail,
    supportPassword,
    dataDir,
    stop: async () => {
      if (server.exitCode == null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (server.exitCode == null) server.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestHost {
  email: string;
  ownerId: string;
  stores: { id: string; storeName: string }[];
}

/**
 * A host with stores in Boulder, CO 80302, signed in in the page's browser context. The stores
 * have the onboarding tutorial closed, so their dashboards do not send the host to /onboarding/.
 */
export async function createHostWithStores(page: Page, storeNames: string[]): Promise<TestHost> {
  const email = uniqueEmail('catalogue');
  const signUp = await page.request.post('/api/services/owner/', {
    data: { firstName: 'Ana', email, password: PASSWORD, isActive: true },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const login = await page.request.post('/api/jwt/login/', { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const me = (await login.json()) as { owner_id: string };
  const stores: TestHost['stores'] = [];
  for (const storeName of storeNames) {
    const response = await page.request.post('/api/services/store/create/', {
      data: {
        ownerId: me.owner_id,
        storeName,
        country: 'US',
        state: 'CO',
        city: 'Boulder',
        postalCode: '80302',
        street1: '1 Pearl Street',
        description: 'A cosy cabin near the Flatirons.',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const store = (await response.json()) as { id: string; storeName: string };
    const closed = await page.request.patch(`/api/services/store/${store.id}/`, {
      data: { hasClosedTutorial: true },
    });
    expect(closed.status(), await closed.text()).toBe(200);
    stores.push({ id: store.id, storeName: store.storeName });
  }
  return { email, ownerId: me.owner_id, stores };
}

interface TemplateBody {
  key: string;
  [field: string]: unknown;
}

/** Adds a built-in template to a store through the API; answers the product id. */
export async function createProductViaApi(
  page: Page,
  storeId: string,
  templateKey: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const list = await page.request.get('/api/services/product/templates/');
  const { results } = (await list.json()) as { results: TemplateBody[] };
  const { key: _key, ...template } = results.find((item) => item.key === templateKey)!;
  const response = await page.request.post('/api/services/product/create/', {
    data: { ...template, ...overrides, store_id: storeId, mass_create: false },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export const dashboardUrl = (storeId: string, tab?: string) =>
  tab ? `/dashboard/store/${storeId}/products/${tab}/` : `/dashboard/store/${storeId}/`;

/** The tile of a product on the dashboard. */
export function tile(page: Page, name: string): Locator {
  return page.locator('article', { has: page.getByRole('heading', { name, exact: true }) });
}

/** The names of the tiles, in the order shown. */
export async function tileNames(page: Page): Promise<string[]> {
  return page.locator('article h3').allTextContents();
}

/** Drags one element onto another in small steps (dnd-kit reacts to pointer moves). */
export async function dragOnto(page: Page, source: Locator, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await source.scrollIntoViewIfNeeded();
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 3);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 15, from.y + from.height / 3, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 3, { steps: 20 });
  await page.mouse.move(to.x + to.width / 2 + 2, to.y + to.height / 3, { steps: 2 });
  await page.mouse.up();
}

/** A small solid PNG on disk, for the image upload. */
export function writeTestPng(width = 96, height = 72): string {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x3c)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'catalogue-png-')), 'vendor.png');
  writeFileSync(file, png);
  return file;
}
