import type { TestClient } from './test-app';

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
  const confirm = await client.post('/api/services/payments/simulated/confirm/', {
    client_secret: intent.json().client_secret,
    card_number: card,
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvc: '123',
    email,
  });
  return { intent, confirm };
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
