import type { TSessionUser } from '@stayfront/core';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { mockFetch, type MockReply, type MockRequest } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import { ensureGuestSession } from './api/create-guest-session';
import {
  STORE_ID,
  makeLine,
  makeOrder,
  makeProduct,
  makeStore,
  optionsProduct,
  preorderProduct,
  variableProduct,
} from './fixtures';
import type { GuestProduct } from './types';

const guest: TSessionUser = {
  ...testHost,
  email: 'guest-1@guests.invalid',
  role: 'GUEST',
  owner_id: null,
};

// The route chunks load on first use, which takes seconds on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 8000 }));

const products: GuestProduct[] = [makeProduct(), variableProduct, optionsProduct, preorderProduct];

type Handler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

function storeHandlers(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    [`GET /api/services/guest/store/${STORE_ID}/`]: { body: makeStore() },
    [`GET /api/services/guest/store/${STORE_ID}/products/`]: {
      body: { count: products.length, limit: products.length, results: products },
    },
    [`GET /api/services/guest/store-cart/${STORE_ID}/detail/`]: { body: makeOrder() },
    ...overrides,
  };
}

/** `'fetched'` leaves the session to GET /api/jwt/me/; anything else is seeded. */
function renderStore(url: string, user: TSessionUser | 'fetched' = guest) {
  return renderWithProviders(null, {
    url,
    user: user === 'fetched' ? undefined : user,
    routes: createAppRoutes(),
  });
}

function findDialog(name: string | RegExp) {
  return screen.findByRole('dialog', { name });
}

