import { CAN_APPROVE_ONLY_MERCHANT_TOOLTIP, deniedByText, refundMessages } from '@stayfront/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { desktopMatchMedia } from '@/features/stores/test-fixtures';
import { mockFetch, type MockRequest } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import { buildLine, buildOrder, buildOrderList } from '../test-fixtures';
import type { Order } from '../types';
import { RecentOrdersPage } from './recent-orders-page';

const LIST = 'GET /api/services/order/list/';
const OWNER = {
  'GET /api/services/owner/owner-1/detail/': {
    body: {
      stores: [
        { id: 'store-1', storeName: 'Lake House' },
        { id: 'store-2', storeName: 'Pine Cabin' },
      ],
    },
  },
};

function renderPage(url = '/overview/orders/') {
  return renderWithProviders(<RecentOrdersPage />, { url, user: testHost });
}

const completed = buildOrder({}, [
  buildLine(),
  buildLine({
    id: 'line-2',
    product_name: 'Towels',
    quantity: 1,
    price: 10,
    guest_amount: 10.8,
    amount_to_refund: 10.8,
    owner_profit: 8.38,
    is_refundable: false,
    non_refundable_reason: refundMessages.offPlatform,
  }),
]);
const onHold = buildOrder(
  { id: 'order-2', order_number: 1002, status: 'hold', owner_order_uuid: 'hold-uuid' },
  [
    buildLine({
      id: 'line-3',
      product_name: 'Late Check-Out',
      quantity: 1,
      status: 'hold',
      can_approve: true,
      owner_purchase_uuid: 'hold-uuid',
      is_refundable: false,
      order_number: 1002,
    }),
    buildLine({
      id: 'line-4',
      product_name: 'Kayak Tour',
      quantity: 1,
      status: 'hold',
      can_approve: false,
      owner_purchase_uuid: 'merchant-uuid',
      order_number: 1002,
    }),
    buildLine({
      id: 'line-5',
      product_name: 'Bike Rental',
      quantity: 1,
      status: 'cancel',
      cancel_reason: deniedByText('the host'),
      is_refundable: false,
      non_refundable_reason: refundMessages.denied,
      order_number: 1002,
    }),
  ],
);

/** antd's confirm and info dialogs carry no accessible name: find one by its text. */
async function dialogWith(text: string) {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole('dialog').find((d) => d.textContent?.includes(text));
    expect(found).toBeDefined();
  });
  return found!;
}

const queryOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

async function expandOrder(user: ReturnType<typeof renderPage>['user'], orderNumber: number) {
  const row = (await screen.findByText(`Order #${orderNumber}`)).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: /expand row/i }));
  return screen.getByRole('list', { name: `Items of order #${orderNumber}` });
}

