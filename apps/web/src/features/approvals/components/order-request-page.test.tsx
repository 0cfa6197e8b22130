import {
  approvalMessages,
  CAN_APPROVE_ONLY_MERCHANT_TOOLTIP,
  NOT_ON_HOLD_MESSAGE,
} from '@stayfront/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockReply, type MockRequest } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import type { ApprovalActorType, PurchaseRequest } from '../types';
import { en } from '@stayfront/core/i18n';
import { NOTE_PLACEHOLDER, OrderRequestPage } from './order-request-page';

const UUID = '5b0a3c1e-1111-4aaa-8bbb-000000000001';

function makeRequest(overrides: Partial<PurchaseRequest> = {}): PurchaseRequest {
  return {
    order_number: 1042,
    store_name: 'Lake House',
    guest: 'Maya Lopez',
    guest_email: 'maya@example.com',
    guest_phone: '+1 555 010 2030',
    guest_amount: 108,
    owner_profit: 86.65,
    merchant_amount: null,
    currency: 'USD',
    status: 'HOLD',
    owner_plan: 'BASIC',
    approval_note: '',
    can_approve: true,
    merchant_name: null,
    decided_by: null,
    decided_at: null,
    failure_message: null,
    order_products: [
      {
        id: 'line-1',
        product_name: 'Airport pickup',
        image: null,
        quantity: 2,
        price: 50,
        amount: 100,
        guest_amount: 108,
        delivery_date: '2030-07-14',
        note: 'Flight UA 123',
        extra_field_values: [{ product_field_id: 'f1', label: 'Passengers', value: '3' }],
        product_price: { label: 'Sedan', time_label: '' },
        owner_profit: 86.65,
        merchant_amount: null,
      },
    ],
    ...overrides,
  };
}

type Handler = MockReply | ((request: MockRequest) => MockReply);

function renderPage(
  actorType: ApprovalActorType,
  request: PurchaseRequest | null,
  {
    showPrices = false,
    handlers = {},
  }: { showPrices?: boolean; handlers?: Record<string, Handler> } = {},
) {
  const path = `/api/services/purchase/${actorType}/${UUID}/`;
  const mock = mockFetch({
    [`GET ${path}`]: request ? { body: request } : { status: 404, body: { detail: 'Not found.' } },
    ...handlers,
  });
  const view = renderWithProviders(
    <OrderRequestPage actorType={actorType} purchaseUuid={UUID} showPrices={showPrices} />,
    { url: `/${actorType}/${UUID}/${showPrices ? '?showPrices=True' : ''}` },
  );
  return { ...view, requests: mock.requests, path };
}

const location = () => screen.getByTestId('location').textContent;

