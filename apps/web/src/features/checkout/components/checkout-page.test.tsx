import { CHARGE_ON_APPROVAL_CONSENT, checkoutMessages, type TSessionUser } from '@stayfront/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppRoutes } from '@/app/router';
import {
  STORE_ID,
  makeLine,
  makeOrder,
  makeProduct,
  makeStore,
} from '@/features/storefront/fixtures';
import { mockFetch, type MockReply, type MockRequest } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import { CheckoutPage } from './checkout-page';

const ORDER_ID = '7a1c2d3e-2222-4bbb-8ccc-000000000002';
const CUSTOMER_ID = '7a1c2d3e-3333-4ccc-8ddd-000000000003';
const base = `/api/services/order/${ORDER_ID}`;
const summaryPath = `/api/services/guest/store-checkout-summary/${STORE_ID}/order/${ORDER_ID}/detail/`;
const detailsPath = `/store/${STORE_ID}/${ORDER_ID}/checkout-details/`;

const paidOrder = makeOrder([makeLine(), makeLine({ id: 'line-2', product_name: 'Kayak' })], {
  id: ORDER_ID,
});
const freeOrder = makeOrder([makeLine({ amount: 0, price: 0, convenience_fee: 0 })], {
  id: ORDER_ID,
});

type Handler = MockReply | ((request: MockRequest) => MockReply);

function renderCheckout(order = paidOrder, handlers: Record<string, Handler> = {}) {
  const mock = mockFetch({
    [`GET ${summaryPath}`]: { body: order },
    [`POST ${base}/update-customer/`]: { body: { ok: true } },
    ...handlers,
  });
  const view = renderWithProviders(
    <CheckoutPage
      storeId={STORE_ID}
      orderId={ORDER_ID}
      customerId={CUSTOMER_ID}
      cartHref={`/store/${STORE_ID}/cart/`}
      detailsHref={detailsPath}
      termsHref="https://testfront.example/terms-of-service/"
    />,
    { url: `/store/${STORE_ID}/checkout/${ORDER_ID}/${CUSTOMER_ID}/` },
  );
  return { ...view, requests: mock.requests };
}

async function fillDetails(user: ReturnType<typeof renderCheckout>['user']) {
  await user.type(await screen.findByLabelText('First name'), 'Maya');
  await user.type(screen.getByLabelText('Last name'), 'Lopez');
  await user.type(screen.getByLabelText('Phone number'), '+1 (555) 010-2030');
  await user.type(screen.getByLabelText('E-mail'), 'maya@example.com');
}

const placeOrder = () => screen.getByRole('button', { name: 'Place your order' });
const posted = (requests: MockRequest[], path: string) =>
  requests.filter((r) => r.method === 'POST' && r.path === path);

