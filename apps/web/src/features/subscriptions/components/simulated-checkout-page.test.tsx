import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockReply } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import { SimulatedCheckoutPage } from './simulated-checkout-page';

const SESSION = 'GET /api/services/payments/simulated/subscription/session/cs_1/';
const CONFIRM = 'POST /api/services/payments/simulated/subscription/confirm/';

function renderCheckout(confirm: (reply: MockReply) => MockReply | Promise<MockReply>) {
  const { requests } = mockFetch({
    [SESSION]: {
      body: {
        id: 'PRO_MONTHLY',
        plan: 'PRO',
        plan_id: 'PRO_MONTHLY',
        name: 'Pro',
        price: 29,
        currency: 'USD',
        interval: 'month',
        status: 'open',
      },
    },
    [CONFIRM]: () => confirm({ body: { status: 'complete', error: null } }),
  });
  const view = renderWithProviders(<SimulatedCheckoutPage />, {
    url: '/pricing/checkout/cs_1/',
    path: '/pricing/checkout/:sessionId/',
    user: testHost,
  });
  return { ...view, requests };
}

describe('simulated checkout', { timeout: 30_000 }, () => {
  it('sends one payment for a double click on Subscribe', async () => {
    const waiting: (() => void)[] = [];
    // The provider takes its time: the second click lands while the first payment is sent.
    const { user, requests } = renderCheckout(
      (reply) => new Promise((resolve) => waiting.push(() => resolve(reply))),
    );
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiration (MM/YY)'), '1240');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.dblClick(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    waiting.splice(0).forEach((answer) => answer());
    expect(await screen.findByTestId('location')).toHaveTextContent('/pricing/?checkout=success');
    expect(requests.filter((r) => r.path.endsWith('/subscription/confirm/'))).toHaveLength(1);
  });

  it('takes another card after a decline', async () => {
    let attempts = 0;
    const { user, requests } = renderCheckout((reply) => {
      attempts += 1;
      return attempts === 1
        ? { body: { status: 'open', error: 'Your card was declined.' } }
        : reply;
    });
    await user.type(await screen.findByLabelText('Card number'), '4000000000000002');
    await user.type(screen.getByLabelText('Expiration (MM/YY)'), '1240');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/pricing/?checkout=success');
    expect(requests.filter((r) => r.path.endsWith('/subscription/confirm/'))).toHaveLength(2);
  });
});