describe('recent orders page', { timeout: 30_000 }, () => {
  it('lists the orders with their statuses and pages by 10', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const { requests } = mockFetch({
      ...OWNER,
      [LIST]: (request: MockRequest) => ({
        body: buildOrderList(request.search.includes('offset=10') ? [onHold] : [completed], 11),
      }),
    });
    const { user } = renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Recent Orders' })).toBeVisible();
    const table = await screen.findByRole('table');
    for (const header of ['Order', 'Guest', 'Store', 'Total', 'Status']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = (await screen.findByText('Order #1001')).closest('tr')!;
    expect(row).toHaveTextContent('Lina Park');
    expect(row).toHaveTextContent('Lake House');
    expect(row).toHaveTextContent('$54.00');
    expect(within(row).getByText('Completed')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/services/order/list/')!.search).toBe(
      '?limit=10&offset=0',
    );

    const items = await expandOrder(user, 1001);
    expect(within(items).getByText('2 × Firewood')).toBeInTheDocument();
    expect(within(items).getByText('Guest paid $43.20')).toBeInTheDocument();
    expect(within(items).getByText('Your profit $35.64')).toBeInTheDocument();

    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Order #1002')).toBeInTheDocument();
    expect(requests.at(-1)!.search).toBe('?limit=10&offset=10');
  });

  it('offers Approve and Deny on requests, Refund elsewhere, each with its reason when not allowed', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    mockFetch({ ...OWNER, [LIST]: { body: buildOrderList([onHold, completed]) } });
    const { user } = renderPage();

    const holdRow = (await screen.findByText('Order #1002')).closest('tr')!;
    expect(within(holdRow).getByRole('link', { name: 'Approve order #1002' })).toHaveAttribute(
      'href',
      '/owner/hold-uuid/?showPrices=True',
    );
    expect(within(holdRow).getByRole('link', { name: 'Deny order #1002' })).toHaveAttribute(
      'href',
      '/owner/hold-uuid/?showPrices=True',
    );
    expect(within(holdRow).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();

    const items = await expandOrder(user, 1002);
    const [own, merchant, denied] = within(items).getAllByRole('listitem');
    expect(within(own!).getByRole('link', { name: /Approve Late Check-Out/ })).toHaveAttribute(
      'href',
      '/owner/hold-uuid/?showPrices=True',
    );
    const blocked = within(merchant!).getByRole('button', { name: 'Approve' });
    expect(blocked).toBeDisabled();
    expect(within(merchant!).getByLabelText(CAN_APPROVE_ONLY_MERCHANT_TOOLTIP)).toBeInTheDocument();
    expect(
      within(denied!).getByLabelText(`Denied: ${deniedByText('the host')}`),
    ).toBeInTheDocument();
    expect(within(denied!).getByRole('button', { name: /Refund item Bike Rental/ })).toBeDisabled();

    const completedItems = await expandOrder(user, 1001);
    const towels = within(completedItems).getAllByRole('listitem')[1]!;
    expect(within(towels).getByRole('button', { name: /Refund item Towels/ })).toBeDisabled();
    await user.hover(within(towels).getByLabelText(refundMessages.offPlatform));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(refundMessages.offPlatform);
  });

  it('refunds a line: confirmation, the blocking modal while polling, the toast and a fresh list', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    let refunded = false;
    let polls = 0;
    const { requests } = mockFetch({
      ...OWNER,
      [LIST]: () => ({
        body: buildOrderList([
          refunded
            ? buildOrder({}, [
                buildLine({ status: 'refunded', is_refunded: true, is_refundable: false }),
              ])
            : completed,
        ]),
      }),
      'PATCH /api/services/orderproduct/line-1/refund/': {
        body: { refundRequestId: 'req-1', refundType: 'orderproduct' },
      },
      'GET /api/services/orderproduct/line-1/is-refunded/': () => {
        polls += 1;
        // Still running on the first poll: the modal stays for the next one, 3 s later.
        if (polls === 1) return { body: { is_refunded: false } };
        refunded = true;
        return { body: { is_refunded: true } };
      },
    });
    const { user } = renderPage();

    const items = await expandOrder(user, 1001);
    await user.click(within(items).getByRole('button', { name: /Refund item Firewood/ }));
    const confirm = await dialogWith(refundMessages.confirmItemTitle);
    expect(confirm).toHaveTextContent('2 × Firewood: $43.20');
    expect(confirm).toHaveTextContent(refundMessages.cannotBeReversed);
    await user.click(within(confirm).getByRole('button', { name: 'Refund' }));

    const blocking = await dialogWith(refundMessages.refundingText);
    expect(blocking).toHaveTextContent(refundMessages.refundingTitle);
    expect(blocking).toHaveTextContent(refundMessages.refundingText);
    expect(within(blocking).queryByRole('button')).not.toBeInTheDocument();
    expect(
      await screen.findByText(refundMessages.success, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText(refundMessages.refundingText)).not.toBeInTheDocument(),
    );
    expect(polls).toBe(2);
    const refundCall = requests.find((r) => r.method === 'PATCH')!;
    expect(refundCall.path).toBe('/api/services/orderproduct/line-1/refund/');
    const poll = requests.find((r) => r.path.endsWith('/is-refunded/'))!;
    expect(poll.search).toBe('?refundRequestId=req-1&refundType=orderproduct');
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
  });

  it('opens one confirmation and sends one refund for a double click, and may be asked again after Cancel', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const { requests } = mockFetch({
      ...OWNER,
      [LIST]: { body: buildOrderList([completed]) },
      'PATCH /api/services/orderproduct/line-1/refund/': {
        body: { refundRequestId: 'req-1', refundType: 'orderproduct' },
      },
      'GET /api/services/orderproduct/line-1/is-refunded/': { body: { is_refunded: true } },
      'POST /api/services/order/order-1/refund/': {
        body: { refundRequestId: 'req-2', refundType: 'order' },
      },
    });
    const { user } = renderPage();
    const confirmations = () =>
      screen
        .queryAllByRole('dialog')
        .filter((d) => d.textContent?.includes(refundMessages.cannotBeReversed));

    const row = (await screen.findByText('Order #1001')).closest('tr')!;
    await user.dblClick(within(row).getByRole('button', { name: 'Refund order #1001' }));
    await dialogWith(refundMessages.confirmOrderTitle);
    expect(confirmations()).toHaveLength(1);
    await user.click(within(confirmations()[0]!).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirmations()).toHaveLength(0));
    expect(requests.some((r) => r.path.endsWith('/refund/'))).toBe(false);

    const items = await expandOrder(user, 1001);
    await user.dblClick(within(items).getByRole('button', { name: /Refund item Firewood/ }));
    const confirm = await dialogWith(refundMessages.confirmItemTitle);
    expect(confirmations()).toHaveLength(1);
    await user.dblClick(within(confirm).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(refundMessages.success)).toBeInTheDocument();
    expect(requests.filter((r) => r.path.endsWith('/refund/'))).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/services/orderproduct/line-1/refund/',
      }),
    ]);
  });

  it('refunds an order, and shows why when the refund fails', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const { requests } = mockFetch({
      ...OWNER,
      [LIST]: { body: buildOrderList([completed]) },
      'POST /api/services/order/order-1/refund/': {
        body: { refundRequestId: 'req-2', refundType: 'order' },
      },
      'GET /api/services/order/order-1/is-refunded/': {
        status: 400,
        body: { non_field_errors: ['The refund exceeds what was paid.'] },
      },
    });
    const { user } = renderPage();

    const row = (await screen.findByText('Order #1001')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Refund order #1001' }));
    const confirm = await dialogWith(refundMessages.confirmOrderTitle);
    expect(confirm).toHaveTextContent('$43.20');
    await user.click(within(confirm).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('The refund exceeds what was paid.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText(refundMessages.refundingText)).not.toBeInTheDocument(),
    );
    expect(requests.filter((r) => r.path.endsWith('/is-refunded/'))).toHaveLength(1);
  });

  it('filters by status and exports with the filters in use', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const { requests } = mockFetch({ ...OWNER, [LIST]: { body: buildOrderList([]) } });
    const { user, router } = renderPage();

    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Product status' }));
    await user.click(await screen.findByTitle('Needs approval'));
    await waitFor(() =>
      expect(queryOf(requests.at(-1)!.search)).toEqual({
        limit: '10',
        offset: '0',
        status: 'hold',
      }),
    );
    expect(await screen.findByText('No orders match these filters')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Store' }));
    await user.click(await screen.findByTitle('Pine Cabin'));
    await waitFor(() =>
      expect(queryOf(requests.at(-1)!.search)).toEqual({
        limit: '10',
        offset: '0',
        status: 'hold',
        store_id: 'store-2',
      }),
    );
    // The filters live in the address, so the view can be shared and survives a reload.
    expect(queryOf(router.state.location.search)).toEqual({ status: 'hold', store_id: 'store-2' });

    await user.click(screen.getByRole('button', { name: /Export/ }));
    expect(await screen.findByRole('link', { name: 'Orders CSV' })).toHaveAttribute(
      'href',
      '/api/services/order/export-orders/?store_id=store-2&status=hold',
    );
    expect(screen.getByRole('link', { name: 'Products CSV' })).toHaveAttribute(
      'href',
      '/api/services/order/export-orderproducts/?store_id=store-2&status=hold',
    );
  });

  it('opens with the filters and page of a shared address, ignoring unknown values', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const { requests } = mockFetch({ ...OWNER, [LIST]: { body: buildOrderList([]) } });
    renderPage(
      '/overview/orders/?status=refunded&store_id=store-2&date_filter=date_of_service&start_date=2031-03-01&end_date=2031-03-31&page=2',
    );
    await waitFor(() =>
      expect(queryOf(requests.find((r) => r.path === '/api/services/order/list/')!.search)).toEqual(
        {
          limit: '10',
          offset: '10',
          status: 'refunded',
          store_id: 'store-2',
          date_filter: 'date_of_service',
          start_date: '2031-03-01',
          end_date: '2031-03-31',
        },
      ),
    );
    requests.length = 0;
    renderPage('/overview/orders/?status=bogus&start_date=yesterday');
    await waitFor(() =>
      expect(queryOf(requests.find((r) => r.path === '/api/services/order/list/')!.search)).toEqual(
        { limit: '10', offset: '0' },
      ),
    );
  });

  it("shows each line's chosen option and the guest's answers", async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const kayak = buildLine({
      product_name: 'Kayak tour',
      option: 'Half day',
      extra_field_values: [{ label: 'Arrival time', value: '9am' }],
    });
    mockFetch({ ...OWNER, [LIST]: { body: buildOrderList([buildOrder({}, [kayak])]) } });
    const { user } = renderPage();
    await screen.findByText('Order #1001');
    const items = await expandOrder(user, 1001);
    expect(within(items).getByText('2 × Kayak tour (Half day)')).toBeInTheDocument();
    expect(within(items).getByText('Arrival time: 9am')).toBeInTheDocument();
  });

  it('shows cards on a phone, the items behind a toggle', async () => {
    mockFetch({ ...OWNER, [LIST]: { body: buildOrderList([completed] as Order[]) } });
    const { user } = renderPage();
    const list = await screen.findByRole('list', { name: 'Orders' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getAllByRole('listitem')[0]!;
    expect(card).toHaveTextContent('Order #1001');
    expect(card).toHaveTextContent('$54.00');
    await user.click(within(card).getByText('2 items'));
    expect(within(card).getByText('2 × Firewood')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Refund order #1001' })).toBeEnabled();
  });
  it("shows the ledger's figures: a refunded line, a denied request and an Airbnb order", async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const refundedLine = buildLine({
      id: 'line-6',
      product_name: 'Towels',
      quantity: 1,
      status: 'refunded',
      is_refunded: true,
      guest_amount: 16.2,
      amount_refunded: 16.2,
      amount_to_refund: 0,
      owner_profit: 0,
    });
    const partlyRefunded = buildOrder({}, [buildLine(), refundedLine]);
    const denied = buildOrder({ id: 'order-3', order_number: 1003, status: 'cancel' }, [
      buildLine({
        id: 'line-7',
        product_name: 'Late Check-Out',
        status: 'cancel',
        guest_amount: 0,
        owner_profit: 0,
        order_number: 1003,
      }),
    ]);
    const airbnb = buildOrder({ id: 'order-4', order_number: 1004 }, [
      buildLine({
        id: 'line-8',
        product_name: 'Kayak',
        is_off_platform: true,
        guest_amount: 0,
        paid_off_platform: 21.6,
        owner_profit: 0,
        order_number: 1004,
      }),
    ]);
    mockFetch({ ...OWNER, [LIST]: { body: buildOrderList([partlyRefunded, denied, airbnb]) } });
    const { user } = renderPage();

    const first = within(await expandOrder(user, 1001)).getAllByRole('listitem');
    expect(first[0]).toHaveTextContent('Guest paid $43.20Your profit $35.64');
    expect(first[1]).toHaveTextContent('Guest paid $16.20Refunded $16.20Your profit $0.00');

    expect((await screen.findByText('Order #1003')).closest('tr')).toHaveTextContent('$0.00');
    const deniedLine = within(await expandOrder(user, 1003)).getByRole('listitem');
    expect(deniedLine).toHaveTextContent('Guest paid $0.00Your profit $0.00');

    const airbnbRow = (await screen.findByText('Order #1004')).closest('tr')!;
    expect(airbnbRow).toHaveTextContent('+ $21.60 on Airbnb');
    expect(within(airbnbRow).getByText('Paid through Airbnb')).toBeInTheDocument();
    const airbnbLine = within(await expandOrder(user, 1004)).getByRole('listitem');
    expect(airbnbLine).toHaveTextContent('Guest pays $21.60 on Airbnb');
    expect(within(airbnbLine).getByText('Paid through Airbnb')).toBeInTheDocument();
    expect(airbnbLine).not.toHaveTextContent('Completed');
    expect(airbnbLine).not.toHaveTextContent('Guest paid');
  });
});
