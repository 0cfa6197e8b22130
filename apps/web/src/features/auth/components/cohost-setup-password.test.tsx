import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CohostSetupPasswordRoute } from '@/app/routes/auth/cohost-setup-password';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/test-utils';

const UUID = '7d0f4f3e-9a51-4c4e-8f51-0d1f3c1b2a10';

function renderInvitation() {
  return renderWithProviders(<CohostSetupPasswordRoute />, {
    url: `/co-host/setup-password/${UUID}/`,
    path: '/co-host/setup-password/:invitationUUID/',
    user: null,
  });
}

describe('co-host invitation', () => {
  it('says an invalid invitation is invalid, with a way to sign in', async () => {
    const { requests } = mockFetch({
      [`GET /api/services/co-host/${UUID}/check-uuid/`]: { body: { is_valid: false } },
    });
    renderInvitation();
    expect(await screen.findByText('This invitation is invalid.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login/');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('sets the password after the agreement and confirms it', async () => {
    const { requests } = mockFetch({
      [`GET /api/services/co-host/${UUID}/check-uuid/`]: { body: { is_valid: true } },
      [`POST /api/services/co-host/${UUID}/setup-password/`]: { body: { ok: true } },
    });
    const { user } = renderInvitation();
    expect(await screen.findByText('Set your password to continue.')).toBeInTheDocument();
    for (const rule of [
      'At least 8 characters',
      'One uppercase letter',
      'One number',
      'One special character',
    ]) {
      expect(screen.getByText(rule).closest('li')).toHaveAttribute('data-state', 'unmet');
    }
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Complete signing up' });
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('The password was set up successfully.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login/');
    expect(requests[1]?.body).toEqual({ password: 'Secret123!' });
  });

  it('toasts a setup error and shows the invalid invitation', async () => {
    mockFetch({
      [`GET /api/services/co-host/${UUID}/check-uuid/`]: { body: { is_valid: true } },
      [`POST /api/services/co-host/${UUID}/setup-password/`]: {
        status: 400,
        body: { non_field_errors: ['This invitation is invalid.'] },
      },
    });
    const { user } = renderInvitation();
    await user.type(await screen.findByLabelText('Password'), 'Secret123!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete signing up' });
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // Once as the toast, once as the page.
    await waitFor(() => expect(screen.getAllByText('This invitation is invalid.')).toHaveLength(2));
  });
});
