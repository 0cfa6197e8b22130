import { expect, test, type Locator, type Page } from '@playwright/test';
import { createOwnerViaApi, uniqueEmail } from '../support/accounts';
import { createProduct, seedStore } from '../support/storefront';
import { signInViaApi } from '../support/stores';

const WIDTH = 375;
test.use({ viewport: { width: WIDTH, height: 812 } });

// Long names as hosts write them: many words, and one long word with no place to break.
const LONG_NAME =
  'Sunset kayak and paddleboard adventure with a picnic lunch for the whole family, gear included';
const LONG_WORD = 'Extra-long-unbreakable-productname-for-testing-wrapping';

/** With LAYOUT_SHOTS set to a folder, each state is also captured there. */
async function capture(page: Page, name: string) {
  const folder = process.env.LAYOUT_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}-375.png` });
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(WIDTH);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

async function expectWithinViewport(locator: Locator) {
  const { x, width } = await box(locator);
  expect(x, `${locator.toString()} starts off screen`).toBeGreaterThanOrEqual(0);
  expect(x + width, `${locator.toString()} ends off screen`).toBeLessThanOrEqual(WIDTH);
}

test('on a 375 px phone the category menu, the recommendations and a long product name fit', async ({
  page,
  request,
}) => {
  const seeded = await seedStore(request);
  for (const name of [LONG_NAME, LONG_WORD]) {
    await createProduct(request, seeded.storeId, {
      subcategory: 'Guest services',
      product_name: name,
      description: 'Two hours on the bay with a guide.',
      price: 45,
      price_type: 'static',
    });
  }

  await page.goto(`/store/${seeded.storeId}/`);
  await expect(page.getByRole('heading', { level: 1, name: seeded.storeName })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The category "View" dropdown opens inside the screen.
  const categories = page.getByRole('navigation', { name: 'Product categories' });
  await categories.getByRole('button', { name: 'View' }).click();
  const menu = categories.getByRole('list');
  await expect(menu).toBeVisible();
  await expectWithinViewport(menu);
  await expectNoSidewaysScroll(page);
  await capture(page, 'category-menu');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // A long name stays clear of the product modal's close button.
  for (const name of [LONG_NAME, LONG_WORD]) {
    await page.getByRole('button', { name: `Select options: ${name}` }).click();
    const modal = page.getByRole('dialog', { name });
    await expect(modal).toBeVisible();
    const title = modal.getByText(name, { exact: true }).first();
    const close = await box(modal.getByRole('button', { name: 'Close' }));
    // The boxes of the title's lines of text, not of its block (which may reach the corner).
    const lines = await title.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return Array.from(range.getClientRects(), ({ x, y, width, height }) => ({
        x,
        y,
        width,
        height,
      }));
    });
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const overlaps =
        line.x < close.x + close.width &&
        close.x < line.x + line.width &&
        line.y < close.y + close.height &&
        close.y < line.y + line.height;
      expect(overlaps, `"${name}" runs under the close button`).toBe(false);
      expect(line.x + line.width, `"${name}" runs off screen`).toBeLessThanOrEqual(WIDTH);
    }
    await expectNoSidewaysScroll(page);
    await capture(page, `product-modal-${name === LONG_NAME ? 'words' : 'word'}`);
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
  }

  // "Recommended for you" rows fit the cart popup, long names and all.
  await page.getByRole('button', { name: 'Select options: Bike rental' }).click();
  await page
    .getByRole('dialog', { name: 'Bike rental' })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  const popup = page.getByRole('dialog', { name: /My Cart/ });
  const recommended = popup.getByRole('region', { name: 'Recommended for you' });
  await expect(recommended.getByRole('button', { name: new RegExp(LONG_WORD) })).toBeVisible();
  const rows = recommended.getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expectWithinViewport(row);
  await expectWithinViewport(recommended.getByText(LONG_NAME));
  await expectWithinViewport(recommended.getByText(LONG_WORD));
  await expectNoSidewaysScroll(page);
  await capture(page, 'cart-recommended');
});

test("on a 375 px phone a host's card titles are whole, their actions below when they do not fit", async ({
  page,
}) => {
  const { email } = await createOwnerViaApi(page, uniqueEmail('layout'));
  await signInViaApi(page, email);
  await page.goto('/overview/payouts/');
  for (const name of ['Payout Methods', 'Payouts']) {
    const title = page.getByRole('heading', { level: 2, name, exact: true });
    await expect(title).toBeVisible();
    // antd cuts a title that does not fit with an ellipsis: its text is then wider than its box.
    const cut = await title.evaluate((element) => {
      const head = element.closest('.ant-card-head-title')!;
      return head.scrollWidth > head.clientWidth;
    });
    expect(cut, `"${name}" is cut short`).toBe(false);
    await expectWithinViewport(title);
  }
  await expectWithinViewport(page.getByRole('button', { name: 'Add Stripe' }));
  await expectWithinViewport(page.getByRole('link', { name: 'Export' }));
  await expectNoSidewaysScroll(page);
  await capture(page, 'payouts');
});