function currentUrl(router: ReturnType<typeof renderStore>['router']) {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

/** The server's cart: empty until the add, then one line (the popup reloads it when it opens). */
function mockCartFilledByAdd() {
  const order = makeOrder([makeLine()]);
  let cart = makeOrder();
  mockFetch(
    storeHandlers({
      [`GET /api/services/guest/store-cart/${STORE_ID}/detail/`]: () => ({ body: cart }),
      'PATCH /api/services/order/add/': () => {
        cart = order;
        return { body: order };
      },
    }),
  );
}

describe('storefront', { timeout: 30_000 }, () => {
  it('shows the store, then makes an anonymous guest when there is no session, once', async () => {
    const guestCreations: MockRequest[] = [];
    mockFetch(
      storeHandlers({
        'GET /api/jwt/me/': { status: 401, body: { detail: 'Not signed in.' } },
        'POST /api/services/guest/': (request) => {
          guestCreations.push(request);
          return { status: 201, body: guest };
        },
      }),
    );
    renderStore(`/store/${STORE_ID}/`, 'fetched');
    expect(await screen.findByRole('heading', { name: 'Seaside Loft' })).toBeInTheDocument();
    expect(document.title).toBe('Seaside Loft | Testfront');
    // The guest session waits for the store's first paint.
    await waitFor(() => expect(guestCreations).toHaveLength(1));
    // One call makes the guest and its session: no sign-in follows it.
    expect(guestCreations[0]!.body).toEqual({ isAnonymous: true, isActive: true });
  });

  it('shares one guest creation between simultaneous callers (StrictMode effects)', async () => {
    const { requests } = mockFetch({
      'POST /api/services/guest/': { status: 201, body: guest },
    });
    const [first, second] = await Promise.all([ensureGuestSession(), ensureGuestSession()]);
    expect(first).toEqual(guest);
    expect(second).toEqual(guest);
    expect(requests.filter((r) => r.path === '/api/services/guest/')).toHaveLength(1);
  });

  it('gives a guest whose session expired a new one, silently, and stays in the store', async () => {
    const renewed: TSessionUser = { ...guest, email: 'guest-2@guests.invalid', user_id: 'u-2' };
    let cartCalls = 0;
    const { requests } = mockFetch(
      storeHandlers({
        [`GET /api/services/guest/store-cart/${STORE_ID}/detail/`]: () =>
          ++cartCalls === 1
            ? { status: 401, body: { detail: 'Authentication credentials were not provided.' } }
            : { body: makeOrder([makeLine()]) },
        'POST /api/services/guest/': { status: 201, body: renewed },
      }),
    );
    const { router, queryClient } = renderStore(`/store/${STORE_ID}/`);
    expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(screen.queryByText('Your session has expired!')).not.toBeInTheDocument();
    expect(currentUrl(router)).toBe(`/store/${STORE_ID}/`);
    expect(queryClient.getQueryData(['session'])).toEqual(renewed);
    expect(requests.filter((r) => r.path === '/api/services/guest/')).toHaveLength(1);
  });

  it('says the store is unavailable, without making a guest', async () => {
    const { requests } = mockFetch({
      'GET /api/jwt/me/': { status: 401, body: { detail: 'Not signed in.' } },
    });
    renderStore(`/store/${STORE_ID}/`, 'fetched');
    expect(
      await screen.findByRole('heading', { name: 'Oops! Looks like this store is unavailable.' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/If you need support contact us at/)).toHaveTextContent(
      'If you need support contact us at help@testfront.example.',
    );
    expect(requests.some((r) => r.path === '/api/services/guest/')).toBe(false);
  });

  it("takes the server's first paint away once the store shows, and not before", async () => {
    const firstPaint = document.createElement('div');
    firstPaint.id = 'sf-first-paint';
    document.body.prepend(firstPaint);
    let answerStore!: () => void;
    const storeAnswered = new Promise<void>((resolve) => (answerStore = resolve));
    const { requests } = mockFetch(
      storeHandlers({
        [`GET /api/services/guest/store/${STORE_ID}/`]: async () => {
          await storeAnswered;
          return { body: makeStore() };
        },
      }),
    );
    renderStore(`/store/${STORE_ID}/`);
    // While the store is on its way, the first paint stays (the app is behind it).
    await waitFor(() =>
      expect(requests.some((r) => r.path === `/api/services/guest/store/${STORE_ID}/`)).toBe(true),
    );
    expect(document.getElementById('sf-first-paint')).toBe(firstPaint);
    answerStore();
    expect(await screen.findByRole('heading', { name: 'Seaside Loft' })).toBeInTheDocument();
    expect(document.getElementById('sf-first-paint')).toBeNull();
  });

  it('opens the product modal from the address and closes it by removing the parameter', async () => {
    mockFetch(storeHandlers());
    const { user, router } = renderStore(`/store/${STORE_ID}/?category=Rentals&product=prod-bike`);
    const dialog = await findDialog('Bike rental');
    expect(within(dialog).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/store/${STORE_ID}/?category=Rentals`));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('puts the chosen product in the address, and the back button closes it', async () => {
    mockFetch(storeHandlers());
    const { user, router } = renderStore(`/store/${STORE_ID}/`);
    await user.click(await screen.findByRole('button', { name: 'Select options: Beach chairs' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/store/${STORE_ID}/?product=${optionsProduct.id}`),
    );
    expect(await findDialog('Beach chairs')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentUrl(router)).toBe(`/store/${STORE_ID}/`);
  });

  it('filters by category and searches through the address', async () => {
    const { requests } = mockFetch(
      storeHandlers({
        'POST /api/services/product/search/': (request) => {
          const { query } = request.body as { query: string };
          const results = query === 'bike' ? [makeProduct()] : [];
          return { body: { count: results.length, limit: results.length, results } };
        },
      }),
    );
    const { user, router } = renderStore(`/store/${STORE_ID}/`);
    const tabs = await screen.findByRole('navigation', { name: 'Product categories' });
    await user.click(within(tabs).getByRole('button', { name: 'Rentals' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/store/${STORE_ID}/?category=Rentals`));
    expect(screen.getByRole('link', { name: 'Beach chairs' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Welcome basket' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search product' }), 'bike');
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/store/${STORE_ID}/?category=Rentals&query=bike`),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Beach chairs' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('link', { name: 'Bike rental' })).toBeInTheDocument();
    const searches = requests.filter((r) => r.path === '/api/services/product/search/');
    // Debounced: one search for the whole word.
    expect(searches.map((r) => r.body)).toEqual([
      { storeId: STORE_ID, query: 'bike', subcategories: ['Rentals'] },
    ]);

    await user.clear(screen.getByRole('searchbox', { name: 'Search product' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search product' }), 'kayak');
    expect(await screen.findByText('There are no matching search results')).toBeInTheDocument();
  });

  it('says when a category has no products', async () => {
    mockFetch(storeHandlers());
    renderStore(`/store/${STORE_ID}/?category=Gone`);
    expect(await screen.findByText('There are no products in this category')).toBeInTheDocument();
  });

  it('keeps /store/:id/:category/ as the store with that category chosen', async () => {
    mockFetch(storeHandlers());
    const { router } = renderStore(`/store/${STORE_ID}/Rentals/`);
    await waitFor(() => expect(currentUrl(router)).toBe(`/store/${STORE_ID}/?category=Rentals`));
  });

  it('adds to the cart, then shows the count and the cart popup', async () => {
    mockCartFilledByAdd();
    const { user, router } = renderStore(`/store/${STORE_ID}/?product=prod-bike`);
    const dialog = await findDialog('Bike rental');
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(await findDialog(/My Cart/)).toBeInTheDocument();
    // The open popup hides the page from assistive technology: look past that.
    expect(
      await screen.findByRole('button', { name: 'Cart, 1 item', hidden: true }),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe(`/store/${STORE_ID}/`));
  });

  it('gives focus to the cart button when the popup that opened after an add is closed', async () => {
    mockCartFilledByAdd();
    // Opened from a link: what opened the modal is not known (as after a tap in Safari, which
    // does not focus the button it taps).
    const { user } = renderStore(`/store/${STORE_ID}/?product=prod-bike`);
    const dialog = await findDialog('Bike rental');
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    const popup = await findDialog(/My Cart/);
    await waitFor(() => expect(popup).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toHaveFocus());
  });

  it('shows a host the preview banner and the shop-preview modal instead of a cart', async () => {
    const { requests } = mockFetch(storeHandlers());
    const { user } = renderStore(`/store/${STORE_ID}/`, testHost);
    expect(await screen.findByText(/You are previewing this store/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select options: Bike rental' }));
    const dialog = await findDialog('Bike rental');
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('You are in the shop preview')).toBeInTheDocument();
    expect(
      screen.getByText(
        'To add items to your cart, check out, or see full guest view, log out of your store.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/services/order/add/')).toBe(false);
  });

  it('shows the company name of an enterprise store in the header', async () => {
    mockFetch(
      storeHandlers({
        [`GET /api/services/guest/store/${STORE_ID}/`]: {
          body: makeStore({
            enterprise_info: {
              isEnabled: true,
              subdomain: 'loft',
              isSubdomainEnabled: true,
              company_name: 'Loft Stays Co',
              image: null,
              about: '',
            },
          }),
        },
      }),
    );
    renderStore(`/store/${STORE_ID}/`);
    await screen.findByRole('heading', { name: 'Seaside Loft' });
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Loft Stays Co')).toBeInTheDocument();
    expect(within(header).queryByText('Testfront')).not.toBeInTheDocument();
  });

  it('tells a support user who they masquerade as', async () => {
    mockFetch(storeHandlers());
    renderStore(`/store/${STORE_ID}/`, { ...testHost, is_masqueraded: true });
    expect(await screen.findByText(`Masquerading as ${testHost.email}`)).toBeInTheDocument();
  });
});

describe('cart details', { timeout: 30_000 }, () => {
  it('shows the totals with the convenience fee and goes to the checkout', async () => {
    const order = makeOrder([makeLine({ quantity: 2, amount: 50, convenience_fee: 4 })]);
    const { requests } = mockFetch(
      storeHandlers({
        [`GET /api/services/guest/store-cart/${STORE_ID}/detail/`]: { body: order },
        'POST /api/services/order/create-customer/': { status: 201, body: { id: 'cust-1' } },
      }),
    );
    const { user, router } = renderStore(`/store/${STORE_ID}/cart/`);
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('$50.00');
    expect(within(summary).getByText('Convenience fee').nextSibling).toHaveTextContent('$4.00');
    expect(within(summary).getByText('Tax').nextSibling).toHaveTextContent('$0.00');
    expect(within(summary).getByText('Grand total').nextSibling).toHaveTextContent('$54.00');
    expect(screen.getByRole('link', { name: 'Back to store' })).toHaveAttribute(
      'href',
      `/store/${STORE_ID}/`,
    );
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/store/${STORE_ID}/checkout/order-1/cust-1/`),
    );
    expect(requests.some((r) => r.path === '/api/services/order/create-customer/')).toBe(true);
  });

  it('creates one customer when Pay now is tapped twice', async () => {
    const order = makeOrder([makeLine()]);
    let answer!: () => void;
    const { requests } = mockFetch(
      storeHandlers({
        [`GET /api/services/guest/store-cart/${STORE_ID}/detail/`]: { body: order },
        // A slow network: the answer comes when the test says so.
        'POST /api/services/order/create-customer/': () =>
          new Promise((resolve) => {
            answer = () => resolve({ status: 201, body: { id: 'cust-1' } });
          }),
      }),
    );
    const { router } = renderStore(`/store/${STORE_ID}/cart/`);
    const payNow = await screen.findByRole('button', { name: 'Pay now' });
    fireEvent.click(payNow);
    fireEvent.click(payNow);
    await waitFor(() => expect(answer).toBeDefined());
    act(() => answer());
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/store/${STORE_ID}/checkout/order-1/cust-1/`),
    );
    const created = requests.filter((r) => r.path === '/api/services/order/create-customer/');
    expect(created).toHaveLength(1);
  });

  it('opens the modal in edit mode from a line', async () => {
    const order = makeOrder([makeLine({ quantity: 2, amount: 50 })]);
    mockFetch(
      storeHandlers({
        [`GET /api/services/guest/store-cart/${STORE_ID}/detail/`]: { body: order },
      }),
    );
    const { user, router } = renderStore(`/store/${STORE_ID}/cart/`);
    await user.click(await screen.findByRole('button', { name: 'Edit Bike rental' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        `/store/${STORE_ID}/cart/?product=prod-bike&cartItem=line-bike`,
      ),
    );
    const dialog = await findDialog('Bike rental');
    // One item in the cart: the label stays Add to cart (spec); the quantity is the line's.
    expect(within(dialog).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
  });

  it('disables Pay now for a guest with an empty cart', async () => {
    mockFetch(storeHandlers());
    renderStore(`/store/${STORE_ID}/cart/`);
    expect(await screen.findByText('Nothing has been added to your cart yet!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeDisabled();
  });

  it('asks whether the booking was made on Airbnb and saves the answer', async () => {
    const line = makeLine({ is_purchasable_off_platform: true });
    const order = makeOrder([line], { has_off_platform_products: true });
    const answered = makeOrder([line], {
      has_off_platform_products: true,
      is_purchasable_off_platform: true,
      off_platform_total: 27,
      total_amount: 0,
      total_convenience_fees: 0,
      guest_total: 0,
    });
    const { requests } = mockFetch(
      storeHandlers({
        [`GET /api/services/guest/store-cart/${STORE_ID}/detail/`]: { body: order },
        'POST /api/services/order/order-1/update-purchasable-off-platform/': { body: answered },
      }),
    );
    const { user } = renderStore(`/store/${STORE_ID}/cart/`);
    expect(
      await screen.findByText('Was your reservation made on the Airbnb platform?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(
        screen.queryByText('Was your reservation made on the Airbnb platform?'),
      ).not.toBeInTheDocument(),
    );
    expect(
      requests.find((r) => r.path.endsWith('/update-purchasable-off-platform/'))?.body,
    ).toEqual({ is_purchasable_off_platform: true });
    expect(screen.getByText('Paid through Airbnb').nextSibling).toHaveTextContent('$27.00');
  });
});
