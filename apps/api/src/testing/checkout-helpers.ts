import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, simulatedIntents, users } from '../db/schema/index';
import type { AuthContext } from '../plugins/session';
import type { TestApp, TestClient } from './test-app';

export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
};

export async function enterDetails(client: TestClient, orderId: string) {
  const customerId = (await client.post('/api/services/order/create-customer/')).json()
    .id as string;
  const update = await client.post(`/api/services/order/${orderId}/update-customer/`, {
    customer_id: customerId,
    first_name: 'Lina',
    last_name: 'Park',
    phone: '+1 415 555 0100',
  });
  if (update.statusCode !== 200) throw new Error(`update-customer failed: ${update.body}`);
  return customerId;
}

export async function payWithCard(
  client: TestClient,
  orderId: string,
  customerId: string,
  card: string,
  email = 'lina@example.com',
) {
  const intent = await client.post('/api/services/order/create-payment-intent/', {
    order_id: orderId,
    customer_id: customerId,
  });
  if (intent.statusCode !== 200) return { intent, confirm: null };
  const confirm = await confirmCard(client, intent.json().client_secret, card, email);
  return { intent, confirm };
}

/** The simulated provider's card form, sent for one payment. */
export function confirmCard(client: TestClient, clientSecret: string, card: string, email: string) {
  return client.post('/api/services/payments/simulated/confirm/', {
    client_secret: clientSecret,
    card_number: card,
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvc: '123',
    email,
  });
}

/** Polls readiness like the checkout details page does (every few ms here instead of 3 s). */
export async function waitUntilReady(client: TestClient, orderId: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = (await client.get(`/api/services/order/${orderId}/is-ready/`)).json() as {
      is_ready: boolean;
      has_error: boolean;
    };
    if (state.is_ready || Date.now() > deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The simulated provider's payments opened for one order, with what each took and gave back. */
export function paymentsOfOrder(t: TestApp, orderId: string) {
  return t.db
    .select()
    .from(simulatedIntents)
    .where(sql`${simulatedIntents.metadata}->>'order_id' = ${orderId}`);
}

/** The receipts e-mailed to one address so far. */
export function receiptsTo(t: TestApp, email: string) {
  return t.smtp.received.filter(
    (m) => m.to.includes(email) && m.subject.startsWith('Your order #'),
  );
}

export async function stockOf(t: TestApp, productId: string) {
  return (await t.db.query.products.findFirst({ where: eq(products.id, productId) }))!.quantity;
}

/**
 * `db` whose first transaction waits for `step` (another tab's requests) before it starts: a
 * service called with it has done its reads, and `step` lands between them and its lock.
 */
export function withStepBeforeFirstTransaction(db: Db, step: () => Promise<unknown>): Db {
  let stepped = false;
  return new Proxy(db, {
    get(target, key) {
      if (key !== 'transaction') return Reflect.get(target, key);
      return async (...args: Parameters<Db['transaction']>) => {
        if (!stepped) {
          stepped = true;
          await step();
        }
        return target.transaction(...args);
      };
    },
  });
}

/** The signed-in guest `userId` as a service sees them, for calling a service directly. */
export async function guestAuth(t: TestApp, userId: string): Promise<AuthContext> {
  const [user] = await t.db.select().from(users).where(eq(users.id, userId));
  return { user: user!, ownerId: null, cohostId: null, masqueradedBy: null, sessionId: '' };
}
