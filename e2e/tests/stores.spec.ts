import { expect, test } from '@playwright/test';
import { createOwnerViaApi, PASSWORD, uniqueEmail } from '../support/accounts';
import {
  chooseOption,
  createStoreViaApi,
  openStoreAction,
  signInViaApi,
  writeTestPng,
} from '../support/stores';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a new host watches the video, creates a store with a photo and shares it', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('stores');
  await page.goto('/signup/');
  await page.getByLabel('Name').fill('Rosa');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up with Email' }).click();
  const agreement = page.getByRole('dialog', { name: 'Complete signing up' });
  await agreement.getByRole('checkbox').check();
  await agreement.getByRole('button', { name: 'Continue to Dashboard' }).click();

  await expect(page).toHaveURL(/\/onboarding\/onboarding-video\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to .+ Co$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Play the walkthrough' }).click();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('onboarding-video-1280.png') });
  await page.getByRole('button', { name: /Next/ }).click();

  await expect(page).toHaveURL(/\/onboarding\/\?storesCount=0&ownerId=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Start selling' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('onboarding-1280.png') });
  await page.getByRole('button', { name: /Create your first store/ }).click();

  const modal = page.getByRole('dialog', { name: 'Add a store' });
  await modal.getByRole('button', { name: 'Create store' }).click();
  await expect(modal.getByText('A name is required.')).toBeVisible();
  await expect(modal.getByText('State is required when the country is US.')).toBeVisible();
  await modal.getByLabel('Store name').fill('Lakeside Cabin');
  await chooseOption(page, 'State', 'Colo', 'Colorado');
  await modal.getByLabel('City').fill('Denver');
  await modal.getByLabel('Zip code').fill('80202');
  await modal.getByLabel('Street address').fill('1 Lake Road');

  await modal.locator('input[type=file]').setInputFiles(await writeTestPng());
  const crop = page.getByRole('dialog', { name: 'Crop image' });
  await expect(crop).toBeVisible();
  // Issue 17: the zoom buttons have names and a glyph the page's font draws.
  const zoomIn = crop.getByRole('button', { name: 'Zoom in' });
  const zoomOut = crop.getByRole('button', { name: 'Zoom out' });
  await expect(zoomOut).toBeDisabled();
  await zoomIn.click();
  await expect(zoomOut).toBeEnabled();
  expect(await zoomIn.evaluate((button) => getComputedStyle(button, '::before').content)).toBe(
    '"+"',
  );
  expect(await zoomOut.evaluate((button) => getComputedStyle(button, '::before').content)).toBe(
    '"\u2212"',
  );
  await page.screenshot({ path: testInfo.outputPath('crop-dialog-1280.png') });
  await crop.getByRole('button', { name: 'Apply' }).click();
  await expect(modal.getByRole('img', { name: 'Photo or logo: current image' })).toHaveAttribute(
    'src',
    /\/uploads\//,
  );
  await page.screenshot({ path: testInfo.outputPath('store-modal-1280.png') });
  await modal.getByRole('button', { name: 'Create store' }).click();

  await expect(page).toHaveURL(/\/dashboard\/store\/[\w-]+\/$/);
  const storeId = page.url().match(/\/dashboard\/store\/([\w-]+)\//)![1]!;
  await expect(page.getByRole('heading', { level: 1, name: 'Lakeside Cabin' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Lakeside Cabin: photo or logo' })).toHaveAttribute(
    'src',
    /\/uploads\//,
  );
  const checklist = page.getByRole('region', { name: 'Start selling' });
  await expect(checklist.getByText('Create your first store (done)')).toBeAttached();
  await expect(checklist.getByText('Share your store with guests (to do)')).toBeAttached();
  await expect(checklist.getByText('2 of 4 steps done')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard-header-1280.png'), fullPage: true });

  await page.getByRole('button', { name: /Share Store/ }).click();
  const tips = page.getByRole('dialog', { name: 'Store Sharing Tips' });
  await expect(tips).toBeVisible();
  await tips.getByRole('button', { name: "Let's go!" }).click();
  const share = page.getByRole('dialog', { name: 'Share Lakeside Cabin' });
  await expect(share.getByRole('button', { name: /Copy Link/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('share-modal-1280.png') });
  await share.getByRole('button', { name: /Copy Link/ }).click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`/store/${storeId}/$`));
  await share.getByRole('button', { name: 'Copy message: At booking' }).click();
  await expect(page.getByText('Hooray! Happy guests await!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(copied);
  await share.getByRole('button', { name: 'Close', exact: true }).click();

  await expect(checklist.getByText('Share your store with guests (done)')).toBeAttached();
  await expect(checklist.getByText('3 of 4 steps done')).toBeVisible();

  // The tips are shown once per store.
  await page.reload();
  await page.getByRole('button', { name: /Share Store/ }).click();
  await expect(page.getByRole('dialog', { name: 'Share Lakeside Cabin' })).toBeVisible();
});

test('a host edits, duplicates, deactivates and reactivates a store', async ({ page }) => {
  const { email } = await createOwnerViaApi(page);
  const { owner_id: ownerId } = await signInViaApi(page, email);
  await createStoreViaApi(page, ownerId, { storeName: 'Pine Lodge', city: 'Aspen' });
  await createStoreViaApi(page, ownerId, { storeName: 'Harbor View', city: 'Boston', state: 'MA' });

  await page.goto('/overview/stores/?intro=ownerrez');
  await expect(page).toHaveURL(/\/overview\/stores\/$/);
  const intro = page.getByRole('dialog', { name: /Your OwnerRez properties are in/ });
  await expect(intro).toContainText('How sync works');
  await intro.getByRole('button', { name: 'Got it' }).click();
  await expect(intro).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(row('Pine Lodge')).toContainText('Aspen, CO');

  await openStoreAction(page, 'Pine Lodge', 'Edit Store');
  const edit = page.getByRole('dialog', { name: 'Edit store' });
  await expect(edit.getByLabel('Store name')).toHaveValue('Pine Lodge');
  await edit.getByLabel('City').fill('Vail');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Store details saved!')).toBeVisible();
  await expect(row('Pine Lodge')).toContainText('Vail, CO');

  await openStoreAction(page, 'Harbor View', 'Duplicate Store');
  const duplicate = page.getByRole('dialog', { name: 'Duplicate store' });
  await expect(duplicate.getByLabel('Store name')).toHaveValue('Copy Harbor View');
  await duplicate.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/store\/[\w-]+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Copy Harbor View' })).toBeVisible();
  await page.goto('/overview/stores/');
  await expect(row('Copy Harbor View')).toContainText('Boston, MA');

  await openStoreAction(page, 'Pine Lodge', 'Deactivate Store');
  const inactive = page.getByRole('dialog').filter({ hasText: 'inactive for guests' });
  await expect(inactive).toContainText('You can still update the store from your dashboard.');
  await inactive.getByRole('button', { name: 'Make inactive' }).click();
  await expect(page.getByText('Store successfully set to inactive')).toBeVisible();
  await expect(row('Pine Lodge')).toContainText('Inactive');

  await openStoreAction(page, 'Pine Lodge', 'Activate Store');
  await page
    .getByRole('dialog')
    .filter({ hasText: 'active for guests' })
    .getByRole('button', { name: 'Make active' })
    .click();
  await expect(page.getByText('Store successfully set to active')).toBeVisible();
  await expect(row('Pine Lodge')).not.toContainText('Inactive');
});

test('the stores list fits a 375-px phone', async ({ page }, testInfo) => {
  const { email } = await createOwnerViaApi(page);
  const { owner_id: ownerId } = await signInViaApi(page, email);
  await createStoreViaApi(page, ownerId, { storeName: 'Cedar Cottage' });
  await createStoreViaApi(page, ownerId, { storeName: 'Dune House', city: 'Miami', state: 'FL' });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/overview/stores/');
  await expect(page.getByRole('table')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('stores-1280.png'), fullPage: true });
  await page.getByRole('link', { name: 'Stores', exact: true }).hover();
  await page.getByRole('menuitem', { name: 'Add store' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a store' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/overview/orders/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('orders-nav-1280.png') });

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/overview/stores/');
  await expect(page.getByRole('link', { name: 'Dune House' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText('Total payout this month')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('stores-375.png'), fullPage: true });

  await page.getByRole('button', { name: 'Share store link for Cedar Cottage' }).click();
  const tips = page.getByRole('dialog', { name: 'Store Sharing Tips' });
  await expect(tips.getByRole('button', { name: "Let's go!" })).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: testInfo.outputPath('share-tips-375.png') });
  await tips.getByRole('button', { name: "Let's go!" }).click();
  await expect(page.getByRole('button', { name: /Copy Link/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('share-modal-375.png') });
  await page.getByText('Add to your messaging on:').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('share-platforms-375.png') });
  await page.getByRole('button', { name: 'Close', exact: true }).click();

  await page.getByRole('button', { name: /Add store/ }).click();
  const modal = page.getByRole('dialog', { name: 'Add a store' });
  await expect(modal.getByLabel('Store name')).toBeVisible();
  await page.waitForTimeout(400); // the opening animation
  await page.screenshot({ path: testInfo.outputPath('store-modal-375.png') });
  await modal.getByRole('button', { name: 'Close', exact: true }).click();

  // A store without products opens the onboarding page first, once.
  await page.getByRole('link', { name: 'Cedar Cottage' }).click();
  await expect(page).toHaveURL(/\/onboarding\/\?storeId=[\w-]+$/);
  await expect(page.getByText('Cedar Cottage')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('onboarding-375.png'), fullPage: true });
  await page.getByRole('button', { name: /Go to my store/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cedar Cottage' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Start selling' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard-375.png'), fullPage: true });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Cedar Cottage' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/store\/[\w-]+\/$/);

  await page.goto('/onboarding/onboarding-video/');
  await expect(page.getByRole('button', { name: 'Play the walkthrough' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('onboarding-video-375.png'), fullPage: true });
  await page.getByRole('button', { name: /Share your link/ }).click();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('onboarding-video-step-375.png') });
});
