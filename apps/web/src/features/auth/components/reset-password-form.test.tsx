import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResetPasswordRoute } from '@/app/routes/auth/reset-password';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';

function renderReset(url = '/reset-password/tok-1/') {
  return renderWithProviders(<ResetPasswordRoute />, {
    url,
    path: '/reset-password/:token?/',
    user: null,
  });
}

function expectExpiredMessage() {
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(
    'This link is used or expired. You can get a new link here or you can login with your newly set password here.',
  );
  const links = within(alert).getAllByRole('link', { name: 'here' });
  expect(links).toHaveLength(2);
  expect(links[0]).toHaveAttribute('href', '/forgot-password/');
  expect(links[1]).toHaveAttribute('href', '/login/');
}

async function fillPasswords(user: ReturnType<typeof renderReset>['user'], confirm: string) {
  await user.type(await screen.findByLabelText('New Password'), 'Secret123!');
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set your password' }));
}

describe('reset password', () => {
  it('shows the expired message with its two links when the token is spent', async () => {
    const { requests } = mockFetch({
      'POST /api/services/password-reset/reset-password/': {
        status: 400,
        body: { token: ['Does not exist or expired'] },
      },
    });
    const { user } = renderReset();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set your password' }),
    ).toBeInTheDocument();
    await fillPasswords(user, 'Secret123!');
    await screen.findByText(/This link is used or expired/);
    expectExpiredMessage();
    expect(requests[0]?.body).toEqual({ password: 'Secret123!', token: 'tok-1' });
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('shows the same message when the address has no token', async () => {
    renderReset('/reset-password/');
    await screen.findByText(/This link is used or expired/);
    expectExpiredMessage();
  });

  it('checks that the confirmation matches', async () => {
    const { requests } = mockFetch({});
    const { user } = renderReset();
    await fillPasswords(user, 'Secret123?');
    expect(await screen.findByText("Password doesn't match.")).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('signs the user in and opens the stores page', async () => {
    mockFetch({
      'POST /api/services/password-reset/reset-password/': { body: testHost },
      'GET /api/jwt/me/': { body: testHost },
    });
    const { user, router, queryClient } = renderReset();
    await fillPasswords(user, 'Secret123!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/overview/stores/'));
    expect(queryClient.getQueryData(['session'])).toEqual(testHost);
  });

  it('toasts other errors and shows them in an alert', async () => {
    mockFetch({
      'POST /api/services/password-reset/reset-password/': {
        status: 429,
        body: { detail: 'Too many attempts. Please try again in 5 minutes.' },
      },
    });
    const { user } = renderReset();
    await fillPasswords(user, 'Secret123!');
    await waitFor(() =>
      expect(screen.getAllByText('Too many attempts. Please try again in 5 minutes.')).toHaveLength(
        2,
      ),
    );
  });
});
