import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { desktopMatchMedia } from '@/features/stores/test-fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import { buildRequest, buildRequestList } from '../test-fixtures';
import { RequestsPage } from './requests-page';

const LIST = 'GET /api/services/orderproduct/owner/owner-1/need-approval/';

const renderPage = () =>
  renderWithProviders(<RequestsPage />, { url: '/overview/requests/', user: testHost });

describe('pending requests page', { timeout: 30_000 }, () => {
  it("lists the requests with the spec's columns and links to manage each", async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const { requests } = mockFetch({
      [LIST]: {
        body: buildRequestList([
          buildRequest(),
          buildRequest({
            id: 'line-2',
            product_name: 'Errand Service',
            quantity: 2,
            delivery_date: null,
            owner_purchase_uuid: 'owner-uuid-2',
            store_name: 'Lake House',
            guest: { guest_name: '', guest_email: '', guest_phone: '' },
            guest_amount: 162,
            owner_profit: 140.5,
          }),
        ]),
      },
    });
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pending requests' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Pending requests | Testfront');
    const table = await screen.findByRole('table');
    for (const header of ['Product', 'Store Name', 'Guest', 'Amount', 'Your Profit']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const rows = within(table).getAllByRole('row');
    const first = rows.find((row) => row.textContent?.includes('Early Check-In'))!;
    expect(within(first).getByRole('link', { name: 'Early Check-In' })).toHaveAttribute(
      'href',
      '/owner/owner-uuid-1/?showPrices=True',
    );
    expect(first).toHaveTextContent('Order #1042 · 04 July 2031');
    expect(first).toHaveTextContent('Pine Cabin');
    expect(first).toHaveTextContent('Lina Park');
    expect(first).toHaveTextContent('$81.00');
    expect(first).toHaveTextContent('$67.09');
    expect(
      within(first).getByRole('link', { name: 'Manage Early Check-In, order #1042' }),
    ).toHaveAttribute('href', '/owner/owner-uuid-1/?showPrices=True');
    const second = rows.find((row) => row.textContent?.includes('Errand Service'))!;
    expect(within(second).getByRole('link', { name: 'Errand Service × 2' })).toHaveAttribute(
      'href',
      '/owner/owner-uuid-2/?showPrices=True',
    );
    expect(second).toHaveTextContent('—');
    expect(second).toHaveTextContent('$140.50');
    expect(requests[0]?.search).toBe('?limit=10&offset=0');
  });

  it('says when nothing is waiting', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    mockFetch({ [LIST]: { body: buildRequestList([]) } });
    renderPage();
    expect(
      await screen.findByText("You don't have any pending requests at this time."),
    ).toBeInTheDocument();
  });

  it('shows cards with a Manage button on a phone', async () => {
    mockFetch({ [LIST]: { body: buildRequestList([buildRequest()]) } });
    renderPage();
    const card = await screen.findByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Store NamePine Cabin');
    expect(card).toHaveTextContent('Your Profit$67.09');
    expect(within(card).getByRole('link', { name: /^Manage/ })).toHaveAttribute(
      'href',
      '/owner/owner-uuid-1/?showPrices=True',
    );
  });

  it('shows the empty text on a phone too', async () => {
    mockFetch({ [LIST]: { body: buildRequestList([]) } });
    renderPage();
    expect(
      await screen.findByText("You don't have any pending requests at this time."),
    ).toBeInTheDocument();
  });

  it('pages by ten', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const { requests } = mockFetch({
      [LIST]: (request) => ({
        body: buildRequestList(
          [buildRequest({ id: request.search, product_name: `Page ${request.search}` })],
          { count: 12 },
        ),
      }),
    });
    const { user } = renderPage();
    await screen.findByRole('table');
    await user.click(await screen.findByRole('listitem', { name: '2' }));
    await waitFor(() => expect(requests.at(-1)?.search).toBe('?limit=10&offset=10'));
    expect(await screen.findByText('Page ?limit=10&offset=10')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be read', async () => {
    let fail = true;
    mockFetch({
      [LIST]: () =>
        fail ? { status: 500, body: {} } : { body: buildRequestList([buildRequest()]) },
    });
    const { user } = renderPage();
    expect(
      await screen.findByText('Something went wrong! Please try again later.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Early Check-In')).toBeInTheDocument();
  });
});
