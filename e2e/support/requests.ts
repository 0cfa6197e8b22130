import { request as playwrightRequest, type APIResponse } from '@playwright/test';
import { baseURL } from '../playwright.config';

export interface GuestLine {
  product_id: string;
  quantity?: number;
  delivery_date?: string;
  extra_fields?: { product_field_id: string; value: string }[];
}

export interface GuestDetails {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

async function json<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok())
    throw new Error(`${what} failed (${response.status()}): ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A guest buys `lines` through the API with the simulated test card, as the storefront does
 * (the storefront journey itself is covered by checkout.spec.ts). Answers once the order is
 * settled.
 */
export async function buyAsGuest(lines: GuestLine[], guest: GuestDetails) {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await json(
      await api.post('/api/services/guest/', { data: { isAnonymous: true, isActive: true } }),
      'guest session',
    );
    let order = { id: '', order_number: 0 };
    for (const line of lines) {
      order = await json(
        await api.patch('/api/services/order/add/', { data: { quantity: 1, ...line } }),
        'add to cart',
      );
    }
    const customer = await json<{ id: string }>(
      await api.post('/api/services/order/create-customer/'),
      'create customer',
    );
    await json(
      await api.post(`/api/services/order/${order.id}/update-customer/`, {
        data: {
          customer_id: customer.id,
          first_name: guest.firstName,
          last_name: guest.lastName,
          phone: guest.phone,
        },
      }),
      'guest details',
    );
    const intent = await json<{ client_secret: string }>(
      await api.post('/api/services/order/create-payment-intent/', {
        data: { order_id: order.id, customer_id: customer.id },
      }),
      'payment intent',
    );
    await json(
      await api.post('/api/services/payments/simulated/confirm/', {
        data: {
          client_secret: intent.client_secret,
          card_number: '4242 4242 4242 4242',
          exp_month: 12,
          exp_year: new Date().getUTCFullYear() + 2,
          cvc: '123',
          email: guest.email,
        },
      }),
      'card payment',
    );
    const deadline = Date.now() + 20_000;
    for (;;) {
      const state = await json<{ is_ready: boolean; has_error: boolean }>(
        await api.get(`/api/services/order/${order.id}/is-ready/`),
        'readiness',
      );
      if (state.has_error) throw new Error('the payment failed');
      if (state.is_ready) break;
      if (Date.now() > deadline) throw new Error('the order did not settle in time');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return order;
  } finally {
    await api.dispose();
  }
}
