import '@/testing/antd-pages-setup';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import { buildListItem, buildStoreList, desktopMatchMedia } from '../test-fixtures';
import { StoresPage } from './stores-page';

const LIST_PATH = 'GET /api/services/owner/owner-1/stores/';

function renderStores(url = '/overview/stores/', user = testHost) {
  return renderWithProviders(<StoresPage />, { url, path: '/overview/stores/', user });
}

const stores = [
  buildListItem({ id: 's1', storeName: 'Lakeside Cabin', totalPayoutAmountCurrentMonth: 120.5 }),
  buildListItem({
    id: 's2',
    storeName: 'Mountain Loft',
    postalCode: '10001',
    numProducts: 0,
    numCompletedOrders: 0,
    isVisible: false,
    totalPayoutAmountCurrentMonth: -10,
  }),
];

describe('stores page', { timeout: 30_000 }, () => {
  it('lists the stores in a table with the payout total of the month', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const { requests } = mockFetch({
      [LIST_PATH]: { body: buildStoreList(stores, { totalPayoutAmountCurrentMonth: 120.5 }) },
    });
    renderStores();

    expect(await screen.findByRole('heading', { level: 1, name: 'Stores' })).toBeInTheDocument();
    expect(document.title).toBe('Stores | Testfront');
    const table = await screen.findByRole('table');
    for (const header of [
      'Store Name',
      'Store Link',
      'Zip Code',
      'Products',
      'Orders (all time)',
      'Payout this month',
    ]) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const rows = within(table).getAllByRole('row');
    const first = rows.find((row) => row.textContent?.includes('Lakeside Cabin'))!;
    expect(within(first).getByRole('link', { name: 'Lakeside Cabin' })).toHaveAttribute(
      'href',
      '/dashboard/store/s1/',
    );
    expect(first).toHaveTextContent('80202');
    expect(first).toHaveTextContent('$120.50');
    const second = rows.find((row) => row.textContent?.includes('Mountain Loft'))!;
    expect(within(second).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByTestId('stores-payout-total')).toHaveTextContent('$120.50');
    expect(requests[0]?.search).toBe('?limit=10&offset=0');

    expect(screen.getByRole('link', { name: /See recent orders/ })).toHaveAttribute(
      'href',
      '/overview/orders/',
    );
    expect(screen.getByRole('button', { name: /Add store/ })).toBeInTheDocument();
  });

  it('shows cards on a phone', async () => {
    mockFetch({ [LIST_PATH]: { body: buildStoreList(stores) } });
    renderStores();
    expect(await screen.findByRole('link', { name: 'Mountain Loft' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Total payout this month')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Share store link for Lakeside Cabin' }),
    ).toBeInTheDocument();
  });

  describe('with stores in two currencies', () => {
    const swissAndUs = [
      buildListItem({
        id: 's1',
        storeName: 'Alpine Chalet',
        currency: 'CHF',
        totalPayoutAmountCurrentMonth: 50,
      }),
      buildListItem({ id: 's2', storeName: 'Lake House', totalPayoutAmountCurrentMonth: 50 }),
    ];

    function expectTotalPerCurrency() {
      const total = screen.getByTestId('stores-payout-total');
      expect(within(total).getByText('CHF 50.00')).toBeInTheDocument();
      expect(within(total).getByText('$50.00')).toBeInTheDocument();
      expect(total).not.toHaveTextContent('100.00');
    }

    it('shows each row of the table in its currency and a total per currency', async () => {
      vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
      mockFetch({ [LIST_PATH]: { body: buildStoreList(swissAndUs) } });
      renderStores();
      const rows = within(await screen.findByRole('table')).getAllByRole('row');
      const swiss = rows.find((row) => row.textContent?.includes('Alpine Chalet'))!;
      expect(swiss).toHaveTextContent('CHF 50.00');
      expect(swiss).not.toHaveTextContent('$');
      expectTotalPerCurrency();
    });

    it('shows each card in its currency and a total per currency', async () => {
      mockFetch({ [LIST_PATH]: { body: buildStoreList(swissAndUs) } });
      renderStores();
      await screen.findByRole('link', { name: 'Alpine Chalet' });
      const swiss = screen
        .getAllByRole('listitem')
        .find((card) => card.textContent?.includes('Alpine Chalet'))!;
      expect(swiss).toHaveTextContent('CHF 50.00');
      expect(swiss).not.toHaveTextContent('$');
      expectTotalPerCurrency();
    });
  });

  it('sends an owner without stores to the onboarding video', async () => {
    mockFetch({ [LIST_PATH]: { body: buildStoreList([]) } });
    const { router } = renderStores();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/onboarding/onboarding-video/'),
    );
  });

  it('shows the empty text to a support user acting for an owner without stores', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    mockFetch({ [LIST_PATH]: { body: buildStoreList([]) } });
    const { router } = renderStores('/overview/stores/', { ...testHost, is_masqueraded: true });
    expect(await screen.findByRole('heading', { name: 'No stores found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "You don't currently have any stores. Please add a store if you'd like to sell to your guests.",
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/overview/stores/');
  });

  it('opens the partner intro modal and removes the intro parameter', async () => {
    mockFetch({ [LIST_PATH]: { body: buildStoreList(stores) } });
    const { router, user } = renderStores('/overview/stores/?intro=hostaway&x=1');
    const dialog = await screen.findByRole('dialog', {
      name: 'Your Hostaway properties are in Testfront',
    });
    expect(dialog).toHaveTextContent('How sync works');
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'));
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('ignores and removes an unknown intro value', async () => {
    mockFetch({ [LIST_PATH]: { body: buildStoreList(stores) } });
    const { router } = renderStores('/overview/stores/?intro=acme&x=1');
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deactivates a store after the activity dialog', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const { requests } = mockFetch({
      [LIST_PATH]: { body: buildStoreList(stores) },
      'PATCH /api/services/store/s1/set-visibility/': { body: { ok: true, is_visible: false } },
    });
    const { user } = renderStores();
    await user.click(
      await screen.findByRole('button', { name: 'More actions for Lakeside Cabin' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate Store' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Make this store inactive for guests?');
    expect(dialog).toHaveTextContent('You can still update the store from your dashboard.');
    await user.click(within(dialog).getByRole('button', { name: 'Make inactive' }));
    expect(await screen.findByText('Store successfully set to inactive')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ is_visible: false });
  });

  it('toasts the activation error', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    mockFetch({
      [LIST_PATH]: { body: buildStoreList(stores) },
      'PATCH /api/services/store/s2/set-visibility/': { status: 500 },
    });
    const { user } = renderStores();
    await user.click(await screen.findByRole('button', { name: 'More actions for Mountain Loft' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Activate Store' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).not.toHaveTextContent('You can still update the store');
    await user.click(within(dialog).getByRole('button', { name: 'Make active' }));
    expect(
      await screen.findByText('Ups there was an error, please try it later!'),
    ).toBeInTheDocument();
  });

  it('archives a store after the archive dialog', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const { requests } = mockFetch({
      [LIST_PATH]: { body: buildStoreList(stores) },
      'PATCH /api/services/store/s1/': { body: {} },
    });
    const { user } = renderStores();
    await user.click(
      await screen.findByRole('button', { name: 'More actions for Lakeside Cabin' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Archive Store' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'No, take me back' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, archive this store' }));
    expect(await screen.findByText('The store has been deactivated!')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ isActive: false });
  });

  it('opens the duplicate modal with the Copy prefix', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    mockFetch({
      [LIST_PATH]: { body: buildStoreList(stores) },
      'GET /api/services/store/s1/': {
        body: { ...stores[0], country: 'US', street1: '', street2: '', description: 'Hi' },
      },
    });
    const { user } = renderStores();
    await user.click(
      await screen.findByRole('button', { name: 'More actions for Lakeside Cabin' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate Store' }));
    expect(await screen.findByLabelText('Store name')).toHaveValue('Copy Lakeside Cabin');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
