import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_NOT_UPLOADED_MESSAGE,
  UPLOAD_QUOTA_BYTES,
  uploadQuotaMessage,
} from '@stayfront/core';
import { enterpriseInfos, owners, uploads } from '../../../db/schema/index';
import { createImageStorage, localUploadsDir } from '../../../lib/image-storage';
import { defaultRateLimits } from '../../../lib/rate-limit';
import { startFakeS3 } from '../../../testing/fake-s3';
import { signedInOwner } from '../../../testing/factories';
import { signedInGuest } from '../../../testing/guest-factory';
import { createProductVia } from '../../../testing/product-factory';
import { createStoreVia, validStore } from '../../../testing/store-factory';
import { signedInSupport } from '../../../testing/support-factory';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { removeUnreferencedUploads } from './uploads.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function multipart(bytes: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = '----stayfront-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(
  client: TestClient,
  bytes: Buffer,
  filename = 'photo.png',
  type = 'image/png',
  field = 'file',
) {
  const { payload, contentType } = multipart(bytes, filename, type, field);
  return client.request('POST', '/api/services/upload/image/', payload, {
    headers: { 'content-type': contentType },
  });
}

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#0E7C66' } })
    .png()
    .toBuffer();

describe('POST /api/services/upload/image/', () => {
  it('re-encodes a PNG and serves it with a long cache header', async () => {
    const { client } = await signedInOwner(t);
    const response = await upload(client, await png());
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(/^\/uploads\/[\w-]+\.png$/);
    const served = await t.client().get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  it('drops metadata and shrinks large JPEGs', async () => {
    const { client } = await signedInOwner(t);
    const jpeg = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: '#ccc' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .toBuffer();
    expect(jpeg.includes('secret-gps-owner')).toBe(true);
    const response = await upload(client, jpeg, 'big.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const served = await t.client().get(response.json().url);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2000, height: 667 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('secret-gps-owner')).toBe(false);
  });

  it('judges the content, not the name', async () => {
    const { client } = await signedInOwner(t);
    const fake = await upload(
      client,
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'cat.png',
      'image/png',
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ file: ['You can only upload JPG/PNG file!'] });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(client, gif, 'anim.png', 'image/png')).json()).toEqual({
      file: ['You can only upload JPG/PNG file!'],
    });
  });

  it('refuses 7 MB and more', async () => {
    const { client } = await signedInOwner(t);
    const big = Buffer.concat([await png(), Buffer.alloc(7 * 1024 * 1024)]);
    const response = await upload(client, big);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: ['Image must be smaller than 7MB!'] });
  });

  it('needs a session and a file in the "file" field', async () => {
    const anonymous = await upload(t.client(), await png());
    expect([anonymous.statusCode, anonymous.json()]).toEqual([
      401,
      { detail: 'Authentication credentials were not provided.' },
    ]);
    const { client } = await signedInOwner(t);
    expect((await upload(client, await png(), 'a.png', 'image/png', 'other')).json()).toEqual({
      file: ['Choose an image to upload.'],
    });
    const json = await client.post('/api/services/upload/image/', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ file: ['Choose an image to upload.'] });
  });
});

