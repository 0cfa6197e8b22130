import { expect, test, type Locator, type Page } from '@playwright/test';
import { PASSWORD } from '../support/accounts';
import { dateInDays, seedStore } from '../support/storefront';

// Guests open store links from a booking message on their phone.
test.use({ viewport: { width: 375, height: 812 } });

function productModal(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name });
}

function cartPopup(page: Page): Locator {
  return page.getByRole('dialog', { name: /My Cart/ });
}

async function closeCartPopup(page: Page) {
  await cartPopup(page).getByRole('button', { name: 'Close' }).click();
  await expect(cartPopup(page)).toBeHidden();
}

test('a guest browses a store, fills the cart, edits and removes lines and sees the totals', async ({
  page,
  request,
}) => {
  // The host and its catalogue come from the API in their own cookie jar: the browser is a
  // fresh visitor.
  const seeded = await seedStore(request);
  const store = `/store/${seeded.storeId}/`;

  await page.goto(store);
  await expect(page.getByRole('heading', { level: 1, name: seeded.storeName })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${seeded.storeName} \\| `));
  await expect(page.getByRole('link', { name: 'https://example.com/rules' })).toHaveAttribute(
    'target',
    '_blank',
  );
  const cartButton = page.getByRole('button', { name: /^Cart, / });
  await expect(cartButton).toHaveAccessibleName('Cart, 0 items');

  // Browse by category: the address keeps the choice.
  const categories = page.getByRole('navigation', { name: 'Product categories' });
  await categories.getByRole('button', { name: 'Rentals' }).click();
  await expect(page).toHaveURL(/\?category=Rentals$/);
  await expect(page.getByRole('link', { name: 'Beach chairs' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Welcome basket' })).toHaveCount(0);
  await categories.getByRole('button', { name: 'All products' }).click();
  await expect(page.getByRole('link', { name: 'Welcome basket' })).toBeVisible();

  // Search (debounced into the address).
  const search = page.getByRole('searchbox', { name: 'Search product' });
  await search.fill('basket');
  await expect(page).toHaveURL(/query=basket/);
  await expect(page.getByRole('link', { name: 'Welcome basket' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bike rental' })).toHaveCount(0);
  await search.fill('zzz-nothing');
  await expect(page.getByText('There are no matching search results')).toBeVisible();
  await search.fill('');
  await expect(page.getByRole('link', { name: 'Bike rental' })).toBeVisible();

  // The modal lives in the address: the back button closes it.
  await page.getByRole('link', { name: 'Bike rental' }).click();
  await expect(productModal(page, 'Bike rental')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`product=${seeded.products.bike}`));
  await page.goBack();
  await expect(productModal(page, 'Bike rental')).toBeHidden();

  // 1. A static item.
  await page.getByRole('button', { name: 'Select options: Bike rental' }).click();
  await productModal(page, 'Bike rental').getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartPopup(page)).toBeVisible();
  await expect(cartPopup(page).getByText('1 item', { exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/product=/);
  await closeCartPopup(page);

  // 2. A variable amount: letters are stripped as typed, and the minimum is checked.
  await page.getByRole('button', { name: 'Select options: Tip for the cleaning crew' }).click();
  const tip = productModal(page, 'Tip for the cleaning crew');
  await expect(tip.getByText('Minimum .50¢ due to processing fees')).toBeVisible();
  const amount = tip.getByLabel('Payment amount');
  await amount.pressSequentially('0.3');
  await tip.getByRole('button', { name: 'Add to cart' }).click();
  await expect(tip.getByText('Your payment amount must be greater than $0.50')).toBeVisible();
  await amount.fill('');
  await amount.pressSequentially('a12x.5');
  await expect(amount).toHaveValue('12.5');
  await tip.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartPopup(page).getByText('2 items', { exact: true })).toBeVisible();
  await closeCartPopup(page);

  // 3. An item with options.
  await page.getByRole('button', { name: 'Select options: Beach chairs' }).click();
  const chairs = productModal(page, 'Beach chairs');
  await chairs.getByRole('button', { name: 'Add to cart' }).click();
  await expect(chairs.getByText('Please select an option')).toBeVisible();
  await chairs.getByLabel('Option').click();
  await chairs.getByLabel('Option').selectOption({ label: 'Chairs and umbrella – $22.00' });
  await chairs.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartPopup(page).getByText('3 items', { exact: true })).toBeVisible();
  await expect(cartPopup(page).getByText('Chairs and umbrella')).toBeVisible();
  await closeCartPopup(page);

  // 4. A pre-order: date after the notice, the extra field and the agreement.
  await page.getByRole('button', { name: 'Select options: Welcome basket' }).click();
  const basket = productModal(page, 'Welcome basket');
  await expect(
    basket.getByText('This item needs to be ordered 2 day(s) in advance.'),
  ).toBeVisible();
  await basket.getByRole('button', { name: 'Add to cart' }).click();
  await expect(basket.getByText('This field is required.')).toHaveCount(2);
  await expect(basket.getByText('Please agree before adding this pre-order item.')).toBeVisible();
  await basket.getByLabel('Delivery date').click();
  const picker = basket.getByRole('group', { name: /\d{4}/ });
  await expect(picker.locator(`[data-date="${dateInDays(1).iso}"]`)).toBeDisabled();
  const delivery = dateInDays(3);
  await picker.locator(`[data-date="${delivery.iso}"]`).click();
  await expect(basket.getByLabel('Delivery date')).toHaveValue(delivery.display);
  await basket.getByLabel('Allergies').fill('None');
  await basket.getByRole('checkbox').check();
  await basket.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartPopup(page).getByText('4 items', { exact: true })).toBeVisible();
  await expect(cartPopup(page).getByText(`Date: ${delivery.display}`)).toBeVisible();

  // The cart details page.
  await cartPopup(page).getByRole('button', { name: 'Checkout now' }).click();
  await expect(page).toHaveURL(new RegExp(`${store}cart/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
  await expect(cartButton).toHaveAccessibleName('Cart, 4 items');

  // Edit a line: the modal opens on the cart page with the line's values.
  await page.getByRole('button', { name: 'Edit Bike rental' }).click();
  await expect(page).toHaveURL(/product=.+&cartItem=/);
  const bikeEdit = productModal(page, 'Bike rental');
  await bikeEdit.getByRole('button', { name: 'Increase quantity' }).click();
  await bikeEdit.getByRole('button', { name: 'Save changes' }).click();
  await expect(bikeEdit).toBeHidden();
  await expect(page.getByRole('group', { name: 'Quantity of Bike rental' })).toContainText('2');

  // Remove a line: minus on a quantity of 1 asks first.
  await page
    .getByRole('group', { name: 'Quantity of Tip for the cleaning crew' })
    .getByRole('button', { name: 'Decrease quantity' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Remove product' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(
    page.getByRole('group', { name: 'Quantity of Tip for the cleaning crew' }),
  ).toHaveCount(0);

  // Totals: 2 x $25 + $22 + $40 = $112, the 8% convenience fee on its own line, tax at zero.
  const summary = page.getByRole('region', { name: 'Order summary' });
  const row = (label: string) =>
    summary.locator('div', { has: page.getByText(label, { exact: true }) });
  await expect(row('Subtotal')).toContainText('$112.00');
  await expect(row('Convenience fee')).toContainText('$8.96');
  await expect(row('Tax')).toContainText('$0.00');
  await expect(row('Grand total')).toContainText('$120.96');
  await expect(summary.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  await expect(cartButton).toHaveAccessibleName('Cart, 4 items');

  await page.getByRole('link', { name: 'Back to store' }).click();
  await expect(page.getByRole('heading', { level: 1, name: seeded.storeName })).toBeVisible();
});

test('a host opening its own store gets the shop preview instead of a cart', async ({
  page,
  request,
}) => {
  const seeded = await seedStore(request);
  // The browser signs in as that host.
  const login = await page.request.post('/api/jwt/login/', {
    data: { email: seeded.hostEmail, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);

  await page.goto(`/store/${seeded.storeId}/`);
  await expect(page.getByRole('heading', { level: 1, name: seeded.storeName })).toBeVisible();
  await expect(page.getByText(/You are previewing this store/)).toBeVisible();

  await page.getByRole('button', { name: 'Select options: Bike rental' }).click();
  await productModal(page, 'Bike rental').getByRole('button', { name: 'Add to cart' }).click();
  const preview = page.getByRole('dialog', { name: 'You are in the shop preview' });
  await expect(preview).toBeVisible();
  await expect(
    preview.getByText(
      'To add items to your cart, check out, or see full guest view, log out of your store.',
    ),
  ).toBeVisible();

  // Log Out: the store loads again as a new anonymous guest.
  await preview.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(new RegExp(`/store/${seeded.storeId}/$`));
  await expect(page.getByRole('heading', { level: 1, name: seeded.storeName })).toBeVisible();
  await expect(page.getByText(/You are previewing this store/)).toHaveCount(0);
  // The store shows first; the new guest session is made beside it.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/jwt/me/')).json()) as { role?: string }).role,
    )
    .toBe('GUEST');
});

test('an unknown store is unavailable', async ({ page }) => {
  await page.goto('/store/00000000-0000-4000-8000-000000000000/');
  await expect(
    page.getByRole('heading', { name: 'Oops! Looks like this store is unavailable.' }),
  ).toBeVisible();
  await expect(page.getByText(/If you need support contact us at \S+@\S+\./)).toBeVisible();
});
