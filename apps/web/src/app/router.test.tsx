import type { TSessionUser } from '@stayfront/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import { createAppRoutes } from './router';

function renderApp(url: string, user?: TSessionUser | null) {
  return renderWithProviders(null, { url, user, routes: createAppRoutes() });
}

async function expectLocation(router: ReturnType<typeof renderApp>['router'], href: string) {
  await waitFor(() =>
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(href),
  );
}

describe('router', () => {
  it('forces the trailing slash, keeping the query', async () => {
    const { router } = renderApp('/signup?next=%2Fpricing%2F', null);
    await expectLocation(router, '/signup/?next=%2Fpricing%2F');
    expect(await screen.findByText('Sign up for your account')).toBeInTheDocument();
  });

  it('sends the root to the login page and /new-store/ to sign-up', async () => {
    const root = renderApp('/', null);
    await expectLocation(root.router, '/login/');
    root.unmount();
    const newStore = renderApp('/new-store/', null);
    await expectLocation(newStore.router, '/signup/');
  });

  it('shows sign-up on /get-started/', async () => {
    renderApp('/get-started/', null);
    expect(await screen.findByText('Sign up for your account')).toBeInTheDocument();
  });

  it('expands a short store link', async () => {
    const { router } = renderApp('/s-42/', null);
    await expectLocation(router, '/store/s-42/');
  });

  it('sends a visitor without a session from the host area to the login page', async () => {
    mockFetch({ 'GET /api/jwt/me/': { status: 401, body: { detail: 'Not signed in.' } } });
    const { router } = renderApp('/overview/payouts/');
    await expectLocation(router, '/login/?next=%2Foverview%2Fpayouts%2F');
    await waitFor(() =>
      expect(window.localStorage.getItem(STORAGE_KEYS.nextUrl)).toBe('/overview/payouts/'),
    );
    expect(screen.queryByText('Your session has expired!')).not.toBeInTheDocument();
  });

  it('sends a guest session from the host area to the login page', async () => {
    const { router } = renderApp('/overview/stores/', {
      ...testHost,
      role: 'GUEST',
      owner_id: null,
    });
    await expectLocation(router, '/login/?next=%2Foverview%2Fstores%2F');
  });

  it('renders host pages in the host frame (phone layout: navigation in a drawer)', async () => {
    const { user } = renderApp('/overview/stores/', testHost);
    expect(await screen.findByRole('heading', { level: 1, name: 'Stores' })).toBeInTheDocument();
    expect(document.title).toBe('Stores | Testfront');
    expect(screen.getByRole('button', { name: /Hi Anna/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const name of ['Stores', 'Partners', 'Orders', 'Services Calendar', 'Payouts', 'Offers']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByText('Support')).toBeInTheDocument();
  });

  it('welcomes a new host on the onboarding video page', async () => {
    renderApp('/onboarding/onboarding-video/', testHost);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Testfront Co' }),
    ).toBeInTheDocument();
  });

  it('opens the default account tab of a co-host', async () => {
    const { router } = renderApp('/overview/account/personal-details/', {
      ...testHost,
      is_cohost: true,
    });
    await expectLocation(router, '/overview/account/store-details/');
    expect(await screen.findByRole('tab', { name: 'Co-Hosts' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Personal Details' })).not.toBeInTheDocument();
  });

  it('shows the masquerade banner', async () => {
    renderApp('/overview/orders/', { ...testHost, is_masqueraded: true });
    expect(await screen.findByText('Masquerading as anna@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop masquerading' })).toBeInTheDocument();
  });

  it('keeps the admin for support users', async () => {
    const host = renderApp('/admin/', testHost);
    expect(await screen.findByText("We couldn't find that page")).toBeInTheDocument();
    host.unmount();
    renderApp('/admin/', { ...testHost, role: 'SUPPORT', owner_id: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
  });

  it('confirms an order request action', async () => {
    renderApp('/owner/approve/', null);
    expect(
      await screen.findByText('We received your request to approve the order!'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You should receive a confirmation email shortly.'),
    ).toBeInTheDocument();
  });

  it("sends a visitor without a host session from the owner's request link to sign in, and back", async () => {
    const uuid = '5b0a3c1e-1111-4aaa-8bbb-000000000001';
    mockFetch({ 'GET /api/jwt/me/': { status: 401, body: { detail: 'Not signed in.' } } });
    const { router } = renderApp(`/owner/${uuid}/?showPrices=True`);
    const next = `/owner/${uuid}/?showPrices=True`;
    await expectLocation(router, `/login/?next=${encodeURIComponent(next)}`);
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.nextUrl)).toBe(next));
  });

  it("opens a merchant's request link without a session", async () => {
    const uuid = '5b0a3c1e-1111-4aaa-8bbb-000000000002';
    const { requests } = mockFetch({
      'GET /api/jwt/me/': { status: 401, body: { detail: 'Not signed in.' } },
      [`GET /api/services/purchase/merchant/${uuid}/`]: {
        status: 404,
        body: { detail: 'Not found.' },
      },
    });
    const { router } = renderApp(`/merchant/${uuid}/`);
    expect(await screen.findByText('The order request could not be loaded')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/merchant/${uuid}/`);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain(
      `GET /api/services/purchase/merchant/${uuid}/`,
    );
  });

  it('shows the 404 page for unknown addresses', async () => {
    renderApp('/this/does/not/exist/', null);
    expect(await screen.findByText("We couldn't find that page")).toBeInTheDocument();
  });
});
