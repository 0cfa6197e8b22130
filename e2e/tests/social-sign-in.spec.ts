import { expect, test } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { PASSWORD, uniqueEmail } from '../support/accounts';
import { fakeGooglePort } from '../playwright.config';

let google: OAuth2Server;

test.beforeAll(async () => {
  google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  await google.start(fakeGooglePort, '127.0.0.1');
});
test.afterAll(() => google?.stop());

/** The person Google vouches for at the next sign-in. */
function googleAnswersWith(claims: Record<string, unknown>) {
  google.service.once('beforeUserinfo', (userinfo) => {
    userinfo.body = claims;
  });
}

test('a host who signed up with Google alone cannot disconnect it until a password is set', async ({
  page,
}) => {
  const email = uniqueEmail('google');
  googleAnswersWith({ sub: `g-${email}`, email, email_verified: true, given_name: 'Gina' });
  await page.goto('/signup/');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/onboarding\/onboarding-video\/$/);

  await page.goto('/overview/account/sign-in-settings/');
  const googleRow = page.getByRole('listitem').filter({ hasText: 'Google' });
  await expect(googleRow.getByText('Connected', { exact: true })).toBeVisible();
  const disconnect = googleRow.getByRole('button', { name: 'Disconnect' });
  await expect(disconnect).toBeDisabled();
  const reason =
    'This is your only way to sign in. Set a password or connect another provider first.';
  await expect(page.getByText(reason)).toBeVisible();
  await expect(disconnect).toHaveAccessibleDescription(reason);

  const refused = await page.request.post('/api/auth/disconnect-backend/', {
    data: { provider: 'google-oauth2' },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    non_field_errors: ['Set a password or connect another provider before disconnecting Google.'],
  });
  await page.reload();
  await expect(googleRow.getByText('Connected', { exact: true })).toBeVisible();

  // With a password there is another way in, and Google can go.
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(disconnect).toBeEnabled();
  await disconnect.click();
  await expect(page.getByText('Google disconnected')).toBeVisible();
  await expect(googleRow.getByText('Not connected')).toBeVisible();
  await expect(page.getByText(reason)).toHaveCount(0);
});
