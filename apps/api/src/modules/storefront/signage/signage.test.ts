import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNAGE_DESIGNS, signagePixelSize, type SignageDesign } from '@stayfront/core';
import { owners } from '../../../db/schema/index';
import { localUploadsDir } from '../../../lib/image-storage';
import { signedInOwner, signUpOwner } from '../../../testing/factories';
import { decodeQrGrid } from '../../../testing/qr-decode';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Each face of a design sits in its own cell of this grid, with one QR code per face. */
const FACE_GRID: Record<SignageDesign['layout'], [cols: number, rows: number]> = {
  'welcome-sign': [1, 1],
  'door-hanger': [1, 1],
  'table-tent': [1, 2],
  'small-labels': [2, 3],
};

async function ownerWithStore(overrides: Record<string, unknown> = {}) {
  const owner = await signedInOwner(t);
  const store = await createStoreVia(owner.client, owner.ownerId, overrides);
  return { ...owner, store };
}

async function fetchSign(
  client: Awaited<ReturnType<typeof signedInOwner>>['client'],
  storeId: string,
  imageId: number | string,
) {
  const response = await client.get(`/api/services/store/${storeId}/signage/${imageId}/`);
  expect(response.statusCode).toBe(200);
  return Buffer.from(response.json().data.signage as string, 'base64');
}

describe('GET /api/services/store/:storeId/signages/', () => {
  it('lists every design with its label and a PNG preview', async () => {
    const { client, store } = await ownerWithStore();
    const response = await client.get(`/api/services/store/${store.id}/signages/`);
    expect(response.statusCode).toBe(200);
    const list = response.json() as { preview: string; imageId: number; label: string }[];
    expect(list.map(({ imageId, label }) => ({ imageId, label }))).toEqual(
      SIGNAGE_DESIGNS.map(({ imageId, label }) => ({ imageId, label })),
    );
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const item of list) {
      expect(item.preview).toMatch(/^data:image\/png;base64,/);
      const preview = Buffer.from(item.preview.split(',')[1]!, 'base64');
      const meta = await sharp(preview).metadata();
      expect(meta.format).toBe('png');
      expect(meta.width).toBe(480);
    }
  });

  it('needs a session and answers 404 for another owner’s store', async () => {
    const { store } = await ownerWithStore();
    expect((await t.client().get(`/api/services/store/${store.id}/signages/`)).statusCode).toBe(
      401,
    );
    const other = await signedInOwner(t);
    const response = await other.client.get(`/api/services/store/${store.id}/signages/`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
    const malformed = await other.client.get('/api/services/store/not-a-store/signages/');
    expect(malformed.statusCode).toBe(400);
  });
});

