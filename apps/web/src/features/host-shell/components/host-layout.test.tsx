import '@/testing/antd-pages-setup';
import type { TSessionUser } from '@stayfront/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RootLayout } from '@/app/layouts/root-layout';
import {
  buildListItem,
  buildOwnerDetail,
  desktopMatchMedia,
  noEnterprise,
} from '@/features/stores/test-fixtures';
import type { OwnerDetail } from '@/features/stores';
import { mockFetch } from '@/testing/mock-fetch';
import { LocationProbe, renderWithProviders, testHost } from '@/testing/test-utils';
import { requestKeys } from '@/features/requests';
import { STORAGE_KEYS } from '@/lib/storage';
import { HostLayout } from './host-layout';

function renderLayout(
  owner: Partial<OwnerDetail>,
  url = '/overview/orders/',
  user: TSessionUser = testHost,
  pendingRequests = 0,
) {
  const { requests } = mockFetch({
    'GET /api/services/owner/owner-1/detail/': { body: buildOwnerDetail(owner) },
    'GET /api/services/orderproduct/owner/owner-1/need-approval/': () => ({
      body: { count: pendingRequests, limit: 1, offset: 0, results: [] },
    }),
  });
  const result = renderWithProviders(null, {
    url,
    user,
    routes: [
      {
        element: <RootLayout />,
        children: [
          {
            element: <HostLayout />,
            children: [{ path: '*', element: <LocationProbe /> }],
          },
        ],
      },
    ],
  });
  return { ...result, requests };
}

const flagCalls = (requests: { path: string }[]) =>
  requests.filter((r) => r.path.endsWith('/need-approval/')).length;

