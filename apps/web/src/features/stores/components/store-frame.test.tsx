import '@/testing/antd-pages-setup';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from '@/app/layouts/root-layout';
import { mockFetch } from '@/testing/mock-fetch';
import { LocationProbe, renderWithProviders, testHost } from '@/testing/test-utils';
import { buildHostStore, desktopMatchMedia } from '../test-fixtures';
import { StoreFrame } from './store-frame';

function renderFrame(url: string) {
  mockFetch({
    'GET /api/services/store/store-1/': { body: buildHostStore({ id: 'store-1' }) },
  });
  return renderWithProviders(null, {
    url,
    user: testHost,
    routes: [
      {
        element: <RootLayout />,
        children: [
          {
            path: 'dashboard/store/:storeId',
            element: <StoreFrame storeId="store-1" />,
            children: [{ path: '*', element: <LocationProbe /> }],
          },
        ],
      },
    ],
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('store frame', { timeout: 30_000 }, () => {
  it('links every store page and marks the current one', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    renderFrame('/dashboard/store/store-1/signage/');
    const menu = await screen.findByRole('navigation', { name: 'Store' });
    const hrefs = {
      Products: '/dashboard/store/store-1/',
      'Sales report': '/dashboard/store/store-1/sales/',
      Signage: '/dashboard/store/store-1/signage/',
    };
    for (const [name, href] of Object.entries(hrefs)) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const selected = menu.querySelector('.ant-menu-item-selected');
    expect(selected).toHaveTextContent('Signage');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/store/store-1/signage/');
  });

  it('opens the store edit modal from Store settings', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const { user } = renderFrame('/dashboard/store/store-1/sales/');
    const menu = await screen.findByRole('navigation', { name: 'Store' });
    expect(menu.querySelector('.ant-menu-item-selected')).toHaveTextContent('Sales report');
    await user.click(within(menu).getByRole('menuitem', { name: /Store settings/ }));
    expect(await screen.findByRole('dialog', { name: 'Edit store' })).toBeInTheDocument();
  });
});
