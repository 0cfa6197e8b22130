import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORE_ID, makeLine, makeOrder } from '@/features/storefront/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import type { Order, OrderProduct } from '../types';
import { CartPopup } from './cart-popup';

const CART = `GET /api/services/guest/store-cart/${STORE_ID}/detail/`;

function renderPopup(order: Order, handlers: Record<string, unknown> = {}) {
  const onCheckout = vi.fn();
  const onSelectProduct = vi.fn();
  const fetch = mockFetch({
    [CART]: { body: order },
    'GET /api/services/guest/order/order-1/recommend/': {
      body: {
        count: 1,
        limit: 6,
        results: [
          {
            id: 'prod-wood',
            product_name: 'Firewood',
            image: null,
            price: 12,
            price_type: 'static',
            product_prices: [],
          },
        ],
      },
    },
    ...handlers,
  });
  const view = renderWithProviders(
    <CartPopup
      storeId={STORE_ID}
      open
      productRules={new Map()}
      onClose={() => {}}
      onCheckout={onCheckout}
      onSelectProduct={onSelectProduct}
    />,
    { url: `/store/${STORE_ID}/` },
  );
  return { ...view, ...fetch, onCheckout, onSelectProduct };
}

/** The confirmation dialog. */
function findConfirm() {
  return screen.findByRole('dialog', { name: 'Remove product' });
}

describe('CartPopup', { timeout: 20_000 }, () => {
  it('says 1 item for one unit', async () => {
    renderPopup(makeOrder([makeLine()]));
    const popup = await screen.findByRole('dialog', { name: /My Cart/ });
    expect(await within(popup).findByText('1 item')).toBeInTheDocument();
  });

  it('says under each line why it cannot be paid as it stands', async () => {
    const named = (id: string, name: string, rest: Partial<OrderProduct> = {}) =>
      makeLine({
        id,
        product_name: name,
        product_info: { ...makeLine().product_info, product_name: name },
        ...rest,
      });
    renderPopup(
      makeOrder([
        named('line-gone', 'Kayak', { cart_problem: 'unavailable' }),
        named('line-price', 'Towels', { cart_problem: 'price_changed' }),
        named('line-short', 'Candles', { quantity: 2, cart_problem: 'short', stock_left: 1 }),
        named('line-none', 'Soap', { cart_problem: 'short', stock_left: 0 }),
        named('line-ok', 'Bread', { stock_left: 4 }),
      ]),
    );
    const popup = await screen.findByRole('dialog', { name: /My Cart/ });
    const lineOf = async (name: string) =>
      (await within(popup).findAllByRole('listitem')).find((item) =>
        item.textContent?.includes(name),
      )!;
    expect(await lineOf('Kayak')).toHaveTextContent(
      'This product is no longer available in this store.',
    );
    expect(await lineOf('Towels')).toHaveTextContent(
      'Its price has changed: remove it and add it again.',
    );
    expect(await lineOf('Candles')).toHaveTextContent('Only 1 left in stock.');
    expect(await lineOf('Soap')).toHaveTextContent('This item is out of stock.');
    expect((await lineOf('Bread')).querySelector('.sf-line__problem')).toBeNull();
  });

  it('marks the lines the guest pays on Airbnb, not by card', async () => {
    renderPopup(
      makeOrder(
        [
          makeLine({
            id: 'line-clean',
            product_info: { ...makeLine().product_info, product_name: 'Mid-stay clean' },
            is_purchasable_off_platform: true,
          }),
          makeLine(),
        ],
        { has_off_platform_products: true, is_purchasable_off_platform: true },
      ),
    );
    const popup = await screen.findByRole('dialog', { name: /My Cart/ });
    const lines = await within(popup).findByRole('list', { name: 'Cart items' });
    const [clean, bike] = within(lines).getAllByRole('listitem');
    expect(clean).toHaveTextContent('Paid through Airbnb, not by card');
    expect(bike).not.toHaveTextContent('Paid through Airbnb');
  });

  it('says N items for several, lists the lines and leads to the checkout', async () => {
    const { user, onCheckout } = renderPopup(
      makeOrder([
        makeLine({ quantity: 2, amount: 50 }),
        makeLine({
          id: 'line-chairs',
          product_id: 'prod-chairs',
          product_info: {
            product_name: 'Beach chairs',
            image: null,
            requires_approval: false,
            price_type: 'multiple',
          },
          product_price: {
            id: 'price-3',
            label: 'Chairs and umbrella',
            time_label: '',
            price: 22,
            is_variable_price: false,
          },
          delivery_date: '2026-05-04',
          amount: 22,
        }),
      ]),
    );
    expect(await screen.findByText('3 items')).toBeInTheDocument();
    expect(screen.getByText('Chairs and umbrella')).toBeInTheDocument();
    expect(screen.getByText('Date: 05/04/2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Checkout now' }));
    expect(onCheckout).toHaveBeenCalled();
  });

  it('asks before removing a line whose quantity is 1, then sets it to 0', async () => {
    const { user, requests } = renderPopup(makeOrder([makeLine()]), {
      'PATCH /api/services/orderproduct/line-bike/update-quantity/': { body: makeOrder() },
    });
    await screen.findByText('Bike rental');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    const confirm = await findConfirm();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
      path: '/api/services/orderproduct/line-bike/update-quantity/',
      body: { count: 0 },
    });
    expect(await screen.findByText('Nothing has been added to your cart yet!')).toBeInTheDocument();
  });

  it('keeps the line when the removal is cancelled', async () => {
    const { user, requests } = renderPopup(makeOrder([makeLine()]));
    await screen.findByText('Bike rental');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    const confirm = await findConfirm();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('changes the quantity with plus without asking', async () => {
    const { user, requests } = renderPopup(makeOrder([makeLine()]), {
      'PATCH /api/services/orderproduct/line-bike/update-quantity/': {
        body: makeOrder([makeLine({ quantity: 2, amount: 50 })]),
      },
    });
    await screen.findByText('Bike rental');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ count: 2 });
  });

  it('recommends other products and opens the chosen one', async () => {
    const { user, onSelectProduct } = renderPopup(makeOrder([makeLine()]));
    expect(await screen.findByRole('heading', { name: 'Recommended for you' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Firewood/ }));
    expect(onSelectProduct).toHaveBeenCalledWith('prod-wood');
  });

  it('says when the cart is empty', async () => {
    renderPopup(makeOrder());
    expect(await screen.findByText('Nothing has been added to your cart yet!')).toBeInTheDocument();
    expect(screen.getByText('0 items')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checkout now' })).not.toBeInTheDocument();
  });
});
