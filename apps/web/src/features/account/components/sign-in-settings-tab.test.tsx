import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildOwnerDetail } from '@/features/stores/test-fixtures';
import type { OwnerDetail } from '@/features/stores';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import { SignInSettingsTab } from './sign-in-settings-tab';

const LAST_METHOD =
  'This is your only way to sign in. Set a password or connect another provider first.';

function renderTab(user: Partial<OwnerDetail['user']>) {
  const owner = buildOwnerDetail({
    user: { email: 'ana@example.com', hasSetPassword: true, socialAuths: [], ...user },
  });
  const { requests } = mockFetch({
    'POST /api/auth/disconnect-backend/': { body: { ok: true } },
    'GET /api/services/owner/owner-1/detail/': { body: owner },
  });
  renderWithProviders(<SignInSettingsTab owner={owner} />, {
    url: '/overview/account/sign-in-settings/',
  });
  return { requests };
}

describe('Sign-In Settings', { timeout: 30_000 }, () => {
  it('refuses to disconnect the only way to sign in', async () => {
    renderTab({ hasSetPassword: false, socialAuths: [{ id: 's1', provider: 'google-oauth2' }] });
    expect(screen.getByRole('button', { name: 'Set password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    const disconnect = screen.getByRole('button', { name: 'Disconnect' });
    expect(disconnect).toBeDisabled();
    expect(disconnect).toHaveAccessibleDescription(LAST_METHOD);
    expect(screen.getByText(LAST_METHOD)).toBeVisible();
  });

  it('counts two identities of one provider as one way to sign in', () => {
    renderTab({
      hasSetPassword: false,
      socialAuths: [
        { id: 's1', provider: 'google-oauth2' },
        { id: 's2', provider: 'google-oauth2' },
      ],
    });
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeDisabled();
    expect(screen.getByText(LAST_METHOD)).toBeVisible();
  });

  it('lets either of two providers go when there is no password', () => {
    renderTab({
      hasSetPassword: false,
      socialAuths: [
        { id: 's1', provider: 'google-oauth2' },
        { id: 's2', provider: 'facebook' },
      ],
    });
    for (const button of screen.getAllByRole('button', { name: 'Disconnect' })) {
      expect(button).toBeEnabled();
    }
    expect(screen.queryByText(LAST_METHOD)).not.toBeInTheDocument();
  });

  it('disconnects a provider when a password remains, and connects with next', async () => {
    const { requests } = renderTab({ socialAuths: [{ id: 's1', provider: 'google-oauth2' }] });
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/auth/disconnect-backend/')?.body).toEqual({
        provider: 'google-oauth2',
      }),
    );
    expect(await screen.findByText('Google disconnected')).toBeInTheDocument();
    // Facebook is not configured in the test app: nothing to connect.
    expect(screen.getByText('Not available')).toBeInTheDocument();
  });

  it('offers Connect with next set to this page', () => {
    renderTab({});
    expect(screen.getByRole('link', { name: 'Connect' })).toHaveAttribute(
      'href',
      '/api/auth/login/google-oauth2/?next=%2Foverview%2Faccount%2Fsign-in-settings%2F',
    );
  });
});
