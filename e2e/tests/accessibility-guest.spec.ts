import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { PHONE, scanBothWidths } from '../support/axe';
import { createRequestItem, REQUEST_ITEM } from '../support/requests';
import { createProduct, seedStore, type SeededStore } from '../support/storefront';
import { BACKGROUND_WORK_MS } from '../support/waits';

const AIRBNB_ITEM = 'Late checkout';

test.use({ viewport: PHONE });

/** The seeded store plus a request and an item that can be paid through Airbnb. */
async function seedFullStore(request: APIRequestContext): Promise<SeededStore> {
  const seeded = await seedStore(request);
  await createRequestItem(request, seeded.storeId);
  await createProduct(request, seeded.storeId, {
    subcategory: 'Guest services',
    price_type: 'static',
    product_name: AIRBNB_ITEM,
    description: 'Leave at 2 PM instead of 11 AM.',
    price: 35,
    is_purchasable_off_platform: true,
  });
  return seeded;
}

async function addToCart(page: Page, name: string) {
  await page.getByRole('button', { name: `Select options: ${name}` }).click();
  const modal = page.getByRole('dialog', { name });
  await modal.getByRole('button', { name: 'Add to cart' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('dialog', { name: /My Cart/ })).toBeVisible();
}

async function fillCheckout(page: Page, card: string) {
  await page.getByLabel('First name').fill('Maya');
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByLabel('Phone number').fill('+1 (555) 010-2030');
  await page.getByLabel('E-mail').fill(uniqueEmail('a11y-guest'));
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiration (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
}

test('every guest page state passes axe at 375 and 1440 px', async ({ page, request }) => {
  test.setTimeout(240_000);
  const seeded = await seedFullStore(request);
  const store = `/store/${seeded.storeId}/`;

  await page.goto(store);
  await expect(page.getByRole('heading', { level: 1, name: seeded.storeName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bike rental' })).toBeVisible();
  await scanBothWidths(page, 'store');

  await page.getByRole('button', { name: 'Select options: Welcome basket' }).click();
  const basket = page.getByRole('dialog', { name: 'Welcome basket' });
  await basket.getByRole('button', { name: 'Add to cart' }).click();
  await expect(basket.getByText('This field is required.').first()).toBeVisible();
  await scanBothWidths(page, 'product modal with errors');
  await basket.getByRole('button', { name: 'Close' }).click();
  await expect(basket).toBeHidden();

  await addToCart(page, 'Bike rental');
  await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
  await scanBothWidths(page, 'cart popup');
  await page
    .getByRole('dialog', { name: /My Cart/ })
    .getByRole('button', { name: 'Close' })
    .click();
  await addToCart(page, REQUEST_ITEM);
  await page
    .getByRole('dialog', { name: /My Cart/ })
    .getByRole('button', { name: 'Close' })
    .click();
  await addToCart(page, AIRBNB_ITEM);
  await page
    .getByRole('dialog', { name: /My Cart/ })
    .getByRole('button', { name: 'Checkout now' })
    .click();

  const airbnb = page.getByRole('dialog', {
    name: 'Was your reservation made on the Airbnb platform?',
  });
  await expect(airbnb).toBeVisible();
  await scanBothWidths(page, 'off-platform modal');
  await airbnb.getByRole('button', { name: 'No' }).click();
  await expect(airbnb).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
  await scanBothWidths(page, 'cart details');

  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await scanBothWidths(page, 'checkout');
  await page.getByRole('button', { name: 'Place your order' }).click();
  await expect(page.getByText('First name is required.')).toBeVisible();
  await scanBothWidths(page, 'checkout with errors');

  // The payment settles within a second: the answer is held back to look at the wait.
  let holdReadiness = true;
  await page.route(
    (url) => url.pathname.endsWith('/is-ready/'),
    async (route) => {
      if (holdReadiness) await route.fulfill({ json: { is_ready: false, has_error: false } });
      else await route.continue();
    },
  );
  await fillCheckout(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place your order' }).click();
  await expect(page.getByRole('heading', { name: 'Processing payment...' })).toBeVisible({
    timeout: BACKGROUND_WORK_MS,
  });
  await scanBothWidths(page, 'processing');
  holdReadiness = false;
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible({
    timeout: BACKGROUND_WORK_MS,
  });
  await scanBothWidths(page, 'thank-you');

  // The guest's own page for the request (the link in the receipt).
  const orderId = /\/store\/[^/]+\/([^/]+)\/checkout-details\//.exec(page.url())![1];
  const detail = await page.request.get(`/api/services/guest/order/${orderId}/detail/`);
  expect(detail.ok(), await detail.text()).toBe(true);
  const { purchases } = (await detail.json()) as {
    purchases: { requires_approval: boolean; guest_purchase_uuid: string }[];
  };
  const held = purchases.find((purchase) => purchase.requires_approval)!;
  await page.goto(`/guest/${held.guest_purchase_uuid}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scanBothWidths(page, 'guest purchase page');

  // A declined card.
  await page.goto(store);
  await addToCart(page, 'Bike rental');
  await page
    .getByRole('dialog', { name: /My Cart/ })
    .getByRole('button', { name: 'Checkout now' })
    .click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await fillCheckout(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Place your order' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Declined' })).toBeVisible({
    timeout: BACKGROUND_WORK_MS,
  });
  await expect(page.getByRole('list', { name: 'Your items' })).toBeVisible();
  await scanBothWidths(page, 'payment declined');

  await page.goto('/store/00000000-0000-4000-8000-000000000000/');
  await expect(
    page.getByRole('heading', { name: 'Oops! Looks like this store is unavailable.' }),
  ).toBeVisible();
  await scanBothWidths(page, 'store unavailable');
});