describe('with S3-compatible storage configured', () => {
  it('puts the image in the bucket with a signed request and answers its public URL', async () => {
    const s3 = await startFakeS3();
    const withS3 = await createTestApp({
      env: {
        S3_ENDPOINT: s3.url,
        S3_BUCKET: 'stayfront-uploads',
        S3_ACCESS_KEY_ID: 'AKIATEST',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.example.com',
      },
    });
    try {
      const { client } = await signedInOwner(withS3);
      const response = await upload(client, await png());
      expect(response.statusCode).toBe(201);
      const { url } = response.json();
      expect(url).toMatch(/^https:\/\/cdn\.example\.com\/images\/[\w-]+\.png$/);
      const key = `/stayfront-uploads/${url.replace('https://cdn.example.com/', '')}`;
      const stored = s3.objects.get(key);
      expect(stored).toBeDefined();
      expect(stored!.headers['content-type']).toBe('image/png');
      expect((await sharp(stored!.body).metadata()).format).toBe('png');

      // Unused for a day: the clean-up deletes the object from the bucket.
      await withS3.db
        .update(uploads)
        .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
        .where(eq(uploads.url, url));
      expect(
        await removeUnreferencedUploads(withS3.app, createImageStorage(withS3.app.config)),
      ).toBe(1);
      expect(s3.objects.has(key)).toBe(false);
      expect(await withS3.db.$count(uploads)).toBe(0);

      // A file kept on disk before S3 was configured is removed from the disk.
      const name = `${crypto.randomUUID()}.png`;
      const onDisk = path.join(localUploadsDir(withS3.app.config), name);
      mkdirSync(path.dirname(onDisk), { recursive: true });
      writeFileSync(onDisk, await png());
      await withS3.db.insert(uploads).values({
        url: `/uploads/${name}`,
        storageKey: name,
        bytes: 10,
        createdAt: new Date(Date.now() - 2 * 86_400_000),
      });
      await removeUnreferencedUploads(withS3.app, createImageStorage(withS3.app.config));
      expect(existsSync(onDisk)).toBe(false);
    } finally {
      await withS3.close();
      await s3.close();
    }
  });
});

const uploadRowsOf = (ownerId: string) =>
  t.db.select().from(uploads).where(eq(uploads.ownerId, ownerId));
const fileOf = (url: string) =>
  path.join(localUploadsDir(t.app.config), url.slice('/uploads/'.length));

describe('who may upload, how often and how much', () => {
  it("refuses a guest's session and stores nothing", async () => {
    const guest = await signedInGuest(t);
    const before = await t.db.$count(uploads);
    const response = await upload(guest.client, await png());
    expect([response.statusCode, response.json()]).toEqual([
      403,
      { detail: 'You do not have permission to perform this action.' },
    ]);
    expect(await t.db.$count(uploads)).toBe(before);
  });

  it('records each upload against the owner, and lets support upload for vendors', async () => {
    const { client, ownerId } = await signedInOwner(t);
    const { url } = (await upload(client, await png())).json();
    const [row] = await uploadRowsOf(ownerId);
    expect(row).toMatchObject({ url, storageKey: url.slice('/uploads/'.length) });
    expect(row!.bytes).toBe((await t.client().get(url)).rawPayload.length);

    const support = await signedInSupport(t);
    const bySupport = await upload(support.client, await png());
    expect(bySupport.statusCode).toBe(201);
    const [supportRow] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.url, bySupport.json().url));
    expect(supportRow).toMatchObject({ ownerId: null });
  });

  it('refuses the 61st upload of an hour with 429 and stores nothing; other owners go on', async () => {
    // The limit counts in fixed hourly windows: start well inside one.
    const leftInHour = 3_600_000 - (Date.now() % 3_600_000);
    if (leftInHour < 120_000)
      await new Promise((resolve) => setTimeout(resolve, leftInHour + 1000));
    const limited = await createTestApp({ rateLimits: { upload: defaultRateLimits.upload } });
    try {
      const { client, ownerId } = await signedInOwner(limited);
      const image = await png(8, 8);
      for (let i = 0; i < 60; i += 1) {
        const response = await upload(client, image);
        expect(response.statusCode).toBe(201);
      }
      const refused = await upload(client, image);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        detail: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
      });
      const rows = await limited.db.select().from(uploads).where(eq(uploads.ownerId, ownerId));
      expect(rows).toHaveLength(60);
      // Another owner is not affected.
      expect((await upload((await signedInOwner(limited)).client, image)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  }, 240_000);

  it('refuses an upload past the 500 MB an owner may store, storing nothing', async () => {
    const { client, ownerId } = await signedInOwner(t);
    await t.db.insert(uploads).values({
      ownerId,
      url: `/uploads/${crypto.randomUUID()}.png`,
      storageKey: 'earlier.png',
      bytes: UPLOAD_QUOTA_BYTES - 100,
    });
    const filesBefore = await t.db.$count(uploads);
    const refused = await upload(client, await png());
    expect([refused.statusCode, refused.json()]).toEqual([400, { file: [uploadQuotaMessage] }]);
    expect(await t.db.$count(uploads)).toBe(filesBefore);
    expect(await uploadRowsOf(ownerId)).toHaveLength(1);
  });
});