describe('the order request page', { timeout: 30_000 }, () => {
  it('shows the order to the owner with prices and approves with the note', async () => {
    const { user, requests, path } = renderPage('owner', makeRequest(), {
      showPrices: true,
      handlers: {
        [`POST /api/services/purchase/owner/${UUID}/approve/`]: {
          body: makeRequest({ status: 'COMP', decided_by: 'owner' }),
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1042' })).toBeVisible();
    expect(document.title).toMatch(/^Order #1042 \| /);
    const info = screen.getByRole('region', { name: 'Order info' });
    expect(within(info).getByText('Lake House')).toBeVisible();
    expect(within(info).getByText('Maya Lopez')).toBeVisible();
    expect(within(info).getByRole('link', { name: 'maya@example.com' })).toHaveAttribute(
      'href',
      'mailto:maya@example.com',
    );
    const items = screen.getByRole('list', { name: 'Requested items' });
    for (const text of [
      'Airport pickup',
      '07/14/2030',
      '2',
      'Sedan',
      'Passengers',
      '3',
      'Flight UA 123',
      '$100.00',
    ])
      expect(within(items).getAllByText(text)[0]).toBeVisible();
    expect(screen.getByText('Your profit')).toBeVisible();
    expect(screen.getByText('$86.65')).toBeVisible();

    const note = screen.getByLabelText('Note');
    expect(note).toHaveAttribute('placeholder', NOTE_PLACEHOLDER);
    expect(note).toHaveAttribute('maxlength', '10000');
    await user.type(note, 'Driver waits at door 4.');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(location()).toBe('/owner/approve/'));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post).toMatchObject({
      path: `${path}approve/`,
      body: { approval_note: 'Driver waits at door 4.' },
    });
  });

  it('shows no prices without showPrices', async () => {
    renderPage('owner', makeRequest());
    await screen.findByRole('heading', { level: 1, name: 'Order #1042' });
    expect(screen.queryByText('$100.00')).toBeNull();
    expect(screen.queryByText('Your profit')).toBeNull();
  });

  it('lets the merchant deny after confirming, with "Your Profit"', async () => {
    const { user, requests } = renderPage(
      'merchant',
      makeRequest({ owner_profit: null, merchant_amount: 70, merchant_name: 'Boulder Bikes' }),
      {
        showPrices: true,
        handlers: {
          [`POST /api/services/purchase/merchant/${UUID}/deny/`]: {
            body: makeRequest({ status: 'CNCL', decided_by: 'merchant' }),
          },
        },
      },
    );
    expect(await screen.findByText('Your Profit')).toBeVisible();
    expect(screen.getByText('$70.00')).toBeVisible();
    await user.type(screen.getByLabelText('Note'), 'Fully booked.');
    await user.click(screen.getByRole('button', { name: 'Deny' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Deny this request?')[0]).toBeInTheDocument();
    // Backing out changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep the request' }));
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Deny' }));
    // The first dialog may still be leaving: the newest one is last.
    const dialogs = await screen.findAllByRole('dialog');
    await user.click(within(dialogs.at(-1)!).getByRole('button', { name: 'Deny request' }));
    await waitFor(() => expect(location()).toBe('/merchant/deny/'));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      approval_note: 'Fully booked.',
    });
  });

  it('gives the guest Cancel only, without a note or a body', async () => {
    const { user, requests } = renderPage(
      'guest',
      makeRequest({ can_approve: false, owner_profit: null }),
      {
        handlers: {
          [`POST /api/services/purchase/guest/${UUID}/cancel/`]: {
            body: makeRequest({ status: 'CNCL', decided_by: 'guest' }),
          },
        },
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Order #1042' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deny' })).toBeNull();
    expect(screen.queryByLabelText('Note')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel request' }),
    );
    await waitFor(() => expect(location()).toBe('/guest/cancel/'));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toBeUndefined();
  });

  it('opens the Cancel question with focus on keeping the request', async () => {
    const { user, requests } = renderPage(
      'guest',
      makeRequest({ can_approve: false, owner_profit: null }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    const keep = within(dialog).getByRole('button', { name: 'Keep the request' });
    await waitFor(() => expect(keep).toHaveFocus());
    // Enter on what has focus keeps the request.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('disables the actions once the request is no longer on hold, and says why', async () => {
    renderPage('owner', makeRequest({ status: 'CNCL', decided_by: 'guest', approval_note: '' }));
    expect(await screen.findByText(NOT_ON_HOLD_MESSAGE)).toBeVisible();
    expect(screen.getByText('The order is denied by the guest.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deny' })).toBeDisabled();
    expect(screen.getByLabelText('Note')).toBeDisabled();
  });

  it("shows the merchant's note to the guest once the request is decided", async () => {
    renderPage(
      'guest',
      makeRequest({
        status: 'CNCL',
        decided_by: 'merchant',
        merchant_name: 'Boulder Bikes',
        approval_note: 'All booked that week.',
        can_approve: false,
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Note from Boulder Bikes' }),
    ).toBeInTheDocument();
    expect(screen.getByText('All booked that week.')).toBeVisible();
    expect(screen.getByText('The order is denied by the merchant.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it("tells the owner that a merchant's request is the merchant's to decide", async () => {
    renderPage('owner', makeRequest({ can_approve: false, merchant_name: 'Boulder Bikes' }));
    expect(await screen.findByText(CAN_APPROVE_ONLY_MERCHANT_TOOLTIP)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Approve' })).toHaveAccessibleDescription(
      new RegExp(CAN_APPROVE_ONLY_MERCHANT_TOOLTIP),
    );
  });

  it('shows a load error in an alert', async () => {
    renderPage('owner', null);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en['request.notFound']);
  });

  it('toasts an action error and shows the request as it now is', async () => {
    let asked = 0;
    const { user } = renderPage('owner', null, {
      handlers: {
        [`GET /api/services/purchase/owner/${UUID}/`]: () => ({
          body: makeRequest(++asked > 1 ? { status: 'COMP', decided_by: 'owner' } : {}),
        }),
        [`POST /api/services/purchase/owner/${UUID}/approve/`]: {
          status: 409,
          body: { non_field_errors: [NOT_ON_HOLD_MESSAGE] },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect((await screen.findAllByText(NOT_ON_HOLD_MESSAGE)).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled());
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('stays on the page when the saved card is declined on approval', async () => {
    const { user } = renderPage('owner', makeRequest(), {
      handlers: {
        [`POST /api/services/purchase/owner/${UUID}/approve/`]: {
          body: makeRequest({
            status: 'FAIL',
            decided_by: 'owner',
            failure_message: 'Your card has insufficient funds.',
          }),
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(approvalMessages.chargeDeclined)).toBeInTheDocument();
    expect(await screen.findByText('Your card has insufficient funds.')).toBeVisible();
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
