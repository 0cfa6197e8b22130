import { screen, waitFor } from '@testing-library/react';
import { messages, planMessages } from '@stayfront/core';
import { describe, expect, it } from 'vitest';
import { LoginRoute } from '@/app/routes/auth/login';
import { STORAGE_KEYS } from '@/lib/storage';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';

function renderLogin(url = '/login/', user: typeof testHost | null = null) {
  return renderWithProviders(<LoginRoute />, { url, path: '/login/', user });
}

async function signIn(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(await screen.findByLabelText('Email'), 'anna@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret123!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login', () => {
  it('shows the bad-credentials error above the form', async () => {
    mockFetch({
      'POST /api/jwt/login/': {
        status: 400,
        body: { non_field_errors: ['Unable to log in with provided credentials.'] },
      },
    });
    const { user } = renderLogin();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Sign in | Testfront');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to log in with provided credentials.',
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the detail of a 429', async () => {
    mockFetch({
      'POST /api/jwt/login/': {
        status: 429,
        body: { detail: 'Too many attempts. Please try again in 15 minutes.' },
      },
    });
    const { user } = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 15 minutes.',
    );
  });

  it('sends a host to the stores page, or to the saved next address', async () => {
    mockFetch({ 'POST /api/jwt/login/': { body: testHost } });
    const first = renderLogin();
    await signIn(first.user);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/overview/stores/'));
    first.unmount();

    const second = renderLogin('/login/?next=%2Fdashboard%2Fstore%2Fs1%2Fsales%2F');
    await signIn(second.user);
    await waitFor(() =>
      expect(second.router.state.location.pathname).toBe('/dashboard/store/s1/sales/'),
    );
    expect(window.localStorage.getItem(STORAGE_KEYS.nextUrl)).toBeNull();
  });

  it('sends a support user to the admin', async () => {
    mockFetch({
      'POST /api/jwt/login/': { body: { ...testHost, role: 'SUPPORT', owner_id: null } },
    });
    const { user, router } = renderLogin();
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/'));
  });

  it('sends a visitor already signed in as host to the stores page', async () => {
    const { router } = renderLogin('/login/', testHost);
    await waitFor(() => expect(router.state.location.pathname).toBe('/overview/stores/'));
  });

  it('passes the typed e-mail to the forgot-password page', async () => {
    const { user, router } = renderLogin();
    await user.type(await screen.findByLabelText('Email'), 'anna@example.com');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password/'));
    expect(router.state.location.state).toEqual({ email: 'anna@example.com' });
  });

  it('toasts a failed social sign-in and cleans the address', async () => {
    const { router } = renderLogin('/login/?social_error=cancelled&provider=facebook');
    expect(await screen.findByText('Sign-in with Facebook was cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says why a removed or suspended co-host cannot sign in with a provider', async () => {
    for (const [code, text] of [
      ['cohost_removed', messages.cohostAccessRemoved],
      ['cohost_suspended', planMessages.cohostSuspended],
    ]) {
      const { router, unmount } = renderLogin(`/login/?social_error=${code}&provider=facebook`);
      expect(await screen.findByText(text!)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/login/'));
      unmount();
    }
  });

  it('offers to log in when the social e-mail already has an account', async () => {
    renderLogin('/login/?social_error=email_taken&provider=google-oauth2');
    expect(
      await screen.findByText('There is already an account associated with that email address.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
