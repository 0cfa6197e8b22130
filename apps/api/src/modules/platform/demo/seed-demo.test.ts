import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, stores, users } from '../../../db/schema/index';
import { createImageStorage, readStoredImage } from '../../../lib/image-storage';
import { apiAssetPath } from '../../../lib/api-assets';
import { DEMO_COVERS_FOLDER, DEMO_STORES } from './demo-stores';
import { loadConfig } from '../../../config';
import { createTestDatabase } from '../../../testing/test-database';
import type { Database } from '../../../db/client';
import { DEMO_OWNER, seedDemoData } from './seed-demo';
import { verifyPassword } from '../../../lib/passwords';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('seedDemoData', () => {
  it('creates the demo host with two illustrated stores once, on an empty database', async () => {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'stayfront-demo-')),
      SESSION_SECRET: 'x'.repeat(40),
    });
    const storage = createImageStorage(config);
    const seeded = await seedDemoData(database, storage);
    expect(seeded?.stores.map((s) => s.city)).toEqual(['South Lake Tahoe', 'Austin']);
    expect(seeded?.stores.every((s) => s.image?.startsWith('/uploads/'))).toBe(true);
    for (const [index, { cover }] of DEMO_STORES.entries()) {
      expect(await readStoredImage(config, seeded!.stores[index]!.image!)).toEqual(
        readFileSync(apiAssetPath(DEMO_COVERS_FOLDER, cover.file)),
      );
    }
    const [user] = await database.db.select().from(users);
    expect(user!.email).toBe(DEMO_OWNER.email);
    expect(await verifyPassword(user!.passwordHash, DEMO_OWNER.password)).toBe(true);

    expect(await seedDemoData(database, storage)).toBeNull();
    expect(await database.db.$count(stores)).toBe(2);
    const [tahoe, austin] = seeded!.stores;
    const names = async (storeId: string) =>
      (await database.db.select().from(products).where(eq(products.storeId, storeId))).map(
        (p) => p.productName,
      );
    expect(await names(tahoe!.id)).toEqual(
      expect.arrayContaining([
        'Request Early Check-In',
        'Firewood',
        'Kayak Tour of Emerald Bay',
        'Local Honey & Jam Box',
      ]),
    );
    expect(await names(austin!.id)).toEqual(
      expect.arrayContaining(['Breakfast', 'Coffee Beans, Freshly Roasted']),
    );
    expect(await names(austin!.id)).not.toContain('Kayak Tour of Emerald Bay');
  });
});
