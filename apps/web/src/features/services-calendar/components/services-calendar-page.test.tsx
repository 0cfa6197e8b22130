import { addMonths } from '@stayfront/core';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import {
  buildListItem,
  buildOwnerDetail,
  desktopMatchMedia,
} from '@/features/stores/test-fixtures';
import { mockFetch, type MockRequest } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import { buildCalendarList, buildCalendarRow } from '../test-fixtures';
import { ServicesCalendarPage } from './services-calendar-page';

const LIST = 'GET /api/services/orderproduct/services-calendar/';
const OWNER = 'GET /api/services/owner/owner-1/detail/';
const owner = buildOwnerDetail({
  stores: [
    buildListItem({ id: 'store-1', storeName: 'Pine Cabin' }),
    buildListItem({ id: 'store-2', storeName: 'Lake House' }),
  ],
});

function renderPage(url = '/overview/services-calendar/') {
  return renderWithProviders(<ServicesCalendarPage />, {
    url,
    path: '/overview/services-calendar/',
    user: testHost,
  });
}

const lastList = (requests: MockRequest[]) =>
  new URLSearchParams(
    requests.filter((r) => r.path.endsWith('/services-calendar/')).at(-1)?.search,
  );

describe('services calendar page', { timeout: 30_000 }, () => {
  it('opens on today until one month ahead, by date of service', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const { requests } = mockFetch({
      [OWNER]: { body: owner },
      [LIST]: {
        body: buildCalendarList([
          buildCalendarRow(),
          buildCalendarRow({
            id: 'line-2',
            product_name: 'Firewood',
            option: '',
            quantity: 1,
            service_date: '2031-03-20',
            delivery_date: null,
            note: '',
            extra_field_values: [],
            status: 'hold',
            store_name: 'Lake House',
            store_id: 'store-2',
            purchase_id: 'purchase-2',
            order_number: 1043,
            amount: 20,
          }),
        ]),
      },
    });
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Services Calendar' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Services Calendar | Testfront');
    const table = await screen.findByRole('table');
    const today = dayjs().format('YYYY-MM-DD');
    const query = lastList(requests);
    expect(Object.fromEntries(query)).toEqual({
      date_filter: 'date_of_service',
      start: today,
      end: addMonths(today, 1),
      limit: '10',
      offset: '0',
    });
    expect(screen.getByRole('combobox', { name: 'Date type' })).toBeInTheDocument();
    expect(screen.getByTitle('Date of service')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue(dayjs(today).format('D MMM YYYY'));

    const rows = within(table).getAllByRole('row');
    const kayak = rows.find((row) => row.textContent?.includes('Kayak tour'))!;
    expect(kayak).toHaveTextContent('15 March 2031');
    expect(kayak).toHaveTextContent('Kayak tour (Half day)');
    expect(kayak).toHaveTextContent('Arrival time: 9am');
    expect(kayak).toHaveTextContent('Note: Leave the paddles by the door');
    expect(within(kayak).getByRole('link', { name: 'lina@example.com' })).toHaveAttribute(
      'href',
      'mailto:lina@example.com',
    );
    expect(within(kayak).getByRole('link', { name: '+1 415 555 0100' })).toHaveAttribute(
      'href',
      'tel:+14155550100',
    );
    // A phone number or an e-mail never wraps mid-value.
    for (const name of ['+1 415 555 0100', 'lina@example.com']) {
      expect(within(kayak).getByRole('link', { name })).toHaveStyle({ whiteSpace: 'nowrap' });
    }
    expect(kayak).toHaveTextContent('Completed');
    expect(kayak).toHaveTextContent('$50.00');
    expect(within(kayak).getByRole('link', { name: 'Order #1042 details' })).toHaveAttribute(
      'href',
      '/dashboard/store/store-1/sales/purchase-1/',
    );
    const firewood = rows.find((row) => row.textContent?.includes('Firewood'))!;
    expect(firewood).toHaveTextContent('No date chosen: order day');
    expect(firewood).toHaveTextContent('Needs approval');
  });

  it('filters by store, status, date type and range, from the address too', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const { requests } = mockFetch({
      [OWNER]: { body: owner },
      [LIST]: { body: buildCalendarList([buildCalendarRow()]) },
    });
    const { user, router } = renderPage(
      '/overview/services-calendar/?store_id=store-2&date_filter=date_of_order&start=2031-03-01&end=2031-03-31&page=1',
    );
    await screen.findByRole('table');
    expect(Object.fromEntries(lastList(requests))).toMatchObject({
      store_id: 'store-2',
      date_filter: 'date_of_order',
      start: '2031-03-01',
      end: '2031-03-31',
    });
    await waitFor(() => expect(screen.getByTitle('Lake House')).toBeInTheDocument());

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Needs approval'));
    await waitFor(() => expect(lastList(requests).get('status')).toBe('hold'));
    expect(lastList(requests).get('store_id')).toBe('store-2');
    expect(router.state.location.search).toContain('status=hold');

    await user.click(screen.getByRole('combobox', { name: 'Store' }));
    await user.click(await screen.findByTitle('All stores'));
    await waitFor(() => expect(lastList(requests).has('store_id')).toBe(false));
  });

  it('pages by ten and keeps the page in the address', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const { requests } = mockFetch({
      [OWNER]: { body: owner },
      [LIST]: (request) => ({
        body: buildCalendarList(
          [
            buildCalendarRow({
              product_name: `Offset ${new URLSearchParams(request.search).get('offset')}`,
            }),
          ],
          { count: 25 },
        ),
      }),
    });
    const { user, router } = renderPage();
    await screen.findByText('Offset 0 (Half day)');
    await user.click(screen.getByRole('listitem', { name: '3' }));
    expect(await screen.findByText('Offset 20 (Half day)')).toBeInTheDocument();
    expect(lastList(requests).get('offset')).toBe('20');
    expect(router.state.location.search).toContain('page=3');
  });

  it('downloads services_calendar.csv with the same filters; nothing to export disables it', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    let rows = [buildCalendarRow()];
    mockFetch({
      [OWNER]: { body: owner },
      [LIST]: () => ({ body: buildCalendarList(rows) }),
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user } = renderPage(
      '/overview/services-calendar/?status=completed&start=2031-03-01&end=2031-03-31',
    );
    await screen.findByRole('table');
    const exportButton = screen.getByRole('button', { name: /Export/ });
    await waitFor(() => expect(exportButton).toBeEnabled());
    await user.click(exportButton);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.getAttribute('href')).toBe(
      '/api/services/orderproduct/services-calendar/export/?date_filter=date_of_service&start=2031-03-01&end=2031-03-31&status=completed',
    );
    expect(clicked[0]!.download).toBe('services_calendar.csv');

    rows = [];
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Denied'));
    expect(await screen.findByText('No services in this period.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export/ })).toBeDisabled();
  });

  it('shows cards on a phone', async () => {
    mockFetch({
      [OWNER]: { body: owner },
      [LIST]: { body: buildCalendarList([buildCalendarRow()]) },
    });
    renderPage();
    const card = await screen.findByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('15 March 2031');
    expect(card).toHaveTextContent('Pine Cabin · Qty 2');
    expect(within(card).getByRole('link', { name: 'Order #1042 details' })).toBeInTheDocument();
  });

  it('says why the server refused a filter', async () => {
    mockFetch({
      [OWNER]: { body: owner },
      [LIST]: {
        status: 400,
        body: { end: ['The end date must be on or after the start date.'] },
      },
    });
    renderPage('/overview/services-calendar/?start=2031-03-31&end=2031-03-01');
    expect(
      await screen.findByText('The end date must be on or after the start date.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export/ })).toBeDisabled();
  });
});