describe('host layout', { timeout: 30_000 }, () => {
  it('shows a banner with the portal link after a failed renewal', async () => {
    renderLayout({ plan: 'PRO', subscriptionPaymentFailed: true });
    expect(
      await screen.findByRole('button', { name: 'Update payment method' }),
    ).toBeInTheDocument();
  });

  it('shows the plan badge unless the plan is Basic', async () => {
    const pro = renderLayout({ plan: 'PRO_PLUS' });
    expect(await screen.findByText('Pro Plus')).toBeInTheDocument();
    pro.unmount();
    const basic = renderLayout({ plan: 'BASIC' });
    await waitFor(() =>
      expect(basic.requests.filter((r) => r.path.endsWith('/detail/'))).toHaveLength(1),
    );
    expect(screen.queryByText(/^Plan:/)).not.toBeInTheDocument();
    expect(screen.queryByText('Basic')).not.toBeInTheDocument();
  });

  it('links to the pending requests from every other page', async () => {
    const other = renderLayout({}, '/overview/orders/', testHost, 2);
    const banner = await screen.findByText('You have requests waiting for your approval.', {
      exact: false,
    });
    expect(within(banner).getByRole('link', { name: 'Review requests' })).toHaveAttribute(
      'href',
      '/overview/requests/',
    );
    expect(other.requests.find((r) => r.path.endsWith('/need-approval/'))?.search).toBe(
      '?limit=1&offset=0',
    );
    other.unmount();
    const onRequests = renderLayout({}, '/overview/requests/', testHost, 2);
    await waitFor(() => expect(flagCalls(onRequests.requests)).toBe(1));
    expect(screen.queryByText(/requests waiting for your approval/)).not.toBeInTheDocument();
  });

  it('reads the flag again on each page change, so answered requests drop the banner', async () => {
    let waiting = 1;
    const { requests } = mockFetch({
      'GET /api/services/owner/owner-1/detail/': { body: buildOwnerDetail({}) },
      'GET /api/services/orderproduct/owner/owner-1/need-approval/': () => ({
        body: { count: waiting, limit: 1, offset: 0, results: [] },
      }),
    });
    const { router } = renderWithProviders(null, {
      url: '/overview/orders/',
      user: testHost,
      routes: [
        {
          element: <RootLayout />,
          children: [
            { element: <HostLayout />, children: [{ path: '*', element: <LocationProbe /> }] },
          ],
        },
      ],
    });
    expect(
      await screen.findByText(/requests waiting for your approval/, { exact: false }),
    ).toBeInTheDocument();
    waiting = 0;
    await router.navigate('/overview/stores/');
    await waitFor(() => expect(flagCalls(requests)).toBe(2));
    await waitFor(() =>
      expect(screen.queryByText(/requests waiting for your approval/)).not.toBeInTheDocument(),
    );
  });

  it('shows no banner without pending requests', async () => {
    // The owner detail's flag may be stale; the banner follows the fresh call.
    const { queryClient } = renderLayout({ hasRequests: true }, '/overview/orders/', testHost, 0);
    await waitFor(() =>
      expect(queryClient.getQueryState(requestKeys.flag('owner-1'))?.status).toBe('success'),
    );
    expect(screen.queryByText(/requests waiting for your approval/)).not.toBeInTheDocument();
  });

  it('has social and legal links, and the Enterprise about text', async () => {
    renderLayout({
      stores: [
        buildListItem({
          enterpriseInfo: {
            ...noEnterprise,
            isEnabled: true,
            company_name: 'Acme Stays',
            about: 'Acme runs cabins.',
          },
        }),
      ],
    });
    expect(await screen.findByText('Acme runs cabins.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About Acme Stays' })).toBeInTheDocument();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      'https://testfront.example/terms-of-service/',
    );
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
    const social = screen.getByRole('navigation', { name: 'Social media' });
    expect(within(social).getByRole('link', { name: 'Testfront on Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/testfront/',
    );
  });

  it('opens the store modal from Stores > Add store', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const { user } = renderLayout({});
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.hover(within(nav).getByRole('link', { name: 'Stores' }));
    expect(await screen.findByRole('link', { name: 'View all stores' })).toHaveAttribute(
      'href',
      '/overview/stores/',
    );
    await user.click(await screen.findByRole('menuitem', { name: /Add store/ }));
    expect(await screen.findByRole('dialog', { name: 'Add a store' })).toBeInTheDocument();
  });

  it('lists the navigation of the spec, every item opening a page of the app', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    renderLayout({});
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const menuItems = within(nav).getAllByRole('menuitem');
    const topLevel = menuItems.map((item) => item.textContent);
    expect(topLevel).toEqual([
      'Stores',
      'Partners',
      'Support',
      'Orders',
      'Services Calendar',
      'Payouts',
      'Offers',
    ]);
    const hrefs = {
      Partners: '/overview/partners/',
      Orders: '/overview/orders/',
      'Services Calendar': '/overview/services-calendar/',
      Payouts: '/overview/payouts/',
      Offers: '/offers/',
    };
    for (const [name, href] of Object.entries(hrefs)) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('puts the same navigation in a drawer on phones', async () => {
    const { user } = renderLayout({});
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    for (const name of [
      'Stores',
      'Partners',
      'Support',
      'Orders',
      'Services Calendar',
      'Payouts',
      'Offers',
    ]) {
      expect(within(nav).getByText(name)).toBeInTheDocument();
    }
    await user.click(within(nav).getByText('Support'));
    expect(await within(nav).findByRole('link', { name: 'Help center' })).toHaveAttribute(
      'href',
      'https://testfront.example/help-center/',
    );
    expect(within(nav).getByRole('link', { name: 'Example store' })).toHaveAttribute(
      'href',
      'https://testfront.example/example-store/',
    );
    expect(within(nav).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(within(nav).getByRole('link', { name: 'Request a vendor' })).toHaveAttribute(
      'href',
      '/vendors/',
    );
    await user.click(within(nav).getByText('Stores'));
    expect(await within(nav).findByRole('link', { name: 'View all stores' })).toHaveAttribute(
      'href',
      '/overview/stores/',
    );
    expect(within(nav).getByRole('menuitem', { name: /Add store/ })).toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'Offers' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/offers/'));
  });

  it('goes to the next URL kept in local storage on load, once', async () => {
    window.localStorage.setItem(STORAGE_KEYS.nextUrl, '/overview/services-calendar/');
    renderLayout({}, '/overview/stores/');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/overview/services-calendar/'),
    );
    expect(window.localStorage.getItem(STORAGE_KEYS.nextUrl)).toBeNull();
  });

  it('follows a same-site ?next= of the page, and never another site', async () => {
    const first = renderLayout({}, '/overview/stores/?next=%2Foffers%2F');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/offers/'));
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.nextUrl)).toBeNull());
    first.unmount();
    const evil = renderLayout({}, '/overview/stores/?next=%2F%2Fevil.example%2F');
    await screen.findByRole('button', { name: 'Open navigation' });
    expect(evil.router.state.location.pathname).toBe('/overview/stores/');
  });
});
