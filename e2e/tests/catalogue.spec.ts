import { expect, test, type Browser, type Page } from '@playwright/test';
import { scanBothWidths } from '../support/axe';
import { chooseFromDropdown } from '../support/menus';
import {
  catalogueBaseURL,
  createHostWithStores,
  createProductViaApi,
  dashboardUrl,
  dragOnto,
  startCatalogueServer,
  tile,
  tileNames,
  writeTestPng,
  type CatalogueServer,
} from '../support/catalogue';

let server: CatalogueServer;

test.use({ baseURL: catalogueBaseURL, permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeAll(async () => {
  server = await startCatalogueServer();
});

test.afterAll(async () => {
  await server?.stop();
});

const dialog = (page: Page) => page.getByRole('dialog').first();

/** A page of its own for the support user, signed in on the admin area. */
async function signInAsSupport(browser: Browser) {
  const supportContext = await browser.newContext({ baseURL: catalogueBaseURL });
  const admin = await supportContext.newPage();
  await admin.goto('/login/');
  await admin.getByLabel('Email').fill(server.supportEmail);
  await admin.getByLabel('Password').fill(server.supportPassword);
  await admin.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/$/);
  return { supportContext, admin };
}

test('a host adds a product from a template with the wizard', async ({ page }, testInfo) => {
  const host = await createHostWithStores(page, ['Pearl Street Cabin']);
  const storeId = host.stores[0]!.id;
  await page.goto(dashboardUrl(storeId));
  await expect(page).toHaveTitle(/^Pearl Street Cabin \| /);
  await expect(page.getByText("You haven't added any products to your store yet.")).toBeVisible();

  await page.getByRole('button', { name: 'Add product' }).first().click();
  const wizard = dialog(page);
  await expect(wizard.getByText('Step 1 of 4')).toBeVisible();
  await wizard.getByRole('radio', { name: /Guest services/ }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Step 2 of 4')).toBeVisible();
  await wizard.getByRole('button', { name: /Mid-stay Clean/ }).click();

  await expect(wizard.getByText('Step 3 of 4')).toBeVisible();
  await expect(wizard.getByLabel('Name')).toHaveValue('Mid-stay Clean');
  await expect(wizard.getByLabel('Price', { exact: true })).toHaveValue('100.00');
  await page.screenshot({ path: testInfo.outputPath('wizard-details-1280.png') });
  await wizard.getByRole('button', { name: 'Next' }).click();

  await expect(wizard.getByText('Step 4 of 4')).toBeVisible();
  await expect(wizard.getByLabel('Notice (days)')).toHaveValue('7');
  await wizard.getByRole('button', { name: 'Save to store' }).click();

  await expect(page.getByText('Product successfully created!')).toBeVisible();
  const card = tile(page, 'Mid-stay Clean');
  await expect(card).toBeVisible();
  await expect(card.getByText('Pre-order')).toBeVisible();
  await expect(card.getByText('$100.00')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard-1280.png'), fullPage: true });
});

test('a host quick-adds a product on a phone', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const host = await createHostWithStores(page, ['Flatirons Loft']);
  await page.goto(dashboardUrl(host.stores[0]!.id));
  // The wide buttons give way to the Add dropdown once the page knows the screen width.
  await expect(page.getByRole('button', { name: /Add product/ })).toBeHidden();
  await chooseFromDropdown(
    page,
    page.getByRole('button', { name: /^plus Add down$|^Add$/ }),
    'Quick-add',
  );

  const wizard = dialog(page);
  await expect(wizard.getByText('Step 1 of 3')).toBeVisible();
  await wizard.getByRole('button', { name: /Firewood/ }).click();
  await expect(wizard.getByText('Step 2 of 3')).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Step 3 of 3')).toBeVisible();
  await expect(wizard.getByLabel('Quantity')).toHaveValue('1');
  await page.screenshot({ path: testInfo.outputPath('quick-add-375.png') });
  await wizard.getByRole('button', { name: 'Save to store' }).click();

  await expect(page.getByText('Product successfully created!')).toBeVisible();
  await expect(tile(page, 'Firewood').getByText('Quantity: 1')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard-375.png') });
});

test('a host edits a product, sees the tab error, then saves and switches it off', async ({
  page,
}, testInfo) => {
  const host = await createHostWithStores(page, ['Pearl Street Cabin']);
  const storeId = host.stores[0]!.id;
  await createProductViaApi(page, storeId, 'bike-rental');
  await page.goto(dashboardUrl(storeId));

  const card = tile(page, 'Bike Rental');
  await chooseFromDropdown(
    page,
    card.getByRole('button', { name: 'Actions for Bike Rental' }),
    'Edit',
  );
  const modal = dialog(page);
  await expect(modal.getByText('Edit Bike Rental')).toBeVisible();
  await modal.getByLabel('Name').fill('');
  await expect(modal.getByText('This field is required.')).toBeVisible();
  await expect(modal.getByRole('tab', { name: 'Product description (has errors)' })).toBeVisible();
  await modal.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('There is an error in the Product description tab')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('edit-tab-error-1280.png') });

  await modal.getByLabel('Name').fill('E-bike Rental');
  await expect(modal.getByRole('tab', { name: 'Product description' })).toBeVisible();
  await modal.getByRole('tab', { name: 'Product settings' }).click();
  await expect(modal.getByRole('radio', { name: /Pre-order \(needs notice\)/ })).toBeChecked();
  await modal.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Product successfully updated!')).toBeVisible();
  await expect(tile(page, 'E-bike Rental')).toBeVisible();

  const toggle = tile(page, 'E-bike Rental').getByRole('switch', { name: 'E-bike Rental: active' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText("Product's status was successfully updated.")).toBeVisible();
  await page.reload();
  await expect(
    tile(page, 'E-bike Rental').getByRole('switch', { name: 'E-bike Rental: active' }),
  ).not.toBeChecked();

  await tile(page, 'E-bike Rental')
    .getByRole('button', { name: 'E-bike Rental', exact: true })
    .click();
  const preview = dialog(page);
  await expect(preview.getByText('Estimated profit')).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Edit product' })).toBeVisible();
});

test('a host reorders tiles by dragging them', async ({ page }) => {
  const host = await createHostWithStores(page, ['Pearl Street Cabin']);
  const storeId = host.stores[0]!.id;
  await createProductViaApi(page, storeId, 'firewood');
  await createProductViaApi(page, storeId, 'breakfast');
  await page.goto(dashboardUrl(storeId));
  await expect.poll(() => tileNames(page)).toEqual(['Firewood', 'Breakfast']);

  await page.getByRole('switch', { name: 'Drag and drop tiles' }).click();
  await dragOnto(page, tile(page, 'Firewood'), tile(page, 'Breakfast'));
  await expect(page.getByText('Products order has been successfully updated.')).toBeVisible();
  await expect.poll(() => tileNames(page)).toEqual(['Breakfast', 'Firewood']);

  await page.reload();
  await expect.poll(() => tileNames(page)).toEqual(['Breakfast', 'Firewood']);
  await expect(page.getByRole('switch', { name: 'Drag and drop tiles' })).not.toBeChecked();
});

test('a host adds a tile to all stores, then deletes it from all stores', async ({ page }) => {
  const host = await createHostWithStores(page, ['Pearl Street Cabin', 'Flatirons Loft']);
  const [first, second] = host.stores;
  await createProductViaApi(page, first!.id, 'parking-pass');
  await page.goto(dashboardUrl(first!.id));

  await chooseFromDropdown(
    page,
    tile(page, 'Parking Pass').getByRole('button', { name: 'Actions for Parking Pass' }),
    'Add Tile to All Stores',
  );
  await expect(page.getByText('Product added successfully to all stores!')).toBeVisible();

  await page.goto(dashboardUrl(second!.id));
  await expect(tile(page, 'Parking Pass')).toBeVisible();
  await chooseFromDropdown(
    page,
    tile(page, 'Parking Pass').getByRole('button', { name: 'Actions for Parking Pass' }),
    'Delete Tile from All Stores',
  );
  const confirm = page.getByRole('dialog').filter({ hasText: 'from all stores?' });
  await confirm.getByRole('button', { name: 'Delete from all stores' }).click();
  await expect(page.getByText('Product deleted successfully from all stores!')).toBeVisible();
  await expect(page.getByText("You haven't added any products to your store yet.")).toBeVisible();

  await page.goto(dashboardUrl(first!.id));
  await expect(page.getByText("You haven't added any products to your store yet.")).toBeVisible();
});

test('support adds a local vendor product and the host sees the red dot', async ({
  page,
  browser,
}, testInfo) => {
  const host = await createHostWithStores(page, ['Pearl Street Cabin']);
  const storeId = host.stores[0]!.id;
  await page.goto(dashboardUrl(storeId));
  await expect(page.getByRole('tab', { name: 'Local vendors', exact: true })).toBeVisible();

  const { supportContext, admin } = await signInAsSupport(browser);
  await expect(admin.getByRole('cell', { name: host.email, exact: true })).toBeVisible();
  await admin.screenshot({ path: testInfo.outputPath('admin-owners-1280.png') });

  await admin.getByRole('tab', { name: 'Merchants' }).click();
  await admin.getByRole('button', { name: 'Add merchant' }).click();
  const merchantModal = admin.getByRole('dialog', { name: 'Add a merchant' });
  await merchantModal.getByLabel('Business name').fill('Boulder Bikes');
  await merchantModal.getByLabel('Email').fill('sam@bikes.example');
  await merchantModal.getByRole('button', { name: 'Add merchant' }).click();
  await expect(admin.getByText('Merchant added.')).toBeVisible();

  await admin.getByRole('link', { name: 'Boulder Bikes' }).click();
  await admin.getByRole('button', { name: 'Add local product' }).click();
  const productModal = admin.getByRole('dialog', { name: 'Add a local product' });
  await productModal.getByLabel('Name').fill('Guided e-bike tour');
  await productModal.getByLabel('Description').fill('Three hours on the trails with a guide.');
  await productModal.locator('input[type=file]').setInputFiles(writeTestPng());
  const crop = admin.getByRole('dialog', { name: 'Crop image' });
  await crop.getByRole('button', { name: 'Apply' }).click();
  await expect(
    productModal.getByRole('img', { name: /Product image: current image/ }),
  ).toBeVisible();
  await productModal.getByLabel('Price').fill('90');
  await productModal.getByLabel('Merchant amount').fill('70');
  await productModal.getByLabel('Host commission (%)').fill('15');
  await productModal.getByRole('combobox', { name: /Postal codes/ }).fill('80302');
  await productModal.getByRole('combobox', { name: /Postal codes/ }).press('Enter');
  await admin.screenshot({ path: testInfo.outputPath('admin-local-product-1280.png') });
  await productModal.getByRole('button', { name: 'Add product' }).click();
  await expect(
    admin.getByText(/^Guided e-bike tour saved: offered in \d+ stores?\.$/),
  ).toBeVisible();
  const row = admin.getByRole('row', { name: /Guided e-bike tour/ });
  await expect(row.getByRole('cell', { name: '80302' })).toBeVisible();
  await supportContext.close();

  await page.reload();
  const localTab = page.getByRole('tab', { name: 'Local vendors (new vendor items)' });
  await expect(localTab).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard-red-dot-1280.png') });
  await localTab.click();
  await expect(page).toHaveURL(/\/products\/local-products\/$/);
  await expect(page.getByRole('heading', { name: 'Local products' })).toBeVisible();
  await expect(
    tile(page, 'Guided e-bike tour').getByText('New local vendor item added!'),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Local vendors', exact: true })).toBeVisible();
  await expect(
    tile(page, 'Guided e-bike tour').getByRole('button', { name: /Actions for/ }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page.getByRole('tab', { name: 'Local vendors', exact: true })).toBeVisible();
});

test('the support area passes axe on a phone and a wide screen', async ({ page, browser }) => {
  const host = await createHostWithStores(page, ['Flagstaff Loft']);
  const { supportContext, admin } = await signInAsSupport(browser);
  await admin.setViewportSize({ width: 1440, height: 900 });
  await expect(admin.getByRole('cell', { name: host.email, exact: true })).toBeVisible();
  await scanBothWidths(admin, 'support: owners');

  await admin.getByRole('tab', { name: 'Merchants' }).click();
  await admin.getByRole('button', { name: 'Add merchant' }).click();
  const merchantModal = admin.getByRole('dialog', { name: 'Add a merchant' });
  await merchantModal.getByRole('button', { name: 'Add merchant' }).click();
  await expect(merchantModal.getByText(/required/i).first()).toBeVisible();
  await scanBothWidths(admin, 'support: add a merchant, with errors');
  await merchantModal.getByLabel('Business name').fill('Mesa Kayaks');
  await merchantModal.getByLabel('Email').fill(`kayaks-${Date.now()}@example.com`);
  await merchantModal.getByRole('button', { name: 'Add merchant' }).click();
  await expect(admin.getByText('Merchant added.')).toBeVisible();
  await expect(merchantModal).toBeHidden();
  await scanBothWidths(admin, 'support: merchants');

  await admin.getByRole('link', { name: 'Mesa Kayaks' }).click();
  await expect(admin.getByRole('button', { name: 'Add local product' })).toBeVisible();
  await scanBothWidths(admin, "support: a merchant's products, none yet");
  await admin.getByRole('button', { name: 'Add local product' }).click();
  const productModal = admin.getByRole('dialog', { name: 'Add a local product' });
  await productModal.getByRole('button', { name: 'Add product' }).click();
  await expect(productModal.getByText(/required/i).first()).toBeVisible();
  await scanBothWidths(admin, 'support: add a local product, with errors');
  await productModal.getByRole('button', { name: 'Cancel' }).click();

  await admin.getByRole('tab', { name: 'Offers' }).click();
  await expect(admin.getByRole('tab', { name: 'Offers', selected: true })).toBeVisible();
  await scanBothWidths(admin, 'support: offers');
  await supportContext.close();
});
