import { accountMessages } from '@stayfront/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOwnerDetail } from '@/features/stores/test-fixtures';
import { mockFetch, type MockReply } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import { PersonalDetailsTab } from './personal-details-tab';

const PROFILE = 'POST /api/services/owner/update-profile-details/';
const PASSWORD = 'PUT /api/services/user/current/passwordchange/';
const PROFILE_SAVED = {
  body: {
    ok: true,
    logged_out: false,
    data: { first_name: 'Anna', last_name: 'Host', email: 'anna@example.com', phone: '' },
  },
};
const NEW_PASSWORD = 'Cabin-by-the-lake-42';

function renderTab(handlers: Parameters<typeof mockFetch>[0]) {
  const owner = buildOwnerDetail();
  const { requests } = mockFetch({
    'GET /api/services/owner/owner-1/detail/': { body: owner },
    ...handlers,
  });
  const view = renderWithProviders(<PersonalDetailsTab owner={owner} />, {
    url: '/overview/account/personal-details/',
  });
  return { ...view, requests };
}

/** A reply held until the test lets it go: the server is slow, a second click lands meanwhile. */
function slowReply(reply: MockReply) {
  const waiting: (() => void)[] = [];
  const handler = () => new Promise<MockReply>((resolve) => waiting.push(() => resolve(reply)));
  const release = () => waiting.splice(0).forEach((answer) => answer());
  return { handler, release, waiting };
}

const submitButton = (name: string) => screen.getByRole('button', { name });

async function fillPassword(user: ReturnType<typeof renderTab>['user'], current: string) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
  await user.type(screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
  await waitFor(() => expect(submitButton('Change password')).toBeEnabled());
}

describe('Personal Details', { timeout: 30_000 }, () => {
  it('sends the profile and the password once for a double click', async () => {
    const profile = slowReply(PROFILE_SAVED);
    const password = slowReply({ body: { detail: 'Password changed' } });
    const { user, requests } = renderTab({
      [PROFILE]: profile.handler,
      [PASSWORD]: password.handler,
    });
    const sent = (path: string) => requests.filter((r) => r.path === path);

    await user.dblClick(submitButton('Save changes'));
    await waitFor(() => expect(profile.waiting.length).toBeGreaterThan(0));
    profile.release();
    expect(await screen.findByText(accountMessages.toasts.profileUpdated)).toBeInTheDocument();
    expect(sent('/api/services/owner/update-profile-details/')).toHaveLength(1);

    await fillPassword(user, 'old-secret');
    await user.dblClick(submitButton('Change password'));
    await waitFor(() => expect(password.waiting.length).toBeGreaterThan(0));
    password.release();
    expect(await screen.findByText(accountMessages.toasts.passwordChanged)).toBeInTheDocument();
    expect(sent('/api/services/user/current/passwordchange/')).toHaveLength(1);
  });

  it('asks once about a new e-mail for a double click', async () => {
    const { user, requests } = renderTab({
      [PROFILE]: { body: { ...PROFILE_SAVED.body, logged_out: true } },
      'POST /api/jwt/logout/': { body: {} },
    });
    const email = screen.getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'anna@lake.example');
    await user.dblClick(submitButton('Save changes'));
    await screen.findAllByText('Change your e-mail address?');
    const questions = screen
      .getAllByRole('dialog')
      .filter((d) => d.textContent?.includes(accountMessages.emailChangeConfirm));
    expect(questions).toHaveLength(1);
    const confirm = questions[0]!;
    await user.click(within(confirm).getByRole('button', { name: 'Save and log out' }));
    await waitFor(() =>
      expect(
        requests.filter((r) => r.path === '/api/services/owner/update-profile-details/'),
      ).toHaveLength(1),
    );
  });

  it('keeps every digit of a pasted phone, and refuses too many instead of cutting them', async () => {
    const { user, requests } = renderTab({ [PROFILE]: PROFILE_SAVED });
    const phone = screen.getByLabelText('Phone');
    await user.click(phone);
    await user.paste('+1 (303) 555-0100');
    expect(phone).toHaveValue('13035550100');

    await user.clear(phone);
    await user.paste('+44 20 7946 0958 12');
    expect(phone).toHaveValue('44207946095812');
    await user.click(submitButton('Save changes'));
    expect(await screen.findByText(accountMessages.toasts.profileUpdated)).toBeInTheDocument();
    const saved = requests.find((r) => r.path === '/api/services/owner/update-profile-details/');
    expect(saved?.body).toMatchObject({ phone: '44207946095812' });

    await user.clear(phone);
    await user.paste('+44 20 7946 0958 1234');
    expect(phone).toHaveValue('4420794609581234');
    expect(await screen.findByText(accountMessages.invalidPhone)).toBeInTheDocument();
    await user.click(submitButton('Save changes'));
    expect(requests.filter((r) => r.path === saved?.path)).toHaveLength(1);
  });

  it("clears the password form's server error once a later save succeeds", async () => {
    const { user } = renderTab({
      [PASSWORD]: {
        status: 400,
        body: { old_password: [accountMessages.currentPasswordWrong] },
      },
      [PROFILE]: PROFILE_SAVED,
    });
    await fillPassword(user, 'not-my-password');
    await user.click(submitButton('Change password'));
    expect(await screen.findByText(accountMessages.currentPasswordWrong)).toBeInTheDocument();
    expect(submitButton('Change password')).toBeDisabled();

    await user.click(submitButton('Save changes'));
    expect(await screen.findByText(accountMessages.toasts.profileUpdated)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText(accountMessages.currentPasswordWrong)).not.toBeInTheDocument(),
    );
    // The fields are still filled: the password may be tried again.
    expect(submitButton('Change password')).toBeEnabled();
  });
});