describe('two uploads at once', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'with room for one image only, exactly one is stored (PostgreSQL)',
    async () => {
      const { client, ownerId } = await signedInOwner(t);
      const image = await png(32, 32);
      const url = (await upload(client, image)).json().url;
      const [first] = await uploadRowsOf(ownerId);
      expect(first?.url).toBe(url);
      // What is stored leaves room for one more of these images, not two.
      await t.db
        .update(uploads)
        .set({ bytes: UPLOAD_QUOTA_BYTES - first!.bytes - Math.floor(first!.bytes / 2) })
        .where(eq(uploads.id, first!.id));
      const answers = await Promise.all([1, 2, 3].map(() => upload(client, image)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
      expect(await uploadRowsOf(ownerId)).toHaveLength(2);
    },
  );
});

describe('removing uploads nothing uses', () => {
  const DAY_MS = 86_400_000;
  const age = (url: string, ms: number) =>
    t.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - ms) })
      .where(eq(uploads.url, url));

  it('removes day-old files no image field names, and keeps the used and the new ones', async () => {
    const host = await signedInOwner(t);
    const support = await signedInSupport(t);
    const urlOf = async (client: TestClient) => (await upload(client, await png())).json().url;
    const [unused, onProduct, onStore, onEnterprise, onVendorItem, fresh] = [
      await urlOf(host.client),
      await urlOf(host.client),
      await urlOf(host.client),
      await urlOf(host.client),
      await urlOf(support.client),
      await urlOf(host.client),
    ];
    const store = await createStoreVia(host.client, host.ownerId, { image: onStore });
    await createProductVia(host.client, store.id, { image: onProduct });
    await t.db.insert(enterpriseInfos).values({ storeId: store.id, image: onEnterprise });
    const merchant = await support.client.post('/api/services/admin/merchants/', {
      business_name: 'Clean-up Bakery',
      contact_name: 'Sam',
      email: 'bakery@example.com',
      payout_method: 'PAYP',
      payout_account: 'pay@bakery.example',
    });
    const item = await support.client.post(
      `/api/services/admin/merchants/${merchant.json().id}/local-products/`,
      {
        product_name: 'Sourdough',
        description: 'Baked daily.',
        image: onVendorItem,
        category: 'LP',
        subcategory: 'Food and beverage',
        price: 9,
        merchant_amount: 6,
        owner_commission: 0.1,
        requires_approval: false,
        area_postal_codes: ['10001'],
      },
    );
    expect(item.statusCode).toBe(201);
    for (const url of [unused, onProduct, onStore, onEnterprise, onVendorItem]) {
      await age(url, DAY_MS + 60_000);
    }
    await age(fresh, DAY_MS - 60_000);

    await removeUnreferencedUploads(t.app, createImageStorage(t.app.config));

    const left = new Set(
      (await t.db.select({ url: uploads.url }).from(uploads)).map((row) => row.url),
    );
    expect(left.has(unused)).toBe(false);
    expect(existsSync(fileOf(unused))).toBe(false);
    expect((await t.client().get(unused)).statusCode).toBe(404);
    for (const kept of [onProduct, onStore, onEnterprise, onVendorItem, fresh]) {
      expect([kept, left.has(kept), existsSync(fileOf(kept))]).toEqual([kept, true, true]);
    }
    // Once no longer used, and a day old, it goes too.
    await age(fresh, DAY_MS + 60_000);
    await removeUnreferencedUploads(t.app, createImageStorage(t.app.config));
    expect(existsSync(fileOf(fresh))).toBe(false);
  });
});

