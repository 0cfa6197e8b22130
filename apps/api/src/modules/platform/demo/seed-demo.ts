import { readFile } from 'node:fs/promises';
import { PRODUCT_TEMPLATES } from '@stayfront/core';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema/index';
import type { ImageStorage } from '../../../lib/image-storage';
import { apiAssetPath } from '../../../lib/api-assets';
import { hashPassword } from '../../../lib/passwords';
import { insertOwner, insertUser } from '../../identity/accounts/accounts.repository';
import { insertProduct } from '../../catalogue/products/products.repository';
import { insertStore } from '../../catalogue/stores/stores.repository';
import { insertUpload } from '../../catalogue/uploads/uploads.repository';
import { seedDemoVendors } from './demo-vendors';
import { templateChildren, templateProductValues } from './template-products';
import { DEMO_COVERS_FOLDER, DEMO_STORES } from './demo-stores';

export const DEMO_OWNER = {
  email: 'demo@stayfront.com',
  password: 'Demo-Host-2026!',
  firstName: 'Dana',
  lastName: 'Rivera',
} as const;

/**
 * On the first start with an empty database, a demo host with two stores, so a newcomer sees a
 * lived-in product. Answers the stores made, or null when the database already had users.
 */
export async function seedDemoData(database: Database, storage: ImageStorage) {
  const { db } = database;
  if ((await db.$count(users)) > 0) return null;
  const user = await insertUser(db, {
    email: DEMO_OWNER.email,
    passwordHash: await hashPassword(DEMO_OWNER.password),
    firstName: DEMO_OWNER.firstName,
    role: 'HOST',
  });
  const owner = await insertOwner(db, user.id);
  const created = [];
  // The covers were drawn once by a script: drawing them here ran sharp on every first start.
  for (const { cover: drawn, templates, ...store } of DEMO_STORES) {
    const cover = await readFile(apiAssetPath(DEMO_COVERS_FOLDER, drawn.file));
    const image = await storage.save(cover, 'jpg', 'image/jpeg');
    await insertUpload(db, {
      ownerId: owner.id,
      uploadedBy: user.id,
      url: image.url,
      storageKey: image.key,
      bytes: cover.length,
    });
    const row = await insertStore(db, { ...store, image: image.url, ownerId: owner.id });
    for (const [position, key] of templates.entries()) {
      const template = PRODUCT_TEMPLATES.find((t) => t.key === key)!;
      await insertProduct(
        db,
        { ...templateProductValues(template), storeId: row.id, storeArrangement: position },
        templateChildren(template),
      );
    }
    created.push(row);
  }
  await seedDemoVendors(db);
  return { owner, stores: created };
}
