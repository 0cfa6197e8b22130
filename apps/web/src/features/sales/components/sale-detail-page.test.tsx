import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { desktopMatchMedia } from '@/features/stores/test-fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import { buildSale, buildSaleLine } from '../test-fixtures';
import { SaleDetailPage } from './sale-detail-page';

const DETAIL = 'GET /api/services/purchase/purchase-1/detail/';
const RESEND = 'POST /api/services/purchase/purchase-1/resend-guest-email/';

function renderPage(storeId = 'store-1') {
  return renderWithProviders(
    <SaleDetailPage storeId={storeId} purchaseId="purchase-1" notFound={<p>No such page</p>} />,
    { url: `/dashboard/store/${storeId}/sales/purchase-1/`, user: testHost },
  );
}

describe('sale detail page', { timeout: 30_000 }, () => {
  it('shows the order with its lines, prices, totals and profit', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    mockFetch({ [DETAIL]: { body: buildSale() } });
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order #1042' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Order #1042 | Testfront');
    expect(screen.getByRole('link', { name: /Sales report/ })).toHaveAttribute(
      'href',
      '/dashboard/store/store-1/sales/',
    );
    expect(screen.getByText('Pine Cabin')).toBeInTheDocument();
    expect(screen.getByText('Lina Park')).toBeInTheDocument();
    expect(screen.getByText('Completed', { selector: '.ant-descriptions *' })).toBeInTheDocument();
    expect(screen.getByText(/^10 March 2031/)).toBeInTheDocument();

    const table = within(screen.getByRole('region', { name: 'Items' })).getByRole('table');
    for (const header of ['Product', 'Qty', 'Price', 'Amount', 'Your Profit', 'Status']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const bike = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('Bike Rental'))!;
    expect(bike).toHaveTextContent('Bike Rental (Full day)');
    expect(bike).toHaveTextContent('For 01 June 2031');
    expect(bike).toHaveTextContent('$25.00');
    expect(bike).toHaveTextContent('$22.04');
    expect(screen.getByText('Note: Stack it by the door')).toBeInTheDocument();

    const totals = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
    expect(totals('Subtotal')).toHaveTextContent('$65.00');
    expect(totals('Convenience fee')).toHaveTextContent('$5.20');
    expect(totals('Tax')).toHaveTextContent('$0.00');
    expect(totals('Grand total')).toHaveTextContent('$70.20');
    expect(totals('Your profit')).toHaveTextContent('$57.68');
  });

  it('reads "Paid through Airbnb" for an off-platform purchase, with its own total', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const kayak = buildSaleLine({
      product_name: 'Kayak',
      is_off_platform: true,
      guest_amount: 0,
      owner_profit: 0,
      paid_off_platform: 21.6,
    });
    mockFetch({
      [DETAIL]: {
        body: buildSale({
          is_purchasable_off_platform: true,
          order_products: [kayak],
          amount: 0,
          convenience_fee: 0,
          grand_total: 0,
          owner_profit: 0,
          paid_off_platform: 21.6,
        }),
      },
    });
    renderPage();

    expect(
      await screen.findByText('Paid through Airbnb', { selector: '.ant-descriptions *' }),
    ).toBeInTheDocument();
    const table = within(screen.getByRole('region', { name: 'Items' })).getByRole('table');
    const row = within(table)
      .getAllByRole('row')
      .find((each) => each.textContent?.includes('Kayak'))!;
    expect(row).toHaveTextContent('Paid through Airbnb');
    expect(row).not.toHaveTextContent('Completed');
    const totals = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
    expect(totals('Grand total')).toHaveTextContent('$0.00');
    expect(totals('Paid through Airbnb')).toHaveTextContent('$21.60');
    expect(totals('Your profit')).toHaveTextContent('$0.00');
  });

  it('resends the receipt to the prefilled or corrected address, then reads Sent!', async () => {
    const { requests } = mockFetch({
      [DETAIL]: { body: buildSale() },
      [RESEND]: { body: { ok: true } },
    });
    const { user } = renderPage();
    const email = await screen.findByLabelText('Guest email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveValue('lina@example.com');

    await user.clear(email);
    await user.type(email, 'lina.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend Receipt' }));
    expect(await screen.findByText('Receipt sent!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sent!/ })).toBeDisabled();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { guest_email: 'lina.new@example.com' },
    ]);

    // Another address can be sent to once it is typed.
    await user.type(email, 'x');
    expect(screen.getByRole('button', { name: 'Resend Receipt' })).toBeEnabled();
  });

  it('checks the address before sending', async () => {
    const { requests } = mockFetch({ [DETAIL]: { body: buildSale() } });
    const { user } = renderPage();
    const email = await screen.findByLabelText('Guest email');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Resend Receipt' }));
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('says when sending failed, with the field error when there is one', async () => {
    let reply = { status: 500, body: {} as unknown };
    mockFetch({ [DETAIL]: { body: buildSale() }, [RESEND]: () => reply });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Resend Receipt' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Receipt' })).toBeEnabled();

    reply = { status: 400, body: { guest_email: ['Enter a valid email'] } };
    await user.click(screen.getByRole('button', { name: 'Resend Receipt' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Guest email')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
  });

  it('has nothing to resend when the payment failed', async () => {
    mockFetch({ [DETAIL]: { body: buildSale({ status: 'FAIL', has_receipt: false }) } });
    renderPage();
    expect(
      await screen.findByText(
        'There is no receipt for this order: its payment did not go through.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Receipt' })).not.toBeInTheDocument();
  });

  it('links a request waiting for approval to where it is answered', async () => {
    mockFetch({ [DETAIL]: { body: buildSale({ status: 'HOLD', requires_approval: true }) } });
    renderPage();
    expect(
      await screen.findByRole('link', { name: 'Approve or deny this request' }),
    ).toHaveAttribute('href', '/owner/owner-uuid-1/?showPrices=True');
  });

  it("links the order's other purchases, each with its status and total", async () => {
    mockFetch({
      [DETAIL]: {
        body: buildSale({
          other_purchases: [
            {
              id: 'purchase-2',
              status: 'HOLD',
              is_purchasable_off_platform: false,
              product_names: ['Airport Pickup', 'Errand Service'],
              total: 64.8,
            },
          ],
        }),
      },
    });
    renderPage();
    const others = await screen.findByRole('region', { name: 'Also in order #1042' });
    expect(others).toHaveTextContent('Needs approval');
    expect(others).toHaveTextContent('Airport Pickup, Errand Service');
    expect(others).toHaveTextContent('$64.80');
    expect(
      within(others).getByRole('link', {
        name: 'Purchase details: Airport Pickup, Errand Service',
      }),
    ).toHaveAttribute('href', '/dashboard/store/store-1/sales/purchase-2/');
  });

  it('shows no other purchases when the order has one', async () => {
    mockFetch({ [DETAIL]: { body: buildSale() } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Order #1042' })).toBeInTheDocument();
    expect(screen.queryByText(/^Also in order/)).not.toBeInTheDocument();
  });

  it("shows the not-found page for a missing sale or another store's", async () => {
    mockFetch({ [DETAIL]: { status: 404, body: { detail: 'Not found.' } } });
    const missing = renderPage();
    expect(await screen.findByText('No such page')).toBeInTheDocument();
    missing.unmount();
    mockFetch({ [DETAIL]: { body: buildSale() } });
    renderPage('store-2');
    expect(await screen.findByText('No such page')).toBeInTheDocument();
  });

  it('stacks the lines as cards on a phone', async () => {
    mockFetch({ [DETAIL]: { body: buildSale() } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Order #1042' });
    const lines = screen.getByRole('region', { name: 'Items' });
    expect(within(lines).queryByRole('table')).not.toBeInTheDocument();
    const items = within(lines).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('2 × $20.00');
    expect(items[0]).toHaveTextContent('Your profit $35.64');
  });
});
