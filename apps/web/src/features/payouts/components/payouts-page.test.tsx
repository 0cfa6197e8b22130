import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { payoutMessages } from '@stayfront/core';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { desktopMatchMedia } from '@/features/stores/test-fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import { buildMethod, buildPayoutList, buildPayoutOwner, buildPayoutRow } from '../test-fixtures';
import { PayoutsPage } from './payouts-page';

const OWNER = 'GET /api/services/owner/owner-1/';
const LIST = 'GET /api/services/owner/payouts/';

const renderPage = (user = testHost) =>
  renderWithProviders(<PayoutsPage />, { url: '/overview/payouts/', user });

describe('payouts page', { timeout: 30_000 }, () => {
  it('shows the methods, the upgrade prompt below Pro Plus and the month with its total', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const { requests } = mockFetch({
      [OWNER]: {
        body: buildPayoutOwner({
          payoutMethods: [
            buildMethod(),
            buildMethod({
              id: 'm2',
              type: 'STRP',
              nickname: 'Bank',
              isDefault: false,
              status: 'PEND',
              accountId: 'acct_1',
            }),
          ],
        }),
      },
      [LIST]: {
        body: buildPayoutList([
          buildPayoutRow(),
          buildPayoutRow({
            store: { id: 'store-2', store_name: 'Barn', owner_profit_percentage: 100 },
            total_owner_amount_after_balances: 9,
            status_label: 'Held',
            payouts: [],
            held_reason: 'UNDER_MINIMUM',
            held_message: 'Held until your payout reaches $15.00.',
          }),
        ]),
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payout Methods' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete Stripe Onboarding' })).toHaveAttribute(
      'href',
      '/api/services/stripe/refresh/m2/',
    );
    expect(
      screen.getByText(/Only Pro Plus users can add more than one Stripe payout method/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Stripe' })).toBeDisabled();
    expect(
      screen.getByText(/Upgrade to Pro Plus to choose a payout method for each store/),
    ).toBeInTheDocument();

    const table = await screen.findByRole('table');
    expect(within(table).getByText('Pine Cabin')).toBeInTheDocument();
    expect(within(table).getByText('Held until your payout reaches $15.00.')).toBeInTheDocument();
    expect(within(table).getByText('$49.00')).toBeInTheDocument();
    const listCall = requests.find((r) => r.path === '/api/services/owner/payouts/')!;
    expect(listCall.search).toMatch(/^\?start_date=\d{4}-\d{2}-01&end_date=\d{4}-\d{2}-\d{2}$/);
  });

  it('totals each currency on a row of its own', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    mockFetch({
      [OWNER]: { body: buildPayoutOwner() },
      [LIST]: {
        body: buildPayoutList([
          buildPayoutRow({
            store: { id: 'store-2', store_name: 'Alpine Chalet', owner_profit_percentage: 100 },
            total_owner_amount_after_balances: 50,
            currency: 'CHF',
          }),
          buildPayoutRow({ total_owner_amount_after_balances: 50 }),
        ]),
      },
    });
    renderPage();
    const table = await screen.findByRole('table');
    const totals = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryByText('Total'));
    expect(totals).toHaveLength(2);
    expect(totals[0]).toHaveTextContent(/^Total\s*CHF 50\.00\s*CHF$/);
    expect(totals[1]).toHaveTextContent(/^Total\s*\$50\.00\s*USD$/);
    expect(table).not.toHaveTextContent('100.00');
  });

  it('hides the payout methods from a co-host', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const { requests } = mockFetch({ [LIST]: { body: buildPayoutList([]) } });
    renderPage({ ...testHost, is_cohost: true });
    expect(await screen.findByText('No payouts for this month.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payout Methods' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/services/owner/owner-1/')).toBe(false);
  });

  it('checks the PayPal form before sending it', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    mockFetch({
      [OWNER]: { body: buildPayoutOwner({ payoutMethods: [] }) },
      [LIST]: { body: buildPayoutList([]) },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add PayPal' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('PayPal e-mail'), { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add PayPal' }));
    expect(await within(dialog).findByText(payoutMessages.nicknameRequired)).toBeInTheDocument();
    expect(await within(dialog).findByText(payoutMessages.paypalEmailInvalid)).toBeInTheDocument();
  });

  it('shows Store Payout Methods to Pro Plus', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    mockFetch({
      [OWNER]: { body: buildPayoutOwner({ plan: 'PRO_PLUS' }) },
      [LIST]: { body: buildPayoutList([buildPayoutRow()]) },
      'GET /api/services/store/payout-methods/': {
        body: [
          {
            id: 'store-1',
            storeName: 'Pine Cabin',
            payoutMethod: null,
            owner_profit_percentage: 100,
          },
        ],
      },
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Store Payout Methods' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: 'Payout method of Pine Cabin' }),
      ).toBeInTheDocument(),
    );
    expect(await screen.findByRole('button', { name: 'Split 100.00%' })).toBeInTheDocument();
  });

  it('fits a phone: the controls wrap in the card, an empty month is not a table, rows scroll inside the table', async () => {
    // No matchMedia spy: every min-width query fails, as on a 375 px phone.
    let rows = buildPayoutList([]);
    mockFetch({ [LIST]: () => ({ body: rows }) });
    const { user } = renderPage({ ...testHost, is_cohost: true });

    expect(await screen.findByText('No payouts for this month.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    // Beside the title they would squeeze it out of a phone's card header.
    const month = screen.getByLabelText('Month');
    expect(month.closest('.ant-card-head')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Payouts', level: 2 })).toBeVisible();

    rows = buildPayoutList([buildPayoutRow()]);
    await user.click(month);
    const otherMonth = dayjs().month() === 0 ? dayjs().add(1, 'month') : dayjs().month(0);
    await user.click(await screen.findByTitle(otherMonth.format('YYYY-MM')));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Pine Cabin')).toBeInTheDocument();
    const scroller = table.closest<HTMLElement>('.ant-table-content')!;
    expect(scroller.style.overflowX).toBe('auto');
    expect(table.style.width).toBe('max-content');
  });
});
