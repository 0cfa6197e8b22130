import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { payFromCart } from '../support/checkout';
import { waitForEmail } from '../support/outbox';
import { signInViaApi } from '../support/stores';
import { seedStore } from '../support/storefront';
import { BACKGROUND_WORK_MS } from '../support/waits';

/**
 * With ORDERS_SHOTS set to a folder, steps of the host's side are captured; `phone` adds a 375 px
 * shot (the table becomes cards, so expanded rows close: only where nothing follows on the page).
 */
async function capture(page: Page, name: string, phone = false) {
  const folder = process.env.ORDERS_SHOTS;
  if (!folder) return;
  await page.screenshot({ path: `${folder}/${name}-1280.png`, fullPage: true });
  if (!phone) return;
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${folder}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Adds an item; the cart popup that opens is answered by the caller. */
async function addToCart(page: Page, name: string) {
  await page.getByRole('button', { name: `Select options: ${name}` }).click();
  const modal = page.getByRole('dialog', { name });
  await modal.getByRole('button', { name: 'Add to cart' }).click();
  await expect(modal).toBeHidden();
  const popup = page.getByRole('dialog', { name: /My Cart/ });
  await expect(popup.getByText(name).first()).toBeVisible();
  return popup;
}

/** The guest pays at phone width, as in the checkout journey. */
async function buyTwoItems(page: Page, storeId: string, storeName: string, email: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/store/${storeId}/`);
  await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
  await (await addToCart(page, 'Bike rental')).getByRole('button', { name: 'Close' }).click();
  await (
    await addToCart(page, 'Firewood bundle')
  )
    .getByRole('button', { name: 'Checkout now' })
    .click();
  await payFromCart(page, email);
  await waitForEmail(email, 20_000);
}

/** Confirms a refund and waits through the blocking modal to the success toast. */
async function confirmRefund(page: Page, dialogTitle: string) {
  const confirm = page.getByRole('dialog').filter({ hasText: dialogTitle });
  await expect(confirm).toContainText('A refund cannot be reversed.');
  await confirm.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Your refund has been processed successfully.').last()).toBeVisible({
    timeout: BACKGROUND_WORK_MS,
  });
  await expect(page.getByText("Please don't leave or refresh this page")).toBeHidden();
}

/** Waits for an e-mail to `to` whose text contains `needle` (newer mail arrives after a refund). */
async function waitForEmailWith(to: string, needle: string) {
  await expect
    .poll(async () => (await waitForEmail(to)).text, { timeout: BACKGROUND_WORK_MS })
    .toContain(needle);
  return waitForEmail(to);
}

const lineItem = (items: Locator, name: string) =>
  items.getByRole('listitem').filter({ hasText: name });

test('the host refunds one line and then the rest; the guest gets both refund e-mails', async ({
  page,
  browser,
  request,
}) => {
  const seeded = await seedStore(request);
  const firewood = await request.post('/api/services/product/create/', {
    data: {
      store_id: seeded.storeId,
      category: 'IH',
      subcategory: 'Goods and essentials',
      image: '/template-images/bike-rental.svg',
      product_name: 'Firewood bundle',
      description: 'Seasoned hardwood for the fire pit.',
      price: 12,
      price_type: 'static',
    },
  });
  expect(firewood.status(), await firewood.text()).toBe(201);
  const guestEmail = uniqueEmail('refunded');
  await buyTwoItems(page, seeded.storeId, seeded.storeName, guestEmail);

  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const host = await hostContext.newPage();
  await signInViaApi(host, seeded.hostEmail);
  await host.goto('/overview/orders/');
  await expect(host.getByRole('heading', { level: 1, name: 'Recent Orders' })).toBeVisible();
  const row = host.getByRole('row').filter({ hasText: 'Maya Lopez' });
  await expect(row).toContainText('Completed');
  // $25 + $12 and 8% convenience fee.
  await expect(row).toContainText('$39.96');
  await row.getByRole('button', { name: /expand row/i }).click();
  const items = host.getByRole('list', { name: /Items of order #/ });
  await expect(lineItem(items, 'Bike rental')).toContainText('Completed');
  await capture(host, 'orders-before');

  await lineItem(items, 'Bike rental')
    .getByRole('button', { name: /Refund item/ })
    .click();
  await confirmRefund(host, 'Refund this item?');
  await expect(lineItem(items, 'Bike rental')).toContainText('Refunded');
  await expect(lineItem(items, 'Firewood bundle')).toContainText('Completed');
  await expect(
    lineItem(items, 'Bike rental').getByRole('button', { name: /Refund item/ }),
  ).toBeDisabled();
  await capture(host, 'orders-one-line-refunded');
  const first = await waitForEmailWith(guestEmail, 'Refunded: 1 × Bike rental');
  expect(first.subject).toMatch(/^Your refund for order #\d+ at /);
  expect(first.text).toContain('refunded $27.00 to your card');

  // The store's sales report still lists the order: one of its lines is a completed sale.
  await host.goto(`/dashboard/store/${seeded.storeId}/sales/`);
  await expect(host.getByRole('heading', { level: 1, name: 'Sales report' })).toBeVisible();
  await expect(host.getByRole('link', { name: /Receipt details of order #/ })).toBeVisible();
  await expect(host.getByRole('button', { name: /Export/ })).toBeEnabled();
  await capture(host, 'sales-report', true);
  await host.goto('/overview/orders/');
  await row.getByRole('button', { name: /expand row/i }).click();

  await row.getByRole('button', { name: /^Refund order/ }).click();
  await confirmRefund(host, 'Refund this order?');
  await expect(row).toContainText('Refunded');
  await expect(lineItem(items, 'Firewood bundle')).toContainText('Refunded');
  await expect(row.getByRole('button', { name: /^Refund order/ })).toBeDisabled();
  await capture(host, 'orders-all-refunded');
  const second = await waitForEmailWith(guestEmail, 'Refunded: 1 × Firewood bundle');
  expect(second.text).toContain('refunded $12.96 to your card');

  // Nothing completed is left in the store: the report is empty and there is nothing to export.
  await host.goto(`/dashboard/store/${seeded.storeId}/sales/`);
  await expect(host.getByText('No completed orders yet')).toBeVisible();
  await expect(host.getByRole('button', { name: /Export/ })).toBeDisabled();
  await host.goto('/overview/orders/');

  // The filters and the export follow: only refunded orders, and the CSV says so.
  await host.getByRole('combobox', { name: 'Product status' }).click();
  await host.getByTitle('Refunded').click();
  await expect(row).toBeVisible();
  await host.getByRole('button', { name: /Export/ }).click();
  const csv = await host.request.get(
    (await host.getByRole('link', { name: 'Orders CSV' }).getAttribute('href'))!,
  );
  expect(await csv.text()).toContain('Maya Lopez');
  await host.keyboard.press('Escape');
  await capture(host, 'orders-refunded-filter', true);
  await hostContext.close();
});
