import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createOwnerViaApi, uniqueEmail } from '../support/accounts';
import { buyAsGuest } from '../support/requests';
import { createStoreViaApi, signInViaApi } from '../support/stores';

const root = path.resolve(import.meta.dirname, '../..');

async function signedInHost(page: Page) {
  const { email } = await createOwnerViaApi(page, uniqueEmail('payouts'));
  const { owner_id: ownerId } = await signInViaApi(page, email);
  return { email, ownerId };
}

async function addPaypalViaApi(page: Page, nickname: string, email: string) {
  const response = await page.request.post('/api/services/payoutmethod/', {
    data: { nickname, type: 'PAYP', accountId: email, country: 'US' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

/** Pro Plus through the simulated checkout, as a host who subscribes. */
async function upgradeToProPlus(page: Page) {
  const subscribed = await page.request.post('/api/services/stripe/subscribe/PRO_PLUS_MONTHLY/', {
    data: {},
  });
  const { session } = (await subscribed.json()) as { session: { id: string } };
  const paid = await page.request.post('/api/services/payments/simulated/subscription/confirm/', {
    data: {
      session_id: session.id,
      card_number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 1,
      cvc: '123',
    },
  });
  expect(await paid.json()).toMatchObject({ status: 'complete' });
  await expect
    .poll(
      async () =>
        (await (await page.request.get('/api/services/stripe/subscription/')).json()).plan,
    )
    .toBe('PRO_PLUS');
}

test('a host adds PayPal and a Stripe method through onboarding, and sets the default', async ({
  page,
}) => {
  await signedInHost(page);
  await page.goto('/overview/payouts/');
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();

  await page.getByRole('button', { name: 'Add PayPal' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a PayPal payout method' });
  await dialog.getByRole('button', { name: 'Add PayPal' }).click();
  await expect(dialog.getByText('Please input a nickname.')).toBeVisible();
  await dialog.getByLabel('Nickname').fill('Personal PayPal');
  await dialog.getByLabel('PayPal e-mail').fill('ana.paypal@example.com');
  await dialog.getByRole('button', { name: 'Add PayPal' }).click();
  await expect(page.getByText('PayPal payout method added.')).toBeVisible();
  const methods = page.getByRole('list', { name: 'Payout methods' });
  await expect(methods.getByText('Personal PayPal')).toBeVisible();
  await expect(methods.getByText('Default')).toBeVisible();

  await page.getByRole('button', { name: 'Add Stripe' }).click();
  dialog = page.getByRole('dialog', { name: 'Add a Stripe payout method' });
  await dialog.getByLabel('Nickname').fill('Business bank');
  await dialog.getByRole('button', { name: 'Continue to Stripe' }).click();
  await expect(page.getByRole('heading', { name: 'Stripe onboarding (simulated)' })).toBeVisible();
  // Leaving keeps it pending; Complete Stripe Onboarding resumes it.
  await page.getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('link', { name: 'Complete Stripe Onboarding' }).click();
  await page.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect(page).toHaveURL(/\/overview\/payouts\/\?onboarding=return/);
  await expect(page.getByRole('button', { name: 'Visit Stripe Dashboard' })).toBeVisible();

  const stripeRow = methods.getByRole('listitem').filter({ hasText: 'Business bank' });
  await stripeRow.getByRole('button', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit payout method' });
  await dialog.getByLabel('Use as my default payout method').check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Payout method updated successfully!')).toBeVisible();
  await expect(stripeRow.getByText('Default')).toBeVisible();
  await expect(
    methods.getByRole('listitem').filter({ hasText: 'Personal PayPal' }).getByText('Default'),
  ).toHaveCount(0);
});

test('deleting the last payout method warns first', async ({ page }) => {
  await signedInHost(page);
  await addPaypalViaApi(page, 'Only method', 'only@example.com');
  await page.goto('/overview/payouts/');
  await page.getByRole('button', { name: 'Delete Only method' }).click();
  await expect(page.getByText('This is your last payout method.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Payout method deleted successfully!')).toBeVisible();
  await expect(page.getByText('No payout method yet.', { exact: false })).toBeVisible();
});

test('a Pro Plus host assigns a store its payout method and saves a split', async ({ page }) => {
  const { ownerId } = await signedInHost(page);
  await upgradeToProPlus(page);
  const storeId = await createStoreViaApi(page, ownerId, { storeName: 'Lake Cabin' });
  await addPaypalViaApi(page, 'Main PayPal', 'main@example.com');
  await addPaypalViaApi(page, 'Cabin PayPal', 'cabin@example.com');
  await buyAsGuest([{ product_id: await productIn(page, storeId) }], guest());

  await page.goto('/overview/payouts/');
  await expect(page.getByRole('heading', { name: 'Store Payout Methods' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Payout method of Lake Cabin' }).click();
  await page.getByTitle('Cabin PayPal').click();
  await page.getByRole('button', { name: 'Save store payout methods' }).click();
  await expect(page.getByText('Store payout methods updated successfully!')).toBeVisible();

  await page.getByRole('button', { name: 'Split 100.00%' }).click();
  await page.getByLabel('Party A percentage').fill('60');
  await expect(page.getByText('Party B (%):')).toContainText('40.00');
  await page.getByRole('button', { name: 'Save split' }).click();
  await expect(page.getByRole('button', { name: 'Split 60.00%' })).toBeVisible();
});

async function productIn(page: Page, storeId: string) {
  const response = await page.request.post('/api/services/product/create/', {
    data: {
      store_id: storeId,
      product_name: 'Kayak rental',
      category: 'IH',
      subcategory: 'Rentals',
      description: 'A kayak for the day.',
      price: 45,
      price_type: 'static',
      image: '/template-images/bike-rental.svg',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const guest = () => ({
  firstName: 'Lina',
  lastName: 'Park',
  phone: '415 555 0100',
  email: uniqueEmail('guest'),
});

test('after the monthly run the host sees the payout, its details and both exports', async ({
  page,
}) => {
  // The run is a second process on the same database: the embedded one admits only the server.
  test.skip(!process.env.E2E_DATABASE_URL, 'needs PostgreSQL (E2E_DATABASE_URL)');
  const { ownerId } = await signedInHost(page);
  const storeId = await createStoreViaApi(page, ownerId, { storeName: 'Harbor House' });
  await addPaypalViaApi(page, 'PayPal', 'harbor@example.com');
  await buyAsGuest([{ product_id: await productIn(page, storeId) }], guest());

  const month = new Date().toISOString().slice(0, 7);
  const run = spawnSync(
    'node',
    [path.join(root, 'apps/api/dist/cli/run-payouts.js'), '--month', month],
    {
      env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain(storeId);

  await page.goto('/overview/payouts/');
  const table = page.getByRole('table').last();
  const row = table.getByRole('row', { name: /Payout details of Harbor House/ });
  await expect(row).toContainText('Completed');
  await expect(row).toContainText('$40.13');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export' }).click();
  const payoutsCsv = await download;
  expect(payoutsCsv.suggestedFilename()).toBe('Stayfront Payouts.csv');
  const payoutsText = await readFile(await payoutsCsv.path(), 'utf8');
  expect(payoutsText).toContain('Harbor House');
  expect(payoutsText).toMatch(/TOTALS,.*,USD,40\.13/);

  await row.click();
  const details = page.getByRole('dialog', { name: 'Payout details: Harbor House' });
  await expect(details.getByText('Kayak rental')).toBeVisible();
  const detailsDownload = page.waitForEvent('download');
  await details.getByRole('link', { name: 'Export' }).click();
  const detailsCsv = await detailsDownload;
  expect(detailsCsv.suggestedFilename()).toBe('Harbor House_payout_details.csv');
  const detailsText = await readFile(await detailsCsv.path(), 'utf8');
  expect(detailsText).toContain('Line,Kayak rental');
  expect(detailsText).toContain('45.00');
});
