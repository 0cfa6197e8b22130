import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders, sessions, users } from '../../../db/schema/index';
import { signedInGuest } from '../../../testing/guest-factory';
import { endSessionsOfUser } from '../../identity/auth/sessions.repository';
import { guestWithCart } from '../../../testing/shop-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('checkout customer', () => {
  it('creates a customer and attaches the guest details to the order', async () => {
    const { guest, order } = await guestWithCart(t);
    const created = await guest.client.post('/api/services/order/create-customer/');
    expect(created.statusCode).toBe(201);
    const customerId = created.json().id;
    const update = await guest.client.post(`/api/services/order/${order.id}/update-customer/`, {
      customer_id: customerId,
      first_name: 'Lina',
      last_name: 'Park',
      phone: '+44 20 7946 0958',
    });
    expect(update.json()).toEqual({
      customer_id: customerId,
      first_name: 'Lina',
      last_name: 'Park',
      phone: '+44 20 7946 0958',
    });
    const detail = (await guest.client.get(`/api/services/guest/order/${order.id}/detail/`)).json();
    expect(detail).toMatchObject({ guest_name: 'Lina Park', guest_phone: '+44 20 7946 0958' });
  });

  it('gives the spec messages and changes nothing', async () => {
    const { guest, order } = await guestWithCart(t);
    const customerId = (await guest.client.post('/api/services/order/create-customer/')).json().id;
    const response = await guest.client.post(`/api/services/order/${order.id}/update-customer/`, {
      customer_id: customerId,
      first_name: ' ',
      last_name: '',
      phone: 'call me',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      first_name: ['First name is required.'],
      last_name: ['Last name is required.'],
      phone: ['Enter a valid phone number.'],
    });
    expect(
      (await t.db.query.orders.findFirst({ where: eq(orders.id, order.id) }))!.customerId,
    ).toBeNull();
  });

  it("refuses another guest's order or customer", async () => {
    const { guest, order } = await guestWithCart(t);
    const stranger = await signedInGuest(t);
    const theirs = (await stranger.client.post('/api/services/order/create-customer/')).json().id;
    const details = { first_name: 'A', last_name: 'B', phone: '5551234567' };
    expect(
      (
        await stranger.client.post(`/api/services/order/${order.id}/update-customer/`, {
          customer_id: theirs,
          ...details,
        })
      ).statusCode,
    ).toBe(404);
    const mine = await guest.client.post(`/api/services/order/${order.id}/update-customer/`, {
      customer_id: theirs,
      ...details,
    });
    expect(mine.json()).toEqual({ customer_id: ['This customer does not exist.'] });
    expect(
      (await t.db.query.orders.findFirst({ where: eq(orders.id, order.id) }))!.customerId,
    ).toBeNull();
  });

  it("keeps the guest's language for the e-mails, and checks the session in the order query", async () => {
    const { guest, order } = await guestWithCart(t);
    const customerId = (await guest.client.post('/api/services/order/create-customer/')).json().id;
    const details = {
      customer_id: customerId,
      first_name: 'A',
      last_name: 'B',
      phone: '5551234567',
    };
    const update = (body: object) =>
      guest.client.post(`/api/services/order/${order.id}/update-customer/`, body);
    expect((await update({ ...details, locale: 'fr' })).statusCode).toBe(200);
    expect((await update(details)).statusCode).toBe(200);
    const saved = await t.db.query.orders.findFirst({ where: eq(orders.id, order.id) });
    expect(saved).toMatchObject({ customerId, locale: 'fr' });

    await t.db.update(orders).set({ status: 'COMP', isReady: true }).where(eq(orders.id, order.id));
    expect((await update(details)).json()).toEqual({
      non_field_errors: ['This order has already been paid.'],
    });
    await endSessionsOfUser(t.db, guest.userId);
    expect((await update(details)).statusCode).toBe(401);
  });

  it('checks the session in the statement that writes the customer', async () => {
    const create = (client: ReturnType<TestApp['client']>) =>
      client.post('/api/services/order/create-customer/');
    const customersOf = (userId: string) =>
      t.db.select().from(customers).where(eq(customers.guestUserId, userId));
    expect((await create(t.client())).statusCode).toBe(401);

    const guest = await signedInGuest(t);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '6 minutes'` })
      .where(eq(sessions.userId, guest.userId));
    expect((await create(guest.client)).statusCode).toBe(201);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, guest.userId));
    // Marked seen, as the session hook does for other calls.
    expect(Date.now() - session!.lastSeenAt.getTime()).toBeLessThan(60_000);
    await endSessionsOfUser(t.db, guest.userId);
    expect((await create(guest.client)).statusCode).toBe(401);
    expect(await customersOf(guest.userId)).toHaveLength(1);

    const deactivated = await signedInGuest(t);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.userId));
    expect((await create(deactivated.client)).statusCode).toBe(401);
    expect(await customersOf(deactivated.userId)).toEqual([]);
  });

  it('takes the off-platform answer, moving those items out of the card total', async () => {
    const { guest, order } = await guestWithCart(t, {
      is_purchasable_off_platform: true,
      price: 50,
    });
    expect(order).toMatchObject({ has_off_platform_products: true, guest_total: 54 });
    const yes = await guest.client.post(
      `/api/services/order/${order.id}/update-purchasable-off-platform/`,
      { is_purchasable_off_platform: true },
    );
    expect(yes.json()).toMatchObject({
      is_purchasable_off_platform: true,
      guest_total: 0,
      off_platform_total: 54,
    });
    const no = await guest.client.post(
      `/api/services/order/${order.id}/update-purchasable-off-platform/`,
      { is_purchasable_off_platform: false },
    );
    expect(no.json()).toMatchObject({ guest_total: 54, off_platform_total: 0 });
  });

  it('is for guests only', async () => {
    const { host, order } = await guestWithCart(t);
    expect((await host.client.post('/api/services/order/create-customer/')).statusCode).toBe(403);
    expect(
      (
        await host.client.post(`/api/services/order/${order.id}/update-customer/`, {
          customer_id: crypto.randomUUID(),
          first_name: 'A',
          last_name: 'B',
          phone: '5551234567',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await host.client.post(`/api/services/order/${order.id}/update-purchasable-off-platform/`, {
          is_purchasable_off_platform: true,
        })
      ).statusCode,
    ).toBe(403);
  });
});
