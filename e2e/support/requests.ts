import {
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
} from '@playwright/test';
import { baseURL } from '../playwright.config';
import { createProduct } from './storefront';
import { BACKGROUND_WORK_MS } from './waits';

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

/** The request item's name: an airport pickup the host approves before the guest is charged. */
export const REQUEST_ITEM = 'Airport pickup';

/** The request item, for $30, in the store; answers its id. */
export function createRequestItem(request: APIRequestContext, storeId: string) {
  return createProduct(request, storeId, {
    subcategory: 'Guest services',
    product_name: REQUEST_ITEM,
    description: 'A driver meets you at arrivals.',
    price: 30,
    price_type: 'static',
    requires_approval: true,
  });
}

/**
 * A guest buys `lines` through the API with the simulated test card, as the storefront does
 * (the storefront journey itself is covered by checkout.spec.ts). Answers once the order is
 * settled. `offPlatform` says the stay was booked on Airbnb, so items sold that way are paid
 * there; when nothing is left to pay by card the order completes without one.
 */
export async function buyAsGuest(
  lines: GuestLine[],
  guest: GuestDetails,
  options: { offPlatform?: boolean } = {},
) {
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
    if (options.offPlatform) {
      await json(
        await api.post(`/api/services/order/${order.id}/update-purchasable-off-platform/`, {
          data: { is_purchasable_off_platform: true },
        }),
        'booked on Airbnb',
      );
    }
    const opened = await api.post('/api/services/order/create-payment-intent/', {
      data: { order_id: order.id, customer_id: customer.id },
    });
    if (opened.status() === 400 && options.offPlatform) {
      await json(
        await api.post(`/api/services/order/${order.id}/complete-zero-purchase/`, {
          data: { email: guest.email },
        }),
        'order without a card payment',
      );
    } else {
      await payByCard(api, await json<{ client_secret: string }>(opened, 'payment intent'), guest);
    }
    await waitUntilSettled(api, order.id);
    return order;
  } finally {
    await api.dispose();
  }
}

async function payByCard(
  api: APIRequestContext,
  intent: { client_secret: string },
  guest: GuestDetails,
) {
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
}

async function waitUntilSettled(api: APIRequestContext, orderId: string) {
  const deadline = Date.now() + BACKGROUND_WORK_MS;
  for (;;) {
    const state = await json<{ is_ready: boolean; has_error: boolean }>(
      await api.get(`/api/services/order/${orderId}/is-ready/`),
      'readiness',
    );
    if (state.has_error) throw new Error('the payment failed');
    if (state.is_ready) return;
    if (Date.now() > deadline) throw new Error('the order did not settle in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