describe('GET /api/services/store/:storeId/signage/:imageId/', () => {
  it('renders each design at 300 dpi on its paper, every QR code opening the store link', async () => {
    const { client, store } = await ownerWithStore({ storeName: 'Cedar Cabin' });
    const link = `${TEST_PUBLIC_URL}/store/${store.id}/`;
    for (const design of SIGNAGE_DESIGNS) {
      const png = await fetchSign(client, store.id, design.imageId);
      const meta = await sharp(png).metadata();
      expect(meta.format).toBe('png');
      expect({ width: meta.width, height: meta.height }).toEqual(signagePixelSize(design));
      expect(meta.density).toBe(300);
      const [cols, rows] = FACE_GRID[design.layout];
      expect(await decodeQrGrid(png, cols, rows)).toEqual(Array(cols * rows).fill(link));
    }
  });

  it('points the QR code at the enterprise subdomain when both flags are on', async () => {
    const { client, ownerId, store } = await ownerWithStore();
    await t.db.update(owners).set({ plan: 'ENTERPRISE' }).where(eq(owners.id, ownerId));
    const patch = await client.request('PATCH', `/api/services/store/${store.id}/`, {
      enterpriseInfo: { isEnabled: true, subdomain: 'cedar', isSubdomainEnabled: true },
    });
    expect(patch.statusCode).toBe(200);
    expect(await decodeQrGrid(await fetchSign(client, store.id, 1), 1, 1)).toEqual([
      'http://cedar.localhost:3000/',
    ]);

    await client.request('PATCH', `/api/services/store/${store.id}/`, {
      enterpriseInfo: { isSubdomainEnabled: false },
    });
    expect(await decodeQrGrid(await fetchSign(client, store.id, 1), 1, 1)).toEqual([
      `${TEST_PUBLIC_URL}/store/${store.id}/`,
    ]);
  });

  it('draws the store image as its logo', async () => {
    const logo = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#ff0000' },
    })
      .png()
      .toBuffer();
    // Image fields take only names the uploader hands out.
    const logoName = `${randomUUID()}.png`;
    writeFileSync(path.join(localUploadsDir(t.app.config), logoName), logo);
    const { client, store } = await ownerWithStore();
    const countRed = async () => {
      const { data } = await sharp(await fetchSign(client, store.id, 1))
        .resize({ width: 400 })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let red = 0;
      for (let i = 0; i < data.length; i += 3) {
        if (data[i]! > 200 && data[i + 1]! < 60 && data[i + 2]! < 60) red += 1;
      }
      return red;
    };
    expect(await countRed()).toBe(0);
    await client.request('PATCH', `/api/services/store/${store.id}/`, {
      image: `/uploads/${logoName}`,
    });
    expect(await countRed()).toBeGreaterThan(100);
  });

  it('answers 404 for an unknown design or another owner’s store, 401 without a session', async () => {
    const { client, store } = await ownerWithStore();
    for (const imageId of ['99', '0', 'welcome', '1.5']) {
      const response = await client.get(`/api/services/store/${store.id}/signage/${imageId}/`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    const other = await signedInOwner(t);
    expect((await other.client.get(`/api/services/store/${store.id}/signage/1/`)).statusCode).toBe(
      404,
    );
    expect((await t.client().get(`/api/services/store/${store.id}/signage/1/`)).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/services/store/:storeId/signage/:imageId/email/', () => {
  it('e-mails the sign to the signed-in host as Signage{n}.png', async () => {
    const { client, email, store } = await ownerWithStore({ storeName: 'Harbor Loft' });
    const response = await client.post(`/api/services/store/${store.id}/signage/3/email/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, data: { email } });
    const mail = await t.smtp.waitFor(email);
    expect(mail?.subject).toBe('Your sign for Harbor Loft: Table tent (Letter, fold in half)');
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/store/${store.id}/`);
    expect(mail?.attachments).toHaveLength(1);
    const [file] = mail!.attachments;
    expect(file).toMatchObject({ filename: 'Signage3.png', mimeType: 'image/png' });
    expect(await decodeQrGrid(file!.content, 1, 2)).toEqual([
      `${TEST_PUBLIC_URL}/store/${store.id}/`,
      `${TEST_PUBLIC_URL}/store/${store.id}/`,
    ]);
  });

  it('sends nothing for an unknown design or another owner’s store', async () => {
    const { client, email, store } = await ownerWithStore();
    const before = t.smtp.received.length;
    expect(
      (await client.post(`/api/services/store/${store.id}/signage/42/email/`)).statusCode,
    ).toBe(404);
    const other = await signedInOwner(t);
    expect(
      (await other.client.post(`/api/services/store/${store.id}/signage/1/email/`)).statusCode,
    ).toBe(404);
    expect(
      (await t.client().post(`/api/services/store/${store.id}/signage/1/email/`)).statusCode,
    ).toBe(401);
    expect(t.smtp.received.length).toBe(before);
    expect(t.smtp.lastTo(email)).toBeUndefined();
  });

  it('answers 503 when the mail server cannot be reached', async () => {
    const offline = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const client = offline.client();
      const { ownerId } = await signUpOwner(client);
      const store = await createStoreVia(client, ownerId);
      const response = await client.post(`/api/services/store/${store.id}/signage/1/email/`);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        detail: 'The e-mail could not be sent. Please try again later.',
      });
    } finally {
      await offline.close();
    }
  });
});
