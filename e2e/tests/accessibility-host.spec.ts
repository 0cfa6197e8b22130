import { expect, test, type APIRequestContext } from '@playwright/test';
import { createOwnerViaApi, uniqueEmail } from '../support/accounts';
import { DESKTOP, scanBothWidths } from '../support/axe';
import { requestLinkIn, waitForEmail } from '../support/outbox';
import { buyAsGuest, createRequestItem, REQUEST_ITEM } from '../support/requests';
import { createStoreViaApi, signInViaApi } from '../support/stores';
import { seedStore } from '../support/storefront';

test.use({ viewport: DESKTOP });

/** A seeded store where Maya Lopez bought a bike and asked for an airport pickup. */
async function storeWithARequest(request: APIRequestContext, emailPrefix: string) {
  const seeded = await seedStore(request);
  const pickupId = await createRequestItem(request, seeded.storeId);
  await buyAsGuest([{ product_id: seeded.products.bike }, { product_id: pickupId }], {
    firstName: 'Maya',
    lastName: 'Lopez',
    phone: '+1 555 010 2030',
    email: uniqueEmail(emailPrefix),
  });
  return seeded;
}

test("the host's stores, dashboard, product wizard, orders and payouts pass axe", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // A store with a sale and a request waiting: the orders list and the requests banner show.
  const seeded = await storeWithARequest(request, 'a11y-guest');
  await request.patch(`/api/services/store/${seeded.storeId}/`, {
    data: { hasClosedTutorial: true },
  });
  await signInViaApi(page, seeded.hostEmail);

  await page.goto('/overview/stores/');
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  await expect(page.getByText('You have requests waiting for your approval.')).toBeVisible();
  await expect(page.getByText(seeded.storeName).first()).toBeVisible();
  await scanBothWidths(page, 'stores list');

  await page.goto(`/dashboard/store/${seeded.storeId}/`);
  await expect(page.getByRole('heading', { name: 'Bike rental' })).toBeVisible();
  await scanBothWidths(page, 'store dashboard');

  await page.getByRole('button', { name: 'Add product' }).first().click();
  const wizard = page.getByRole('dialog').first();
  await expect(wizard.getByText('Step 1 of 4')).toBeVisible();
  await scanBothWidths(page, 'product wizard: category');
  await wizard.getByRole('radio', { name: /Guest services/ }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Step 2 of 4')).toBeVisible();
  await scanBothWidths(page, 'product wizard: templates');
  await wizard.getByRole('button', { name: /Mid-stay Clean/ }).click();
  await expect(wizard.getByText('Step 3 of 4')).toBeVisible();
  await scanBothWidths(page, 'product wizard: details');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Step 4 of 4')).toBeVisible();
  await scanBothWidths(page, 'product wizard: settings');

  await page.goto('/overview/orders/');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByText('Maya Lopez').first()).toBeVisible();
  await scanBothWidths(page, 'orders');

  await page.goto('/overview/payouts/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scanBothWidths(page, 'payouts');
});

test("the host's account tabs, a partner's credentials, the sales report, signage and an empty month's payouts pass axe", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { email } = await createOwnerViaApi(page, uniqueEmail('a11y-account'));
  const { owner_id: ownerId } = await signInViaApi(page, email);
  const storeId = await createStoreViaApi(page, ownerId, { storeName: 'Harbour Flat' });

  // Five tabs, more than a phone's width holds; no co-host yet, so the list is empty.
  for (const [tab, heading] of [
    ['personal-details', 'Profile'],
    ['sign-in-settings', 'Sign-In Settings'],
    ['co-hosts', 'Co-Hosts'],
  ] as const) {
    await page.goto(`/overview/account/${tab}/`);
    await expect(page.getByText(heading, { exact: true }).last()).toBeVisible();
    await scanBothWidths(page, `my account: ${tab}`);
  }

  // Not connected yet: the page asks for the credentials, with a notice above the fields.
  await page.goto('/overview/partners/hostaway/');
  const credentials = page.getByRole('dialog', { name: 'Connect Hostaway' });
  await expect(credentials.getByLabel('API Key')).toBeVisible();
  await scanBothWidths(page, 'partner credentials');

  await page.goto(`/dashboard/store/${storeId}/sales/`);
  await expect(page.getByRole('link', { name: 'Harbour Flat' })).toBeVisible();
  await scanBothWidths(page, 'sales report');

  await page.goto(`/dashboard/store/${storeId}/signage/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Signage' })).toBeVisible();
  await scanBothWidths(page, 'signage');

  // A month with no payout: the table scrolls sideways on a phone with no row to tab to.
  await page.goto('/overview/payouts/');
  await expect(page.getByText('No payouts for this month.')).toBeVisible();
  await scanBothWidths(page, 'payouts of an empty month');
});

test("a request's page, a sale's details, pending requests and the services calendar pass axe", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const seeded = await storeWithARequest(request, 'a11y-request-guest');
  const notice = await waitForEmail(seeded.hostEmail, 20_000, { subject: /^New request/ });
  const requestPage = requestLinkIn(notice.text, 'owner');
  await signInViaApi(page, seeded.hostEmail);

  await page.goto(requestPage.pathname + requestPage.search);
  await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible();
  await scanBothWidths(page, "the owner's request page");

  await page.goto(`/dashboard/store/${seeded.storeId}/sales/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales report' })).toBeVisible();
  await expect(page.getByText('Maya Lopez').first()).toBeVisible();
  await scanBothWidths(page, 'sales report with a request');
  await page.getByRole('link', { name: 'Receipt details' }).first().click();
  // "Order details" is only the heading while it loads: wait for the order itself.
  await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible();
  await expect(page.locator('.ant-card-head-title', { hasText: 'Purchase details' })).toBeVisible();
  // The order's request is a purchase of its own, linked beside the one shown.
  await expect(
    page
      .getByRole('region', { name: /^Also in order #\d+$/ })
      .getByRole('link', { name: `Purchase details: ${REQUEST_ITEM}` }),
  ).toBeVisible();
  await scanBothWidths(page, "a sale's details");

  await page.goto('/overview/requests/');
  await expect(page.getByText(REQUEST_ITEM).first()).toBeVisible();
  await scanBothWidths(page, 'pending requests');

  // The guest's phone and e-mail are links one above the other in each service's row.
  await page.goto('/overview/services-calendar/');
  await expect(page.getByRole('link', { name: '+1 555 010 2030' }).first()).toBeVisible();
  await scanBothWidths(page, 'services calendar');
});

test('signing up, in and for a new password pass axe, with the password rules met and not', async ({
  page,
}) => {
  await page.goto('/signup/');
  await expect(page.getByRole('heading', { name: 'Sign up for your account' })).toBeVisible();
  await scanBothWidths(page, 'sign up');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('sunnydays');
  await expect(page.locator('li[data-state="met"]')).toHaveCount(1);
  await scanBothWidths(page, 'sign up: one password rule met');
  await password.fill('Sunny-Days-42');
  await expect(page.locator('li[data-state="met"]')).toHaveCount(4);
  await scanBothWidths(page, 'sign up: every password rule met');

  await page.goto('/login/');
  await page.getByRole('button', { name: /^(Sign in|Log in)$/ }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await scanBothWidths(page, 'sign in with empty fields');

  await page.goto('/forgot-password/');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await scanBothWidths(page, 'forgot password');
});
