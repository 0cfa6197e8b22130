import { screen, waitFor, within } from '@testing-library/react';
import { checkoutMessages, soldOutWhilePayingMessage } from '@stayfront/core';
import { describe, expect, it } from 'vitest';
import { STORE_ID, makeLine, makeOrder } from '@/features/storefront/fixtures';
import { mockFetch, type MockReply, type MockRequest } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import { CheckoutDetailsPage } from './checkout-details-page';

const ORDER_ID = '7a1c2d3e-2222-4bbb-8ccc-000000000002';
const readyPath = `/api/services/order/${ORDER_ID}/is-ready/`;
const summaryPath = `/api/services/guest/store-checkout-summary/${STORE_ID}/order/${ORDER_ID}/detail/`;
const cartPath = `/store/${STORE_ID}/cart/`;

type Handler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

function renderDetails(handlers: Record<string, Handler>) {
  const mock = mockFetch(handlers);
  const view = renderWithProviders(
    <CheckoutDetailsPage
      storeId={STORE_ID}
      orderId={ORDER_ID}
      storeHref={`/store/${STORE_ID}/`}
      cartHref={cartPath}
      supportEmail="help@testfront.example"
    />,
    { url: `/store/${STORE_ID}/${ORDER_ID}/checkout-details/` },
  );
  return { ...view, requests: mock.requests };
}