describe('checkout', { timeout: 30_000 }, () => {
  it('shows the field messages (debounced while typing) and then asks for the agreement', async () => {
    const { user, requests } = renderCheckout();
    const firstName = await screen.findByLabelText('First name');
    expect(screen.getByText('Test mode: use 4242 4242 4242 4242')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      'https://testfront.example/terms-of-service/',
    );
    // The summary: convenience fee apart, tax zero, grand total = guest total.
    expect(screen.getByText('Convenience fee').nextSibling).toHaveTextContent('$4.00');
    expect(screen.getByText('Tax').nextSibling).toHaveTextContent('$0.00');
    expect(screen.getByText('Grand total').nextSibling).toHaveTextContent('$54.00');

    // While typing, a message waits for the 500 ms pause.
    await user.type(firstName, 'M');
    await user.clear(firstName);
    expect(screen.queryByText('First name is required.')).not.toBeInTheDocument();
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number'), 'call me');
    expect(await screen.findByText('Enter a valid phone number.')).toBeInTheDocument();

    await user.click(placeOrder());
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.queryByText('You must agree to the terms and conditions to proceed.'),
    ).not.toBeInTheDocument();

    await user.type(firstName, 'Maya');
    await user.type(screen.getByLabelText('Last name'), 'Lopez');
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '+44 20 7946 0958');
    await user.type(screen.getByLabelText('E-mail'), 'maya@example.com');
    await user.click(placeOrder());
    expect(
      await screen.findByText('You must agree to the terms and conditions to proceed.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('First name is required.')).not.toBeInTheDocument();
    expect(posted(requests, `${base}/update-customer/`)).toHaveLength(0);
  });

  it('completes a zero-total order without a card', async () => {
    const { user, requests, router } = renderCheckout(freeOrder, {
      [`POST ${base}/complete-zero-purchase/`]: { body: { ok: true } },
    });
    await fillDetails(user);
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
    await user.click(placeOrder());
    await waitFor(() => expect(router.state.location.pathname).toBe(detailsPath));
    expect(posted(requests, `${base}/update-customer/`)[0]!.body).toEqual({
      customer_id: CUSTOMER_ID,
      first_name: 'Maya',
      last_name: 'Lopez',
      phone: '+1 (555) 010-2030',
      locale: 'en',
    });
    expect(posted(requests, `${base}/complete-zero-purchase/`)[0]!.body).toEqual({
      email: 'maya@example.com',
    });
    expect(posted(requests, '/api/services/order/create-payment-intent/')).toHaveLength(0);
  });

  it('asks consent and only saves the card for a request more than 6 days ahead', async () => {
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const request = makeLine({
      delivery_date: inTenDays,
      product_info: { ...makeLine().product_info, requires_approval: true },
    });
    const { user, requests, router } = renderCheckout(makeOrder([request], { id: ORDER_ID }), {
      'POST /api/services/order/create-payment-intent/': {
        body: {
          client_secret: 'seti_sim_secret',
          payment_intent_id: 'seti_sim_1',
          intent_type: 'setup',
          provider: 'simulated',
          publishable_key: null,
          amount: 0,
        },
      },
      'POST /api/services/payments/simulated/confirm/': {
        body: { status: 'succeeded', error: null },
      },
    });
    await fillDetails(user);
    expect(screen.getByText(CHARGE_ON_APPROVAL_CONSENT)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiration (MM/YY)'), '1234');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
    await user.click(placeOrder());
    await waitFor(() => expect(router.state.location.pathname).toBe(detailsPath));
    expect(posted(requests, '/api/services/payments/simulated/confirm/')[0]!.body).toMatchObject({
      client_secret: 'seti_sim_secret',
    });
  });

  it('does not ask that consent for requests within 6 days', async () => {
    const soon = makeLine({
      delivery_date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
      product_info: { ...makeLine().product_info, requires_approval: true },
    });
    renderCheckout(makeOrder([soon], { id: ORDER_ID }));
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    expect(screen.queryByText(CHARGE_ON_APPROVAL_CONSENT)).not.toBeInTheDocument();
  });

  it('pays with the simulated card form and toasts a declined card before the result', async () => {
    const { user, requests, router } = renderCheckout(paidOrder, {
      'POST /api/services/order/create-payment-intent/': {
        body: {
          client_secret: 'sim_secret',
          payment_intent_id: 'pi_1',
          provider: 'simulated',
          publishable_key: null,
          amount: 27,
        },
      },
      'POST /api/services/payments/simulated/confirm/': {
        body: { status: 'requires_payment_method', error: 'Your card was declined.' },
      },
    });
    await fillDetails(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(placeOrder());
    // The card is checked once the provider is known.
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Card number'), '4000000000000002');
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    await user.type(screen.getByLabelText('Expiration (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(placeOrder());
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(detailsPath));
    // One payment intent for both tries, for the total the guest was shown.
    const intents = posted(requests, '/api/services/order/create-payment-intent/');
    expect(intents).toHaveLength(1);
    expect(intents[0]!.body).toMatchObject({ expected_total: paidOrder.guest_total });
    expect(posted(requests, '/api/services/payments/simulated/confirm/')[0]!.body).toEqual({
      client_secret: 'sim_secret',
      card_number: '4000000000000002',
      exp_month: 12,
      exp_year: 30,
      cvc: '123',
      email: 'maya@example.com',
    });
    expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull();
  });

  it('shows the permission detail to a host session and puts API field errors on the fields', async () => {
    const detail = 'You do not have permission to perform this action.';
    let calls = 0;
    const { user } = renderCheckout(paidOrder, {
      [`POST ${base}/update-customer/`]: () =>
        ++calls === 1
          ? { status: 400, body: { phone: ['Enter a valid phone number.'] } }
          : { body: { ok: true } },
      'POST /api/services/order/create-payment-intent/': { status: 403, body: { detail } },
    });
    await fillDetails(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(placeOrder());
    expect(await screen.findByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
    await user.click(placeOrder());
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  });

  it('reloads the summary when the cart changed in another tab, and says so', async () => {
    let summaries = 0;
    const grown = makeOrder(
      [
        ...paidOrder.order_products,
        makeLine({
          id: 'line-3',
          product_info: { ...makeLine().product_info, product_name: 'Picnic basket' },
        }),
      ],
      { id: ORDER_ID },
    );
    const { user } = renderCheckout(paidOrder, {
      [`GET ${summaryPath}`]: () => ({ body: ++summaries === 1 ? paidOrder : grown }),
      'POST /api/services/order/create-payment-intent/': {
        status: 400,
        body: { non_field_errors: [checkoutMessages.cartChanged] },
      },
    });
    await fillDetails(user);
    expect(screen.queryByText('Picnic basket')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(placeOrder());
    expect(await screen.findByText(checkoutMessages.cartChanged)).toBeInTheDocument();
    expect(await screen.findByText('Picnic basket')).toBeInTheDocument();
  });

  it('starts a new checkout of the order from the name and phone typed before', async () => {
    const first = renderCheckout(freeOrder, {
      [`POST ${base}/complete-zero-purchase/`]: { body: { ok: true } },
    });
    await fillDetails(first.user);
    await first.user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await first.user.click(placeOrder());
    await waitFor(() => expect(first.router.state.location.pathname).toBe(detailsPath));
    first.unmount();

    renderCheckout(freeOrder);
    expect(await screen.findByLabelText('First name')).toHaveValue('Maya');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lopez');
    expect(screen.getByLabelText('Phone number')).toHaveValue('+1 (555) 010-2030');
  });

  it('says at once that an order already paid is paid, without the form', async () => {
    renderCheckout(makeOrder([makeLine()], { id: ORDER_ID, is_ready: true, has_error: false }));
    expect(await screen.findByText('This order is already paid.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your order' })).toHaveAttribute(
      'href',
      detailsPath,
    );
    expect(screen.queryByRole('button', { name: 'Place your order' })).not.toBeInTheDocument();
  });

  it('says the cart is empty instead of showing a form that could never be sent', async () => {
    renderCheckout(makeOrder([], { id: ORDER_ID }));
    expect(await screen.findByText('Nothing has been added to your cart yet!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place your order' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to cart/ })).toHaveAttribute(
      'href',
      `/store/${STORE_ID}/cart/`,
    );
  });

  it('lazy-loads the checkout from the store routes', async () => {
    const guest: TSessionUser = { ...testHost, role: 'GUEST', owner_id: null };
    mockFetch({
      [`GET /api/services/guest/store/${STORE_ID}/`]: { body: makeStore() },
      [`GET /api/services/guest/store/${STORE_ID}/products/`]: {
        body: { count: 1, limit: 1, results: [makeProduct()] },
      },
      [`GET /api/services/guest/store-cart/${STORE_ID}/detail/`]: { body: paidOrder },
      [`GET ${summaryPath}`]: { body: paidOrder },
    });
    renderWithProviders(null, {
      url: `/store/${STORE_ID}/checkout/${ORDER_ID}/${CUSTOMER_ID}/`,
      user: guest,
      routes: createAppRoutes(),
    });
    expect(
      await screen.findByRole('heading', { name: 'Checkout' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Checkout - Seaside Loft | Testfront'));
  });
});
