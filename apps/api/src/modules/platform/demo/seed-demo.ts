import { PRODUCT_TEMPLATES } from '@stayfront/core';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema/index';
import type { ImageStorage } from '../../../lib/image-storage';
import { hashPassword } from '../../../lib/passwords';
import { insertOwner, insertUser } from '../../identity/accounts/accounts.repository';
import { insertProduct } from '../../catalogue/products/products.repository';
import { insertStore } from '../../catalogue/stores/stores.repository';
import { insertUpload } from '../../catalogue/uploads/uploads.repository';
import { seedDemoVendors } from './demo-vendors';
import { templateChildren, templateProductValues } from './template-products';
import { renderDemoCover } from './demo-images';

export const DEMO_OWNER = {
  email: 'demo@stayfront.com',
  password: 'Demo-Host-2026!',
  firstName: 'Dana',
  lastName: 'Rivera',
} as const;

const DEMO_STORES = [
  {
    storeName: 'Lakeside Cabin',
    country: 'US',
    state: 'CA',
    city: 'South Lake Tahoe',
    street1: '1020 Emerald Bay Rd',
    postalCode: '96150',
    description:
      'Welcome to Lakeside Cabin! Add firewood for the stove, a mid-stay clean or bikes for the lake trail, and we will have everything ready for you. Questions? Message us any time.',
    colors: ['#8ec5e6', '#2f7d5b', '#b5533c'] as [string, string, string],
    templates: [
      'early-check-in',
      'late-check-out',
      'firewood',
      'mid-stay-clean',
      'bike-rental',
      'smores-kit',
      'pool-heating',
      'tip-the-cleaner',
    ],
  },
  {
    storeName: 'Downtown Loft',
    country: 'US',
    state: 'TX',
    city: 'Austin',
    street1: '501 Congress Ave',
    postalCode: '78701',
    description:
      'Welcome to the Downtown Loft! Start your stay with breakfast, book an early check-in, or grab a parking pass for the garage next door. Enjoy Austin!',
    colors: ['#f6c28b', '#7a8f3c', '#3b5b8c'] as [string, string, string],
    templates: [
      'early-check-in',
      'breakfast',
      'parking-pass',
      'welcome-basket',
      'bottle-of-wine',
      'airport-pickup',
      'toiletries-kit',
      'damages',
    ],
  },
];

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
  for (const { colors, templates, ...store } of DEMO_STORES) {
    const cover = await renderDemoCover(store.storeName, colors);
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