describe('checkout details', { timeout: 30_000 }, () => {
  it('says Processing payment... and asks again until the order is ready, then thanks', async () => {
    let asked = 0;
    const { requests } = renderDetails({
      [`GET ${readyPath}`]: () => ({
        body: { is_ready: ++asked > 1, has_error: false, sold_out: false },
      }),
    });
    const processing = await screen.findByText('Processing payment...', { selector: 'h1' });
    expect(processing.closest('[aria-live]')).toBeNull();
    const announced = () => document.querySelector('[aria-live="polite"]');
    expect(announced()).toHaveTextContent(/^Processing payment\.\.\.$/);
    expect(
      await screen.findByText('Thank you!', { selector: 'h1' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    // The outcome's title alone is announced, not the lines and details below it.
    expect(announced()).toHaveTextContent(/^Thank you!$/);
    expect(screen.getByRole('link', { name: 'help@testfront.example' })).toHaveAttribute(
      'href',
      'mailto:help@testfront.example',
    );
    expect(screen.getByRole('link', { name: 'Back to store' })).toHaveAttribute(
      'href',
      `/store/${STORE_ID}/`,
    );
    const checks = requests.filter((r) => r.path === readyPath);
    expect(checks).toHaveLength(2);
    expect(checks.map((r) => r.search)).toEqual(['?wait=3', '?wait=3']);
  });

  it('says an order still in the cart is not being paid, and stops asking', async () => {
    const { requests } = renderDetails({
      [`GET ${readyPath}`]: {
        body: { is_ready: false, has_error: false, sold_out: false, is_cart: true },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Not paid yet' })).toBeInTheDocument();
    expect(
      screen.getByText('This order has not been sent for payment, and your card was not charged.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', cartPath);
    expect(screen.queryByText('Processing payment...', { selector: 'h1' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(requests.filter((r) => r.path === readyPath)).toHaveLength(1);
  });

  it('asks again at once after a check the server held for its wait, and thanks when it lands', async () => {
    let asked = 0;
    const startedAt: number[] = [];
    renderDetails({
      [`GET ${readyPath}`]: async () => {
        asked += 1;
        startedAt.push(Date.now());
        // The first check is held for the whole wait, like the server does while nothing lands.
        if (asked === 1) await new Promise((resolve) => setTimeout(resolve, 3000));
        return { body: { is_ready: asked > 1, has_error: false, sold_out: false } };
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Thank you!' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(asked).toBe(2);
    expect(startedAt[1]! - startedAt[0]!).toBeLessThan(3000 + 1000);
  });

  it('shows Payment Declined with the guest, the summary and each line status', async () => {
    const order = makeOrder(
      [
        makeLine({ purchase_status: 'FAIL', purchase_failure_message: 'Your card was declined.' }),
        makeLine({
          id: 'line-2',
          product_info: { ...makeLine().product_info, product_name: 'Kayak' },
          purchase_status: 'HOLD',
        }),
        makeLine({
          id: 'line-3',
          product_info: { ...makeLine().product_info, product_name: 'Towels' },
          purchase_status: 'COMP',
        }),
        makeLine({
          id: 'line-4',
          product_info: { ...makeLine().product_info, product_name: 'Tour' },
          purchase_status: 'PROC',
        }),
      ],
      {
        id: ORDER_ID,
        guest_name: 'Maya Lopez',
        guest_email: 'maya@example.com',
        guest_phone: '+1 555 010 2030',
        is_ready: true,
        has_error: true,
      },
    );
    const { user, requests, router } = renderDetails({
      [`GET ${readyPath}`]: { body: { is_ready: true, has_error: true, sold_out: false } },
      [`GET ${summaryPath}`]: { body: order },
      [`POST /api/services/order/${ORDER_ID}/retry-payment/`]: { body: { ok: true } },
    });
    expect(await screen.findByRole('heading', { name: 'Payment Declined' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Oh no! The transaction failed, please update your billing details to proceed.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Maya Lopez')).toBeInTheDocument();
    expect(screen.getByText('maya@example.com')).toBeInTheDocument();
    expect(screen.getByText('+1 555 010 2030')).toBeInTheDocument();
    expect(screen.getByText('Grand total')).toBeInTheDocument();

    const lines = within(screen.getByRole('list', { name: 'Your items' })).getAllByRole('listitem');
    const statusOf = (index: number) => lines[index]!.querySelector('[data-status]')!;
    expect(statusOf(0)).toHaveTextContent('Failed');
    expect(statusOf(0)).toHaveClass('ck-status--red');
    expect(lines[0]).toHaveTextContent('Your card was declined.');
    expect(statusOf(1)).toHaveTextContent('Hold');
    expect(statusOf(1)).toHaveClass('ck-status--grey');
    expect(statusOf(2)).toHaveTextContent('Completed');
    expect(statusOf(2)).toHaveClass('ck-status--green');
    expect(statusOf(3)).toHaveTextContent('Processing');
    expect(statusOf(3)).toHaveClass('ck-status--grey');

    await user.click(screen.getByRole('button', { name: 'Update details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(cartPath));
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/retry-payment/'))).toBe(
      true,
    );
  });

  it('thanks with the order number, what waits for approval and how Airbnb items are paid', async () => {
    const offPlatform = (id: string, name: string, instructions: string) =>
      makeLine({
        id,
        product_id: `prod-${id}`,
        product_info: {
          ...makeLine().product_info,
          product_name: name,
          instructions_off_platform: instructions,
        },
        is_purchasable_off_platform: true,
        purchase_status: null,
      });
    const order = makeOrder(
      [
        makeLine({ purchase_status: 'COMP' }),
        makeLine({
          id: 'line-2',
          product_info: { ...makeLine().product_info, product_name: 'Kayak tour' },
          purchase_status: 'HOLD',
        }),
        offPlatform(
          'line-3',
          'Mid-stay clean',
          'Accept my request the day before.\nHouse rules: https://example.com/rules',
        ),
        offPlatform('line-4', 'Crib', ''),
      ],
      { id: ORDER_ID, order_number: 1042, is_purchasable_off_platform: true, is_ready: true },
    );
    renderDetails({
      [`GET ${readyPath}`]: { body: { is_ready: true, has_error: false } },
      [`GET ${summaryPath}`]: { body: order },
    });
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(await screen.findByText('Order #1042')).toBeInTheDocument();
    expect(screen.getByText('Still waiting for approval:')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(/^Kayak tour$/);

    // Under each item paid through Airbnb, what its host wrote for guests paying it there.
    const airbnb = screen.getByRole('list', { name: 'To pay through Airbnb:' });
    const [clean, crib] = within(airbnb).getAllByRole('listitem');
    expect(clean).toHaveTextContent('Mid-stay clean');
    expect(within(clean!).getByText(/^Accept my request the day before\./)).toHaveTextContent(
      'House rules: https://example.com/rules',
    );
    expect(within(clean!).getByRole('link', { name: 'https://example.com/rules' })).toHaveAttribute(
      'href',
      'https://example.com/rules',
    );
    expect(crib).toHaveTextContent(/^Crib$/);
    expect(
      screen.getByText(/^Your host sends you a payment request for these through the Airbnb/),
    ).toHaveTextContent('Airbnb Resolution Center');
  });

  it("shows no host's Airbnb instructions to a guest who did not book there", async () => {
    const clean = makeLine({
      product_info: {
        ...makeLine().product_info,
        product_name: 'Mid-stay clean',
        instructions_off_platform: 'Accept my request the day before.',
      },
      is_purchasable_off_platform: true,
      purchase_status: 'COMP',
    });
    renderDetails({
      [`GET ${readyPath}`]: { body: { is_ready: true, has_error: false } },
      [`GET ${summaryPath}`]: {
        body: makeOrder([clean], {
          id: ORDER_ID,
          order_number: 8,
          is_purchasable_off_platform: false,
        }),
      },
    });
    expect(await screen.findByText('Order #8')).toBeInTheDocument();
    expect(screen.queryByText(/Accept my request/)).toBeNull();
    expect(screen.queryByText(/Resolution Center/)).toBeNull();
  });

  it('says nothing of approvals when the order has no request', async () => {
    renderDetails({
      [`GET ${readyPath}`]: { body: { is_ready: true, has_error: false } },
      [`GET ${summaryPath}`]: {
        body: makeOrder([makeLine({ purchase_status: 'COMP' })], { id: ORDER_ID, order_number: 7 }),
      },
    });
    expect(await screen.findByText('Order #7')).toBeInTheDocument();
    expect(screen.queryByText('Still waiting for approval:')).not.toBeInTheDocument();
    expect(screen.queryByText(/Resolution Center/)).not.toBeInTheDocument();
  });

  it('says an item sold out while the guest paid and the card was refunded, without asking for new details', async () => {
    const order = makeOrder(
      [
        makeLine({
          purchase_status: 'FAIL',
          purchase_failure_message: soldOutWhilePayingMessage(['Firewood']),
        }),
      ],
      { id: ORDER_ID, is_ready: true, has_error: true },
    );
    renderDetails({
      [`GET ${readyPath}`]: { body: { is_ready: true, has_error: true, sold_out: true } },
      [`GET ${summaryPath}`]: { body: order },
    });
    expect(
      await screen.findByRole('heading', { name: checkoutMessages.soldOutTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(checkoutMessages.soldOut)).toBeInTheDocument();
    expect(screen.queryByText(checkoutMessages.paymentDeclined)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update details' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to store' })).toHaveAttribute(
      'href',
      `/store/${STORE_ID}/`,
    );
    const lines = within(await screen.findByRole('list', { name: 'Your items' })).getAllByRole(
      'listitem',
    );
    expect(lines[0]).toHaveTextContent('Firewood sold out while you were paying.');
  });
});
