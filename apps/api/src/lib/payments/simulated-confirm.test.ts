import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, sessions, simulatedIntents } from '../../db/schema';
import { endSessionsOfUser } from '../../modules/identity/auth/sessions.repository';
import { CARDS, enterDetails, payWithCard } from '../../testing/checkout-helpers';
import { signedInGuest } from '../../testing/guest-factory';
import { guestWithCart } from '../../testing/shop-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { REFUSAL_MESSAGES } from './simulated-provider';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const confirmAgain = (
  client: Awaited<ReturnType<typeof signedInGuest>>['client'],
  clientSecret: string,
) =>
  client.post('/api/services/payments/simulated/confirm/', {
    client_secret: clientSecret,
    card_number: CARDS.success,
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvc: '123',
    email: 'lina@example.com',
  });

describe('the card form of the simulated provider', () => {
  it("answers a cancelled or paid intent with the provider's refusal, and charges nothing", async () => {
    const { guest, order } = await guestWithCart(t, { quantity: 5 });
    const customerId = await enterDetails(guest.client, order.id);
    // A second checkout attempt (another tab) cancels the first one's payment.
    const first = await guest.client.post('/api/services/order/create-payment-intent/', {
      order_id: order.id,
      customer_id: customerId,
    });
    const { intent: second, confirm } = await payWithCard(
      guest.client,
      order.id,
      customerId,
      CARDS.success,
    );
    expect(confirm!.json()).toEqual({ status: 'succeeded', error: null });

    const stale = await confirmAgain(guest.client, first.json().client_secret);
    const twice = await confirmAgain(guest.client, second.json().client_secret);

    expect(stale.json()).toEqual({ status: 'canceled', error: REFUSAL_MESSAGES.canceled });
    expect(twice.json()).toEqual({ status: 'succeeded', error: REFUSAL_MESSAGES.paid });
    const intents = await t.db.select().from(simulatedIntents);
    expect(intents.map((row) => [row.status, row.amountReceivedCents]).sort()).toEqual([
      ['canceled', 0],
      ['succeeded', 2160],
    ]);
  });

  it('checks the session in the statement that claims the payment, and pays nothing without it', async () => {
    const { host, guest, order } = await guestWithCart(t, { quantity: 5 });
    const customerId = await enterDetails(guest.client, order.id);
    const intent = (
      await guest.client.post('/api/services/order/create-payment-intent/', {
        order_id: order.id,
        customer_id: customerId,
      })
    ).json();
    const emailOf = async () =>
      (await t.db.select().from(customers).where(eq(customers.id, customerId)))[0]!.email;
    const statusOf = async () =>
      (
        await t.db
          .select()
          .from(simulatedIntents)
          .where(eq(simulatedIntents.clientSecret, intent.client_secret))
      )[0]!.status;

    const stranger = await signedInGuest(t);
    expect((await confirmAgain(stranger.client, intent.client_secret)).json()).toEqual({
      non_field_errors: ['This payment does not exist.'],
    });
    expect((await confirmAgain(host.client, intent.client_secret)).statusCode).toBe(403);
    expect((await confirmAgain(t.client(), intent.client_secret)).statusCode).toBe(401);
    const ended = await signedInGuest(t);
    await endSessionsOfUser(t.db, ended.userId);
    expect((await confirmAgain(ended.client, intent.client_secret)).statusCode).toBe(401);
    expect({ email: await emailOf(), status: await statusOf() }).toEqual({
      email: '',
      status: 'requires_payment_method',
    });

    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '6 minutes'` })
      .where(eq(sessions.userId, guest.userId));
    const paid = await confirmAgain(guest.client, intent.client_secret);
    expect(paid.json()).toEqual({ status: 'succeeded', error: null });
    expect({ email: await emailOf(), status: await statusOf() }).toEqual({
      email: 'lina@example.com',
      status: 'succeeded',
    });
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, guest.userId));
    // Marked seen, as the session hook does for other calls.
    expect(Date.now() - session!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });
});
