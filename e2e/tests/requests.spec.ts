import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from '../support/accounts';
import { waitForEmail } from '../support/outbox';
import { buyAsGuest, createRequestItem, REQUEST_ITEM } from '../support/requests';
import { dateInDays, seedStore } from '../support/storefront';

const SERVICE_ITEM = 'Kayak tour';

/** With REQUESTS_SHOTS set to a folder, each page is also captured at 1280 and 375 px. */
async function capture(page: Page, name: string) {
  const folder = process.env.REQUESTS_SHOTS;
  if (!folder) return;
  const size = page.viewportSize();
  await page.screenshot({ path: `${folder}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${folder}/${name}-375.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

async function createProduct(
  request: APIRequestContext,
  storeId: string,
  data: Record<string, unknown>,
) {
  const response = await request.post('/api/services/product/create/', {
    data: { store_id: storeId, category: 'IH', image: '/template-images/bike-rental.svg', ...data },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; extra_fields: { id: string }[] };
}

test('the host sees a request, plans a dated service, exports the calendar and resends a receipt', async ({
  page,
  request,
}) => {
  const seeded = await seedStore(request);
  const pickupId = await createRequestItem(request, seeded.storeId);
  const kayak = await createProduct(request, seeded.storeId, {
    product_name: SERVICE_ITEM,
    subcategory: 'Guest services',
    description: 'Two hours on the bay with a guide.',
    price: 50,
    price_type: 'static',
    preorder_by: 0,
    show_delivery_date: true,
    extra_fields: [{ label: 'Arrival time' }],
  });

  // The guest: a request and a service on a chosen day, paid with the test card.
  const guestEmail = uniqueEmail('guest');
  const serviceDay = dateInDays(5);
  const order = await buyAsGuest(
    [
      { product_id: pickupId },
      {
        product_id: kayak.id,
        delivery_date: serviceDay.iso,
        extra_fields: [{ product_field_id: kayak.extra_fields[0]!.id, value: '9am, "sharp"' }],
      },
    ],
    { firstName: 'Maya', lastName: 'Lopez', phone: '+1 555 010 2030', email: guestEmail },
  );
  await waitForEmail(guestEmail, 20_000);

  // The host: the banner everywhere but on the requests page.
  const login = await page.request.post('/api/jwt/login/', {
    data: { email: seeded.hostEmail, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  await page.goto('/overview/stores/');
  const banner = page.getByText('You have requests waiting for your approval.');
  await expect(banner).toBeVisible();
  await page.getByRole('link', { name: 'Review requests' }).click();
  await expect(page).toHaveURL(/\/overview\/requests\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pending requests' })).toBeVisible();
  await expect(banner).toBeHidden();

  const requestRow = page.getByRole('row', { name: new RegExp(REQUEST_ITEM) });
  await expect(requestRow).toContainText(seeded.storeName);
  await expect(requestRow).toContainText('Maya Lopez');
  await expect(requestRow).toContainText('$32.40');
  await expect(requestRow).toContainText(`Order #${order.order_number}`);
  await expect(requestRow.getByRole('link', { name: REQUEST_ITEM, exact: true })).toHaveAttribute(
    'href',
    /^\/owner\/[0-9a-f-]{36}\/\?showPrices=True$/,
  );
  await expect(requestRow.getByRole('link', { name: /^Manage/ })).toHaveAttribute(
    'href',
    /^\/owner\/[0-9a-f-]{36}\/\?showPrices=True$/,
  );
  await capture(page, 'requests');

  // The services calendar: both lines fall in the default range (today to a month ahead).
  await page.goto('/overview/services-calendar/');
  await expect(page.getByRole('heading', { level: 1, name: 'Services Calendar' })).toBeVisible();
  await expect(banner).toBeVisible();
  const serviceRow = page.getByRole('row', { name: new RegExp(SERVICE_ITEM) });
  await expect(serviceRow).toContainText(
    new Date(`${serviceDay.iso}T12:00:00Z`).toLocaleDateString('en-GB', {
      day: '2-digit',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  );
  await expect(serviceRow).toContainText('Arrival time: 9am, "sharp"');
  await expect(serviceRow).toContainText('Maya Lopez');
  await expect(serviceRow).toContainText('Completed');
  await expect(page.getByRole('row', { name: new RegExp(REQUEST_ITEM) })).toContainText(
    'Needs approval',
  );
  await capture(page, 'services-calendar');

  // Only the requests, then back to all.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByTitle('Needs approval', { exact: true }).click();
  await expect(page).toHaveURL(/status=hold/);
  await expect(page.getByRole('row', { name: new RegExp(SERVICE_ITEM) })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(REQUEST_ITEM) })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByTitle('All statuses', { exact: true }).click();
  await expect(serviceRow).toBeVisible();

  // The export: services_calendar.csv with the same rows.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('services_calendar.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe(
    'Service Date,Product,Option,Quantity,Guest Name,Guest Phone,Guest Email,Store,Order Number,Order Date,Status,Amount,Guest Total,Currency,Off Platform,Note,Extra Info',
  );
  const kayakLine = lines.find((line) => line.includes(SERVICE_ITEM))!;
  expect(kayakLine).toContain(`${serviceDay.iso},${SERVICE_ITEM},,1,Maya Lopez,'+1 555 010 2030,`);
  expect(kayakLine).toContain(`${guestEmail},${seeded.storeName},${order.order_number},`);
  expect(kayakLine).toContain(',Completed,50.00,54.00,USD,No,,"Arrival time: 9am, ""sharp"""');
  expect(lines.find((line) => line.includes(REQUEST_ITEM))).toContain('Needs approval,30.00');

  // The sale: order detail, then the receipt sent again to a corrected address.
  await serviceRow.getByRole('link', { name: `Order #${order.order_number} details` }).click();
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/store/${seeded.storeId}/sales/[0-9a-f-]{36}/$`),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: `Order #${order.order_number}` }),
  ).toBeVisible();
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByRole('row', { name: new RegExp(SERVICE_ITEM) })).toContainText('$50.00');
  await expect(page.getByText('Grand total', { exact: true })).toBeVisible();
  const email = page.getByLabel('Guest email');
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveValue(guestEmail);
  const corrected = uniqueEmail('receipt');
  await email.fill(corrected);
  await page.getByRole('button', { name: 'Resend Receipt' }).click();
  await expect(page.getByText('Receipt sent!')).toBeVisible();
  await expect(page.getByRole('button', { name: /Sent!/ })).toBeDisabled();
  const receipt = await waitForEmail(corrected, 20_000);
  expect(receipt.subject).toBe(`Your order #${order.order_number} at ${seeded.storeName}`);
  expect(receipt.text).toContain(SERVICE_ITEM);
  expect(receipt.text).toContain(REQUEST_ITEM);
  await capture(page, 'sale-detail');

  // On a phone the requests come as cards with a Manage button.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/overview/requests/');
  const card = page.getByRole('listitem').filter({ hasText: REQUEST_ITEM });
  await expect(card).toContainText('Your Profit');
  await expect(card.getByRole('link', { name: /^Manage/ })).toBeVisible();
});
