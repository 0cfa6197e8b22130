import '@/features/stores/testing-setup';
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
import type { OwnerDetail } from '@/features/stores/types';
import { mockFetch } from '@/testing/mock-fetch';
import { LocationProbe, renderWithProviders, testHost } from '@/testing/test-utils';
import { HostLayout } from './host-layout';

function renderLayout(
  owner: Partial<OwnerDetail>,
  url = '/overview/orders/',
  user: TSessionUser = testHost,
) {
  const { requests } = mockFetch({
    'GET /api/services/owner/owner-1/detail/': { body: buildOwnerDetail(owner) },
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

describe('host layout', { timeout: 30_000 }, () => {
  it('shows the plan badge unless the plan is Basic', async () => {
    const pro = renderLayout({ plan: 'PRO_PLUS' });
    expect(await screen.findByText('Pro Plus')).toBeInTheDocument();
    pro.unmount();
    const basic = renderLayout({ plan: 'BASIC' });
    await waitFor(() => expect(basic.requests).toHaveLength(1));
    expect(screen.queryByText(/^Plan:/)).not.toBeInTheDocument();
    expect(screen.queryByText('Basic')).not.toBeInTheDocument();
  });

  it('links to the pending requests from every other page', async () => {
    const other = renderLayout({ hasRequests: true });
    const banner = await screen.findByText('You have requests waiting for your approval.', {
      exact: false,
    });
    expect(within(banner).getByRole('link', { name: 'Review requests' })).toHaveAttribute(
      'href',
      '/overview/requests/',
    );
    other.unmount();
    const requests = renderLayout({ hasRequests: true }, '/overview/requests/');
    await waitFor(() => expect(requests.requests).toHaveLength(1));
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
});
