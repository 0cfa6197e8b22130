import { productMessages } from '@stayfront/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../db/schema/index';
import { signedInOwner } from '../../../testing/factories';
import { createProductVia, validProduct } from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// Two edit forms of one product (two tabs, a co-host): the later save of a form opened on an
// older version is refused, so it cannot put its stale fields or stock back.

let t: TestApp;
let host: Awaited<ReturnType<typeof signedInOwner>>;
let storeId: string;

const stale = { non_field_errors: [productMessages.changedMeanwhile] };

async function opened(productId: string) {
  const list = await host.client.get(`/api/services/store/${storeId}/products/`);
  return (list.json().results as { id: string; edit_version: string; price: number }[]).find(
    (p) => p.id === productId,
  )!;
}

const save = (productId: string, fields: Record<string, unknown>, editVersion?: string) =>
  host.client.post(`/api/services/product/${productId}/update/`, {
    ...validProduct(storeId, fields),
    ...(editVersion === undefined ? {} : { edit_version: editVersion }),
  });

beforeAll(async () => {
  t = await createTestApp();
  host = await signedInOwner(t);
  storeId = (await createStoreVia(host.client, host.ownerId)).id;
});
afterAll(async () => {
  await t.close();
});

describe("a product's edit version", () => {
  it('refuses the save of a form opened before another save, and changes nothing', async () => {
    const product = await createProductVia(host.client, storeId, { price: 50 });
    const { edit_version: version } = await opened(product.id);

    const tabA = await save(product.id, { price: 60 }, version);
    expect(tabA.statusCode, tabA.body).toBe(200);
    const tabB = await save(product.id, { price: 50, description: 'Dry oak.' }, version);
    expect(tabB.statusCode).toBe(400);
    expect(tabB.json()).toEqual(stale);
    const now = await opened(product.id);
    expect(now.price).toBe(60);
    expect(now.edit_version).not.toBe(version);

    // Opened again, the form saves; a client that sends no version saves as before.
    expect((await save(product.id, { price: 65 }, now.edit_version)).statusCode).toBe(200);
    expect((await save(product.id, { price: 70 })).statusCode).toBe(200);
  });

  it('refuses a form opened before the stock moved (a sale), which would put the stock back', async () => {
    const product = await createProductVia(host.client, storeId, { quantity: 10 });
    const { edit_version: version } = await opened(product.id);
    await t.db.update(products).set({ quantity: 8 }).where(eq(products.id, product.id));
    const late = await save(product.id, { quantity: 10 }, version);
    expect(late.json()).toEqual(stale);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.quantity).toBe(8);
  });

  it('lets one of two saves of the same version through when they arrive at once', async () => {
    const product = await createProductVia(host.client, storeId, { price: 20 });
    const { edit_version: version } = await opened(product.id);
    const answers = await Promise.all(
      [21, 22, 23].map((price) => save(product.id, { price }, version)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().price as number;
    expect((await opened(product.id)).price).toBe(winner);
  });

  it('refuses a version that is not a string, and an unknown one', async () => {
    const product = await createProductVia(host.client, storeId);
    const wrongType = await host.client.post(`/api/services/product/${product.id}/update/`, {
      ...validProduct(storeId),
      edit_version: 12,
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toHaveProperty('edit_version');
    expect((await save(product.id, {}, 'x'.repeat(20))).json()).toEqual(stale);
    expect((await save(product.id, {}, 'x'.repeat(65))).statusCode).toBe(400);
  });
});
