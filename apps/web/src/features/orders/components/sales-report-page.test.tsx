import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { desktopMatchMedia } from '@/features/stores/test-fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import { buildOrder, buildOrderList } from '../test-fixtures';
import { SalesReportPage } from './sales-report-page';

const LIST = 'GET /api/services/order/list/';
const STORE = {
  'GET /api/services/store/store-1/': { body: { id: 'store-1', storeName: 'Lake House' } },
};

function renderReport() {
  return renderWithProviders(
    <SalesReportPage storeId="store-1" notFound={<p>Page not found</p>} />,
    { url: '/dashboard/store/store-1/sales/', user: testHost },
  );
}

describe('sales report page', { timeout: 30_000 }, () => {
  it("lists the store's completed orders, each linked to its receipt details", async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const { requests } = mockFetch({ ...STORE, [LIST]: { body: buildOrderList([buildOrder()]) } });
    renderReport();

    expect(await screen.findByRole('heading', { level: 1, name: 'Sales report' })).toBeVisible();
    expect(document.title).toBe('Sales report | Testfront');
    expect(await screen.findByRole('link', { name: 'Lake House' })).toHaveAttribute(
      'href',
      '/dashboard/store/store-1/',
    );
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Store' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Receipt details of order #1001' }),
    ).toHaveAttribute('href', '/dashboard/store/store-1/sales/purchase-1/');
    const list = requests.find((r) => r.path === '/api/services/order/list/')!;
    expect(Object.fromEntries(new URLSearchParams(list.search))).toEqual({
      limit: '10',
      offset: '0',
      store_id: 'store-1',
      status: 'completed',
    });
    expect(screen.getByRole('button', { name: /Export/ })).toBeEnabled();
    expect(screen.getByText(/^Orders with a completed sale in/)).toBeInTheDocument();
  });

  it('opens the receipt details on the completed purchase of an order that has a request', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const order = buildOrder();
    const [paid] = order.purchases;
    const request = { ...paid!, id: 'purchase-0', status: 'HOLD' as const };
    mockFetch({
      ...STORE,
      [LIST]: { body: buildOrderList([{ ...order, purchases: [request, paid!] }]) },
    });
    renderReport();
    expect(
      await screen.findByRole('link', { name: 'Receipt details of order #1001' }),
    ).toHaveAttribute('href', '/dashboard/store/store-1/sales/purchase-1/');
  });

  it('disables the export when there is nothing to export', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    mockFetch({ ...STORE, [LIST]: { body: buildOrderList([]) } });
    renderReport();
    expect(await screen.findByText('No completed orders yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export/ })).toBeDisabled();
  });

  it("answers another owner's store as not found", async () => {
    mockFetch({
      'GET /api/services/store/store-1/': { status: 404, body: { detail: 'Not found.' } },
      [LIST]: { status: 404, body: { detail: 'Not found.' } },
    });
    renderReport();
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
