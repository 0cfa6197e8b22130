import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createOwnerViaApi } from '../support/accounts';
import { waitForEmail } from '../support/outbox';
import { decodeQrPng } from '../support/qr';
import { createStoreViaApi, signInViaApi } from '../support/stores';

async function hostWithStore(page: Page, storeName: string) {
  const { email } = await createOwnerViaApi(page, undefined, 'Iris');
  const { owner_id } = await signInViaApi(page, email);
  const storeId = await createStoreViaApi(page, owner_id, { storeName });
  // The host closed the tutorial: a dashboard without products would otherwise send them to
  // /onboarding/ (spec), racing the click on the store menu.
  await page.request.patch(`/api/services/store/${storeId}/`, {
    data: { hasClosedTutorial: true },
  });
  return { email, storeId };
}

test('a host downloads and prints a sign whose QR code opens the store', async ({
  page,
  baseURL,
}, testInfo) => {
  const { storeId } = await hostWithStore(page, 'Juniper Lodge');
  const storeLink = `${baseURL}/store/${storeId}/`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/dashboard/store/${storeId}/`);
  // The store menu leads to the signage page.
  const storeMenu = page.getByRole('navigation', { name: 'Store' });
  await storeMenu.getByRole('link', { name: 'Signage' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/store/${storeId}/signage/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Signage' })).toBeVisible();
  await expect(page.getByText(/share your store link with guests/)).toBeVisible();
  await expect(page.getByRole('link', { name: storeLink })).toBeVisible();

  const welcome = page.getByRole('group', { name: 'Welcome sign (Letter)' });
  await expect(welcome.getByRole('img', { name: 'Welcome sign (Letter)' })).toBeVisible();
  for (const name of [
    'Welcome sign (A4)',
    'Table tent (Letter, fold in half)',
    'Door hanger (A4, cut along the line)',
    'Small labels (Letter, 6 per sheet)',
  ]) {
    await expect(page.getByRole('group', { name })).toBeVisible();
  }
  await page.screenshot({ path: testInfo.outputPath('signage-1440.png'), fullPage: true });

  const downloading = page.waitForEvent('download');
  await welcome.getByRole('button', { name: /Download/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Signage1.png');
  const saved = testInfo.outputPath('Signage1.png');
  await download.saveAs(saved);
  expect(await decodeQrPng(await readFile(saved))).toBe(storeLink);

  await page.evaluate(() => {
    const counter = window as unknown as { printed: number };
    counter.printed = 0;
    window.print = () => {
      counter.printed += 1;
    };
  });
  const tent = page.getByRole('group', { name: 'Table tent (Letter, fold in half)' });
  await tent.getByRole('button', { name: /Print/ }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
    .toBe(1);
  const sheet = page.getByTestId('signage-print');
  await expect(sheet).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('signage-print.png'), fullPage: true });
  const src = await sheet.getByRole('img').getAttribute('src');
  const printed = Buffer.from(src!.replace(/^data:image\/png;base64,/, ''), 'base64');
  // The table tent's lower face reads upright; jsQR finds the code in either half.
  expect(await decodeQrPng(printed, 0.5)).toBe(storeLink);
  await page.emulateMedia({ media: 'screen' });

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(welcome.getByRole('button', { name: /Download/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('signage-375.png'), fullPage: true });
});

test('a sign e-mailed to the host arrives as Signage{n}.png', async ({ page }) => {
  const { email, storeId } = await hostWithStore(page, 'Maple Yurt');
  await page.goto(`/dashboard/store/${storeId}/signage/`);
  const labels = page.getByRole('group', { name: 'Small labels (Letter, 6 per sheet)' });
  await labels.getByRole('button', { name: /E-mail/ }).click();
  await expect(page.getByText(`The signage was sent to ${email}.`)).toBeVisible();
  const mail = await waitForEmail(email, 15_000, { subject: /^Your sign for Maple Yurt/ });
  expect(mail.text).toContain('Its QR code opens your store');
});
