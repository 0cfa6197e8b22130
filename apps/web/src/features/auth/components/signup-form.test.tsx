import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignupRoute } from '@/app/routes/auth/signup';
import { STORAGE_KEYS } from '@/lib/storage';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';

function renderSignup(url = '/signup/') {
  return renderWithProviders(<SignupRoute />, { url, path: '/signup/', user: null });
}

function ruleState(name: string): string | null {
  return screen.getByText(name).closest('li')?.getAttribute('data-state') ?? null;
}

const signUpButton = () => screen.getByRole('button', { name: 'Sign up with Email' });

describe('sign-up', () => {
  it('shows the screen with the configured brand, social buttons and sign-in link', async () => {
    renderSignup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign up for your account' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Testfront')).toBeInTheDocument();
    expect(document.title).toBe('Sign up | Testfront');
    expect(screen.getByRole('link', { name: /Continue with Google/ })).toHaveAttribute(
      'href',
      '/api/auth/login/google-oauth2/',
    );
    // Facebook is not configured in the test app-config: shown, disabled, with the reason.
    const facebook = screen.getByRole('button', { name: /Continue with Facebook/ });
    expect(facebook).toBeDisabled();
    expect(facebook).toHaveAccessibleDescription('Facebook sign-in is not set up on this server.');
    expect(screen.getByText('OR')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login/');
  });

  it('keeps the submit button disabled until the form is valid, ticking the rules', async () => {
    const { user } = renderSignup();
    await screen.findByLabelText('Name');
    expect(signUpButton()).toBeDisabled();

    await user.type(screen.getByLabelText('Name'), 'Anna');
    await user.type(screen.getByLabelText('Email'), 'anna@example');
    expect(signUpButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), '.com');

    const password = screen.getByLabelText('Password');
    expect(ruleState('At least 8 characters')).toBe('unmet');
    await user.type(password, 'abcdefgh');
    expect(ruleState('At least 8 characters')).toBe('met');
    expect(ruleState('One uppercase letter')).toBe('unmet');
    expect(signUpButton()).toBeDisabled();

    await user.type(password, 'A1');
    expect(ruleState('One uppercase letter')).toBe('met');
    expect(ruleState('One number')).toBe('met');
    expect(ruleState('One special character')).toBe('unmet');
    expect(signUpButton()).toBeDisabled();

    await user.type(password, '!');
    expect(ruleState('One special character')).toBe('met');
    expect(signUpButton()).toBeEnabled();
  });

  it('shows the field messages of the spec', async () => {
    const { user } = renderSignup();
    const name = await screen.findByLabelText('Name');
    await user.type(name, 'A');
    await user.clear(name);
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
  });

  async function fillAndSubmit(user: ReturnType<typeof renderSignup>['user']) {
    await user.type(await screen.findByLabelText('Name'), 'Anna');
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(signUpButton());
    return screen.findByRole('dialog', { name: 'Complete signing up' });
  }

  it('asks for the agreement, then creates the owner, logs in and opens the onboarding video', async () => {
    const { requests } = mockFetch({
      'POST /api/services/owner/': {
        status: 201,
        body: { user: { email: 'anna@example.com', id: 'u1' } },
      },
      'POST /api/jwt/login/': { body: testHost },
    });
    const { user, router, queryClient } = renderSignup();
    const dialog = await fillAndSubmit(user);

    const terms = within(dialog).getByRole('link', { name: 'Terms of Service' });
    expect(terms).toHaveAttribute('href', 'https://testfront.example/terms-of-service/');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'https://testfront.example/privacy-policy/',
    );
    const continueButton = within(dialog).getByRole('button', { name: 'Continue to Dashboard' });
    expect(continueButton).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox'));
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/onboarding/onboarding-video/'),
    );
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/services/owner/',
      'POST /api/jwt/login/',
    ]);
    expect(requests[0]?.body).toEqual({
      firstName: 'Anna',
      email: 'anna@example.com',
      password: 'Secret123!',
      isActive: true,
    });
    expect(requests[1]?.body).toEqual({ email: 'anna@example.com', password: 'Secret123!' });
    expect(queryClient.getQueryData(['session'])).toEqual(testHost);
  });

  it('goes to the saved next address instead, and forgets it', async () => {
    mockFetch({
      'POST /api/services/owner/': {
        status: 201,
        body: { user: { email: 'anna@example.com', id: 'u1' } },
      },
      'POST /api/jwt/login/': { body: testHost },
    });
    const { user, router } = renderSignup('/signup/?next=%2Fpricing%2F');
    const dialog = await fillAndSubmit(user);
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing/'));
    expect(window.localStorage.getItem(STORAGE_KEYS.nextUrl)).toBeNull();
  });

  it('closes the modal and puts an e-mail error from the API on the field', async () => {
    const { requests } = mockFetch({
      'POST /api/services/owner/': {
        status: 400,
        body: { email: ['user with this email address already exists.'] },
      },
    });
    const { user, router } = renderSignup();
    const dialog = await fillAndSubmit(user);
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Dashboard' }));

    expect(
      await screen.findByText('user with this email address already exists.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Complete signing up' })).not.toBeInTheDocument(),
    );
    expect(requests).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/signup/');
    expect(screen.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute(
      'href',
      '/login/',
    );
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByRole('link', { name: 'Sign in instead' })).not.toBeInTheDocument();
  });
});
