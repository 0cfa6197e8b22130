import { expect, test } from '@playwright/test';
import { startFakePartners, type FakePartners } from '../../apps/api/src/testing/fake-partners';
import { createOwnerViaApi, uniqueEmail } from '../support/accounts';
import { createStoreViaApi, signInViaApi } from '../support/stores';
import { fakePartnersPort } from '../playwright.config';
import { BACKGROUND_WORK_MS } from '../support/waits';
import { pickOption } from '../support/menus';

let fake: FakePartners;

test.beforeAll(async () => {
  fake = await startFakePartners({ port: fakePartnersPort });
  fake.state.listings = [
    {
      id: '501',
      name: 'Harbor View Loft',
      description: 'Steps from the harbor.',
      street: '8 Wharf St',
      city: 'Portland',
      state: 'ME',
      zipcode: '04101',
      country: 'US',
      photo: '/photos/501.png',
    },
    {
      id: '502',
      name: 'Pine Ridge Cabin',
      street: '40 Ridge Rd',
      city: 'Asheville',
      state: 'NC',
      zipcode: '28801',
      country: 'US',
      photo: '/photos/502.png',
    },
    { id: '503', name: 'Desert Casita', description: 'No address yet.' },
    {
      id: '504',
      name: 'Old Town Flat',
      street: '5 Elm St',
      city: 'Denver',
      state: 'CO',
      zipcode: '80202',
      country: 'US',
    },
  ];
});
test.afterAll(() => fake?.close());

test('a host connects Hostaway, imports three listings, links one and sees the intro', async ({
  page,
}, testInfo) => {
  const { email } = await createOwnerViaApi(page, uniqueEmail('partners'));
  const { owner_id } = await signInViaApi(page, email);
  const hideawayId = await createStoreViaApi(page, owner_id, { storeName: 'Denver Hideaway' });
  // A host who closed the tutorial stays on the dashboard instead of being sent to onboarding.
  await page.request.patch(`/api/services/store/${hideawayId}/`, {
    data: { hasClosedTutorial: true },
  });

  await page.goto('/overview/partners/');
  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Start now with TouchStay (opens its site)' }),
  ).toHaveAttribute('href', 'https://touchstay.com/');
  await page.screenshot({ path: testInfo.outputPath('partner-hub-1280.png'), fullPage: true });
  await page.getByRole('link', { name: 'Start now with Hostaway' }).click();

  await expect(page).toHaveURL(/\/overview\/partners\/landing\/hostaway\/$/);
  await expect(page.getByText('Step 1', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  const modal = page.getByRole('dialog', { name: 'Connect Hostaway' });
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Please input your Account ID')).toBeVisible();
  await expect(modal.getByText('Please input your API Key')).toBeVisible();
  await modal.getByLabel('Account ID').fill(fake.hostaway.accountId);
  await modal.getByLabel('API Key').fill('not-the-key');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Hostaway did not accept these credentials. Please check them and try again.'),
  ).toBeVisible();
  await modal.getByLabel('API Key').fill(fake.hostaway.apiKey);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Client credentials saved successfully!')).toBeVisible();

  await expect(page).toHaveURL(/\/overview\/partners\/hostaway\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Select Properties' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Harbor View Loft 8 Wharf St/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('import-page-1280.png'), fullPage: true });

  // Link the Denver listing with the existing store; leave the store unchosen first.
  await pickOption(page, 'Action for Old Town Flat', 'Link with existing store');
  await page.getByRole('button', { name: 'Apply changes' }).click();
  await expect(
    page.getByText('Your selected listings have errors. Please fix them before continuing.'),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a store' })).toBeVisible();
  await pickOption(page, 'Store for Old Town Flat', 'Denver Hideaway');

  await page.getByRole('button', { name: 'Apply changes' }).click();
  const confirm = page.getByRole('dialog', { name: 'Create or Sync Stores' });
  await expect(confirm).toContainText('3 new store(s)');
  await confirm.getByRole('button', { name: 'Apply changes' }).click();

  await expect(page).toHaveURL(/\/overview\/stores\/$/, { timeout: BACKGROUND_WORK_MS });
  await expect(page.getByText('Your stores have been imported successfully!')).toBeVisible();
  const intro = page.getByRole('dialog', { name: /Your Hostaway properties are in/ });
  await expect(intro).toContainText('How sync works');
  await page.screenshot({ path: testInfo.outputPath('stores-intro-1280.png') });
  await intro.getByRole('button', { name: 'Got it' }).click();

  for (const name of ['Harbor View Loft', 'Pine Ridge Cabin', 'Desert Casita', 'Denver Hideaway']) {
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  }

  // The linked store shows its connection on its dashboard.
  await page.goto(`/dashboard/store/${hideawayId}/`);
  await page.getByRole('button', { name: 'Connected integrations' }).click();
  const integrations = page.getByRole('dialog', { name: 'Connected integrations' });
  await expect(integrations).toContainText('Hostaway');
  await expect(integrations).toContainText('Is synced');
});

test('the import page fits a phone', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { email } = await createOwnerViaApi(page, uniqueEmail('partners-phone'));
  await signInViaApi(page, email);
  await page.request.post('/api/services/hostaway/oauth/', {
    data: { accountId: fake.hostaway.accountId, apiKey: fake.hostaway.apiKey },
  });
  await page.goto('/overview/partners/hostaway/');
  await expect(page.getByRole('cell', { name: /Harbor View Loft 8 Wharf St/ })).toBeVisible();
  // Nothing is wider than the phone: the table needs no sideways scroll.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('import-page-375.png'), fullPage: true });
  await page.goto('/overview/partners/landing/turno/');
  await expect(page.getByText('Turno is not connected on this')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('landing-turno-375.png'), fullPage: true });
});

test('a host connects OwnerRez through its OAuth sign-in and sees its listings', async ({
  page,
}) => {
  const { email } = await createOwnerViaApi(page, uniqueEmail('partners-oauth'));
  await signInViaApi(page, email);
  await page.goto('/overview/partners/landing/ownerrez/');
  await page.getByRole('button', { name: 'Continue' }).click();
  // The fake OwnerRez sign-in answers at once and sends the browser back with a code.
  await expect(page).toHaveURL(/\/overview\/partners\/ownerrez\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Select Properties' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Harbor View Loft 8 Wharf St/ })).toBeVisible();

  // A forged callback is refused and says so on the landing.
  await page.goto('/api/auth/complete/ownerrez/?code=stolen&state=forged');
  await expect(page).toHaveURL(/\/overview\/partners\/landing\/ownerrez\/\?error=failed$/);
  await expect(page.getByText('Error connecting to OwnerRez.')).toBeVisible();
});

test('a host connects Airbnb through Hospitable Connect and sees its listings', async ({
  page,
}, testInfo) => {
  const { email } = await createOwnerViaApi(page, uniqueEmail('partners-airbnb'));
  await signInViaApi(page, email);
  await page.goto('/overview/partners/');
  await expect(
    page.getByText('Import your Airbnb listings through Hospitable Connect.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Start now with Airbnb' }).click();
  await expect(page).toHaveURL(/\/overview\/partners\/landing\/airbnb\/$/);
  await page.screenshot({ path: testInfo.outputPath('landing-airbnb.png'), fullPage: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  // The fake Hospitable Connect page answers at once and sends the browser back to the import.
  await expect(page).toHaveURL(/\/overview\/partners\/airbnb\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Select Properties' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Harbor View Loft 8 Wharf St/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('import-airbnb.png'), fullPage: true });
});
