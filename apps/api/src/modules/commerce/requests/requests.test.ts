import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../../db/schema/index';
import { insertInvitation } from '../../../testing/cohost-factory';
import { signedInOwner, STRONG_PASSWORD, uniqueEmail } from '../../../testing/factories';
import { signedInGuest } from '../../../testing/guest-factory';
import { placePaidOrder } from '../../../testing/paid-order-factory';
import { createProductVia } from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let host: Awaited<ReturnType<typeof signedInOwner>>;
let storeId: string;
let errandId: string;
let firewoodId: string;
let orderId: string;
let orderNumber: number;

const pendingPath = (ownerId: string) =>
  `/api/services/orderproduct/owner/${ownerId}/need-approval/`;

beforeAll(async () => {
  t = await createTestApp();
  host = await signedInOwner(t);
  storeId = (await createStoreVia(host.client, host.ownerId, { storeName: 'Pine Cabin' })).id;
  errandId = (
    await createProductVia(host.client, storeId, {
      product_name: 'Errand Service',
      price: 75,
      requires_approval: true,
      has_quantity: false,
      quantity: null,
    })
  ).id;
  firewoodId = (await createProductVia(host.client, storeId, { quantity: 10 })).id;
  const placed = await placePaidOrder(t, [
    { product_id: firewoodId, quantity: 2 },
    { product_id: errandId, delivery_date: '2031-07-04' },
  ]);
  orderId = placed.orderId;
  orderNumber = placed.orderNumber;
});
afterAll(async () => {
  await t.close();
});

describe('pending requests', () => {
  it("lists the owner's lines waiting for approval with the spec's fields", async () => {
    const response = await host.client.get(pendingPath(host.ownerId));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const hold = (await t.db.select().from(purchases).where(eq(purchases.orderId, orderId))).find(
      (p) => p.status === 'HOLD',
    )!;
    expect(body).toMatchObject({ count: 1, limit: 100, offset: 0 });
    expect(body.results).toEqual([
      {
        id: expect.any(String),
        order_id: orderId,
        order_number: orderNumber,
        purchase_id: hold.id,
        product_name: 'Errand Service',
        quantity: 1,
        delivery_date: '2031-07-04',
        owner_purchase_uuid: hold.ownerUuid,
        store_id: storeId,
        store_name: 'Pine Cabin',
        guest: {
          guest_name: 'Lina Park',
          guest_email: 'lina@example.com',
          guest_phone: '415 555 0100',
        },
        // $75 plus the 8% convenience fee.
        guest_amount: 81,
        // Basic plan: $75 less the card fee ($2.66) and the 7% commission ($5.25).
        owner_profit: 67.09,
        currency: 'USD',
        is_purchasable_off_platform: false,
        can_approve: true,
        date_created: expect.any(String),
      },
    ]);
  });

  it('pages with limit and offset, oldest request first', async () => {
    const second = await placePaidOrder(t, [{ product_id: errandId }], {
      first_name: 'Omar',
      last_name: 'Haddad',
      email: 'omar@example.com',
    });
    const first = (await host.client.get(`${pendingPath(host.ownerId)}?limit=1`)).json();
    expect(first).toMatchObject({ count: 2, limit: 1, offset: 0 });
    expect(first.results.map((r: { order_number: number }) => r.order_number)).toEqual([
      orderNumber,
    ]);
    const next = (await host.client.get(`${pendingPath(host.ownerId)}?limit=1&offset=1`)).json();
    expect(next.results.map((r: { order_number: number }) => r.order_number)).toEqual([
      second.orderNumber,
    ]);
    expect(next.results[0].guest.guest_name).toBe('Omar Haddad');

    // Once answered (denied here), a request leaves the list and the banner flag follows.
    await t.db
      .update(purchases)
      .set({ status: 'CNCL', decidedBy: 'owner', decidedAt: new Date() })
      .where(eq(purchases.orderId, second.orderId));
    expect((await host.client.get(pendingPath(host.ownerId))).json().count).toBe(1);
    expect((await host.client.get(`${pendingPath(host.ownerId)}?offset=5`)).json()).toEqual({
      count: 1,
      limit: 100,
      offset: 5,
      results: [],
    });
  });

  it('matches the owner detail flag', async () => {
    const other = await signedInOwner(t);
    expect((await other.client.get(pendingPath(other.ownerId))).json()).toEqual({
      count: 0,
      limit: 100,
      offset: 0,
      results: [],
    });
    expect(
      (await other.client.get(`/api/services/owner/${other.ownerId}/detail/`)).json().hasRequests,
    ).toBe(false);
    expect(
      (await host.client.get(`/api/services/owner/${host.ownerId}/detail/`)).json().hasRequests,
    ).toBe(true);
  });

  it('lets a co-host read the owner they help', async () => {
    const email = uniqueEmail('cohost');
    const invitation = await insertInvitation(t.db, host.ownerId, email);
    await t.client().post(`/api/services/co-host/${invitation.invitationUuid}/setup-password/`, {
      password: STRONG_PASSWORD,
    });
    const cohost = t.client();
    expect(
      (await cohost.post('/api/jwt/login/', { email, password: STRONG_PASSWORD })).statusCode,
    ).toBe(200);
    const body = (await cohost.get(pendingPath(host.ownerId))).json();
    expect(body.count).toBe(1);
    expect(body.results[0].order_id).toBe(orderId);
  });

  it("answers 404 for another owner's id, 403 for guests, 401 without a session", async () => {
    const other = await signedInOwner(t);
    const foreign = await other.client.get(pendingPath(host.ownerId));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Not found.' });
    expect((await other.client.get(pendingPath(randomUUID()))).statusCode).toBe(404);

    const guest = await signedInGuest(t);
    const asGuest = await guest.client.get(pendingPath(host.ownerId));
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json()).toEqual({
      detail: 'You do not have permission to perform this action.',
    });
    expect((await t.client().get(pendingPath(host.ownerId))).statusCode).toBe(401);
  });

  it('refuses a malformed id and paging values', async () => {
    const badId = await host.client.get(pendingPath('not-a-uuid'));
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ ownerId: ['Not found.'] });
    for (const query of ['limit=0', 'limit=501', 'limit=ten', 'offset=-1']) {
      const response = await host.client.get(`${pendingPath(host.ownerId)}?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});
