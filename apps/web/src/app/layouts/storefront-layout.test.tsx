import type { TSessionUser } from '@stayfront/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import { lazyWithRetry } from '@/utils/lazy-with-retry';
import { STORE_ID, makeOrder, makeProduct, makeStore } from '@/features/storefront/fixtures';
import { RootLayout } from './root-layout';
import { StorefrontLayout } from './storefront-layout';

const guest: TSessionUser = {
  ...testHost,
  email: 'guest-1@guests.invalid',
  role: 'GUEST',
  owner_id: null,
};

describe('StorefrontLayout', { timeout: 30_000 }, () => {
  it("keeps the header when a page's code cannot be fetched, and Try again fetches it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      [`GET /api/services/guest/store/${STORE_ID}/`]: { body: makeStore() },
      [`GET /api/services/guest/store/${STORE_ID}/products/`]: {
        body: { count: 1, limit: 1, results: [makeProduct()] },
      },
      [`GET /api/services/guest/store-cart/${STORE_ID}/detail/`]: { body: makeOrder() },
    });
    let online = false;
    const CartPage = lazyWithRetry(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: () => <h1>My Cart</h1> };
    });
    const { user } = renderWithProviders(null, {
      url: `/store/${STORE_ID}/cart/`,
      user: guest,
      routes: [
        {
          element: <RootLayout />,
          children: [
            {
              path: 'store/:storeId',
              element: <StorefrontLayout />,
              children: [{ path: 'cart', element: <CartPage /> }],
            },
          ],
        },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong! Please try again later.');
    const main = screen.getByRole('main');
    expect(main).toContainElement(alert);
    // The header stays: the guest can still change the language or open the cart.
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();

    online = true;
    await user.click(within(main).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Cart' })).toBeInTheDocument();
  });
});
