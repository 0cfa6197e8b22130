import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORE_ID, makeLine, makeOrder } from '@/features/storefront/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import type { Order, OrderProduct } from '../types';
import { CartDetails } from './cart-details';

const CART = `GET /api/services/guest/store-cart/${STORE_ID}/detail/`;
const ANSWER = 'POST /api/services/order/order-1/update-purchasable-off-platform/';
const QUESTION = 'Was your reservation made on the Airbnb platform?';

function renderCart(order: Order, handlers: Record<string, unknown> = {}) {
  const fetch = mockFetch({ [CART]: { body: order }, ...handlers });
  const view = renderWithProviders(
    <CartDetails
      storeId={STORE_ID}
      storeHref={`/store/${STORE_ID}/`}
      isPreview={false}
      productRules={new Map()}
      checkoutHref={(orderId, customerId) =>
        `/store/${STORE_ID}/checkout/${orderId}/${customerId}/`
      }
      onEditLine={vi.fn()}
      onPreviewBlocked={vi.fn()}
    />,
    { url: `/store/${STORE_ID}/cart/` },
  );
  return { ...view, ...fetch };
}

const named = (id: string, name: string, rest: Partial<OrderProduct> = {}) =>
  makeLine({
    id,
    product_name: name,
    product_info: { ...makeLine().product_info, product_name: name },
    ...rest,
  });

async function lineOf(name: string) {
  const lines = within(await screen.findByRole('list', { name: 'Cart items' }));
  return lines.getAllByRole('listitem').find((item) => item.textContent?.includes(name))!;
}

describe('CartDetails', { timeout: 20_000 }, () => {
  it('marks the lines paid on Airbnb, and lets the guest change the answer by keyboard', async () => {
    const clean = named('line-clean', 'Mid-stay clean', { is_purchasable_off_platform: true });
    const towels = named('line-towels', 'Towels');
    const airbnb = { has_off_platform_products: true, is_purchasable_off_platform: true };
    const { user, requests } = renderCart(makeOrder([clean, towels], airbnb), {
      [ANSWER]: {
        body: makeOrder([clean, towels], { ...airbnb, is_purchasable_off_platform: false }),
      },
    });
    expect(await lineOf('Mid-stay clean')).toHaveTextContent('Paid through Airbnb, not by card');
    expect(await lineOf('Towels')).not.toHaveTextContent('Paid through Airbnb');
    // Answered already: the question does not open by itself.
    expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull();

    const change = screen.getByRole('button', { name: 'Change answer' });
    expect(change).toHaveAccessibleDescription('You said your reservation was made on Airbnb.');
    change.focus();
    await user.keyboard('{Enter}');
    const question = await screen.findByRole('dialog', { name: QUESTION });
    await user.click(within(question).getByRole('button', { name: 'No' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull());
    expect(
      requests.find((r) => r.path.endsWith('/update-purchasable-off-platform/'))?.body,
    ).toEqual({ is_purchasable_off_platform: false });
    expect(
      await screen.findByText('You said your reservation was not made on Airbnb.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change answer' })).toHaveFocus();
    expect(await lineOf('Mid-stay clean')).not.toHaveTextContent('Paid through Airbnb');
  });

  it('offers no answer to change while the order has nothing payable on Airbnb', async () => {
    renderCart(makeOrder([named('line-towels', 'Towels')], { is_purchasable_off_platform: true }));
    await lineOf('Towels');
    expect(screen.queryByRole('button', { name: 'Change answer' })).toBeNull();
  });

  it('keeps Pay now disabled while a line cannot be paid as it stands, and says why', async () => {
    renderCart(
      makeOrder([
        named('line-kayak', 'Kayak', { cart_problem: 'unavailable' }),
        named('line-bread', 'Bread'),
      ]),
    );
    expect(await lineOf('Kayak')).toHaveTextContent(
      'This product is no longer available in this store.',
    );
    const payNow = screen.getByRole('button', { name: 'Pay now' });
    expect(payNow).toBeDisabled();
    expect(payNow).toHaveAccessibleDescription(
      "Fix the marked items first: some can't be paid as they are.",
    );
  });

  it('lets the guest pay a cart whose lines can all be paid', async () => {
    renderCart(makeOrder([named('line-bread', 'Bread')]));
    await lineOf('Bread');
    const payNow = screen.getByRole('button', { name: 'Pay now' });
    expect(payNow).toBeEnabled();
    expect(payNow).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(/Fix the marked items first/)).toBeNull();
  });
});
