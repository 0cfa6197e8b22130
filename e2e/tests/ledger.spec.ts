import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { buyAsGuest, type GuestDetails } from '../support/requests';
import { signInViaApi } from '../support/stores';
import { seedStore } from '../support/storefront';
import { BACKGROUND_WORK_MS } from '../support/waits';

/**
 * Issue #14: what the host reads about money is true. After a line refund, a denied request and
 * an order paid through Airbnb, the orders page, order_sales.csv and the stores list agree with
 * the ledger: refunded profit is gone, denied lines are $0, and Airbnb money is its own figure.
 */

const guest = (firstName: string): GuestDetails => ({
  firstName,
  lastName: 'Ledger',
  phone: '415 555 0100',
  email: uniqueEmail(firstName.toLowerCase()),
});

async function createProduct(request: APIRequestContext, storeId: string, fields: object) {
  const response = await request.post('/api/services/product/create/', {
    data: {
      store_id: storeId,
      category: 'IH',
      subcategory: 'Goods and essentials',
      image: '/template-images/bike-rental.svg',
      description: 'For your stay.',
      price_type: 'static',
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The cells of order_sales.csv by order number and column (these rows have no quoted cell). */
function csvCells(body: string) {
  const [header, ...rows] = body
    .trim()
    .split(/\r?\n/)
    .map((row) => row.split(','));
  return (orderNumber: number, columns: string[]) => {
    const row = rows.find((cells) => cells[0] === String(orderNumber));
    return columns.map((column) => row?.[header!.indexOf(column)]);
  };
}

const lineItem = (items: Locator, name: string) =>
  items.getByRole('listitem').filter({ hasText: name });

test('after a line refund, a denial and an Airbnb order the host reads the same figures everywhere', async ({
  page,
  request,
}) => {
  const seeded = await seedStore(request);
  const towels = await createProduct(request, seeded.storeId, {
    product_name: 'Towels',
    price: 15,
  });
  const lateCheckout = await createProduct(request, seeded.storeId, {
    product_name: 'Late check-out',
    price: 75,
    requires_approval: true,
  });
  const kayak = await createProduct(request, seeded.storeId, {
    product_name: 'Kayak',
    price: 20,
    is_purchasable_off_platform: true,
  });

  const paid = await buyAsGuest(
    [{ product_id: seeded.products.bike }, { product_id: towels }],
    guest('Refunda'),
  );
  const requested = await buyAsGuest([{ product_id: lateCheckout }], guest('Denia'));
  const airbnb = await buyAsGuest([{ product_id: kayak }], guest('Airbea'), { offPlatform: true });

  const list = await request.get('/api/services/order/list/?limit=100');
  const orders = (await list.json()) as {
    results: { order_number: number; owner_order_uuid: string }[];
  };
  const toDeny = orders.results.find((o) => o.order_number === requested.order_number)!;
  const denial = await request.post(
    `/api/services/purchase/owner/${toDeny.owner_order_uuid}/deny/`,
    { data: {} },
  );
  expect(denial.status(), await denial.text()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInViaApi(page, seeded.hostEmail);
  await page.goto('/overview/orders/');
  await expect(page.getByRole('heading', { level: 1, name: 'Recent Orders' })).toBeVisible();

  // The line refund: the Towels line gives its $16.20 back and its profit with it.
  const paidRow = page.getByRole('row').filter({ hasText: 'Refunda Ledger' });
  await paidRow.getByRole('button', { name: /expand row/i }).click();
  const paidItems = page.getByRole('list', { name: `Items of order #${paid.order_number}` });
  // Basic plan: Bike rental $25 keeps $22.16 (card fee $1.09, 7% commission $1.75); Towels
  // $15 made $12.72 (card fee $0.78, 10% commission $1.50).
  await expect(lineItem(paidItems, 'Towels')).toContainText('Your profit $12.72');
  await lineItem(paidItems, 'Towels')
    .getByRole('button', { name: /Refund item/ })
    .click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Refund this item?' });
  await confirm.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Your refund has been processed successfully.').last()).toBeVisible({
    timeout: BACKGROUND_WORK_MS,
  });
  await expect(lineItem(paidItems, 'Towels')).toContainText('Refunded $16.20');
  await expect(lineItem(paidItems, 'Towels')).toContainText('Your profit $0.00');
  await expect(lineItem(paidItems, 'Bike rental')).toContainText('Your profit $22.16');

  // The denial: nothing paid, nothing earned.
  const deniedRow = page.getByRole('row').filter({ hasText: 'Denia Ledger' });
  await expect(deniedRow).toContainText('Denied');
  await expect(deniedRow).toContainText('$0.00');
  await deniedRow.getByRole('button', { name: /expand row/i }).click();
  const deniedItems = page.getByRole('list', { name: `Items of order #${requested.order_number}` });
  await expect(lineItem(deniedItems, 'Late check-out')).toContainText(
    'Guest paid $0.00Your profit $0.00',
  );

  // The Airbnb order: paid through Airbnb, not a card sale.
  const airbnbRow = page.getByRole('row').filter({ hasText: 'Airbea Ledger' });
  await expect(airbnbRow).toContainText('Paid through Airbnb');
  await expect(airbnbRow).toContainText('+ $21.60 on Airbnb');
  await expect(airbnbRow).not.toContainText('Completed');
  await airbnbRow.getByRole('button', { name: /expand row/i }).click();
  const airbnbItems = page.getByRole('list', { name: `Items of order #${airbnb.order_number}` });
  await expect(lineItem(airbnbItems, 'Kayak')).toContainText('Guest pays $21.60 on Airbnb');
  await expect(lineItem(airbnbItems, 'Kayak')).not.toContainText('Guest paid');

  // order_sales.csv says the same, with the Airbnb money in its own column.
  const csv = await page.request.get('/api/services/order/export-orders/');
  expect(csv.status()).toBe(200);
  const cells = csvCells(await csv.text());
  const columns = ['Status', 'Grand Total', 'Refunded', 'Owner Profit', 'Paid Through Airbnb'];
  expect(cells(paid.order_number, columns)).toEqual([
    'Completed',
    '43.20',
    '16.20',
    '22.16',
    '0.00',
  ]);
  expect(cells(requested.order_number, columns)).toEqual([
    'Denied',
    '0.00',
    '0.00',
    '0.00',
    '0.00',
  ]);
  expect(cells(airbnb.order_number, columns)).toEqual([
    'Paid through Airbnb',
    '0.00',
    '0.00',
    '0.00',
    '21.60',
  ]);

  // The stores list counts what the orders page shows as completed and pays the card profit left.
  await page.goto('/overview/stores/');
  const storeRow = page.getByRole('row').filter({ hasText: seeded.storeName });
  await expect(storeRow).toContainText('$22.16');
  const completed = await page.request.get(
    `/api/services/order/list/?status=completed&store_id=${seeded.storeId}`,
  );
  expect(((await completed.json()) as { count: number }).count).toBe(2);
  await expect(storeRow.getByRole('cell', { name: '2', exact: true })).toBeVisible();
});