describe('image fields', () => {
  const foreign = [
    'https://evil.example/cat.png',
    'data:image/png;base64,iVBORw0KGgo=',
    '/uploads/../session-secret',
    'javascript:alert(1)',
  ];

  it('take only uploads and template pictures on products, stores and enterprise pages', async () => {
    const host = await signedInOwner(t);
    await t.db.update(owners).set({ plan: 'ENTERPRISE' }).where(eq(owners.id, host.ownerId));
    const mine = (await upload(host.client, await png())).json().url;
    const store = await createStoreVia(host.client, host.ownerId, { image: mine });
    expect(store.image).toBe(mine);
    const product = await createProductVia(host.client, store.id, { image: mine });
    expect(product.image).toBe(mine);
    await createProductVia(host.client, store.id, { image: '/template-images/firewood.svg' });

    for (const image of foreign) {
      const created = await host.client.post('/api/services/product/create/', {
        store_id: store.id,
        product_name: 'Kayak',
        category: 'IH',
        subcategory: 'Rentals',
        description: 'A kayak.',
        price: 10,
        price_type: 'static',
        image,
      });
      expect([image, created.statusCode, created.json()]).toEqual([
        image,
        400,
        { image: [IMAGE_NOT_UPLOADED_MESSAGE] },
      ]);
      const storeCreate = await host.client.post('/api/services/store/create/', {
        ownerId: host.ownerId,
        isActive: true,
        ...validStore({ image }),
      });
      expect([image, storeCreate.statusCode, storeCreate.json()]).toEqual([
        image,
        400,
        { image: [IMAGE_NOT_UPLOADED_MESSAGE] },
      ]);
      const patched = await host.client.request('PATCH', `/api/services/store/${store.id}/`, {
        image,
      });
      expect([image, patched.statusCode, patched.json()]).toEqual([
        image,
        400,
        { image: [IMAGE_NOT_UPLOADED_MESSAGE] },
      ]);
      const logo = await host.client.request('PATCH', `/api/services/store/${store.id}/`, {
        enterpriseInfo: { company_name: 'Acme Stays', image },
      });
      expect([image, logo.statusCode, logo.json()]).toEqual([
        image,
        400,
        { image: [IMAGE_NOT_UPLOADED_MESSAGE] },
      ]);
    }
    const stored = (await host.client.get(`/api/services/store/${store.id}/`)).json();
    expect(stored.image).toBe(mine);
    const logo = await host.client.request('PATCH', `/api/services/store/${store.id}/`, {
      enterpriseInfo: { company_name: 'Acme Stays', image: mine },
    });
    expect(logo.statusCode).toBe(200);
  });

  it('take only uploads on local vendor items', async () => {
    const support = await signedInSupport(t);
    const merchant = await support.client.post('/api/services/admin/merchants/', {
      business_name: 'Image Check Deli',
      contact_name: 'Ira',
      email: 'deli@example.com',
      payout_method: 'PAYP',
      payout_account: 'pay@deli.example',
    });
    const created = await support.client.post(
      `/api/services/admin/merchants/${merchant.json().id}/local-products/`,
      {
        product_name: 'Bagels',
        description: 'A dozen.',
        image: 'https://evil.example/bagel.png',
        category: 'LP',
        subcategory: 'Food and beverage',
        price: 12,
        merchant_amount: 8,
        owner_commission: 0.1,
        requires_approval: false,
        area_postal_codes: ['10001'],
      },
    );
    expect([created.statusCode, created.json()]).toEqual([
      400,
      { image: [IMAGE_NOT_UPLOADED_MESSAGE] },
    ]);
  });
});
