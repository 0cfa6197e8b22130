import { expect, test, type Browser, type Page } from '@playwright/test';
import { createOwnerViaApi, PASSWORD, uniqueEmail } from '../support/accounts';
import {
  catalogueBaseURL,
  createHostWithStores,
  startCatalogueServer,
  type CatalogueServer,
} from '../support/catalogue';
import { payFromCart } from '../support/checkout';
import { requestLinkIn, waitForEmail } from '../support/outbox';
import { buyAsGuest as buyViaApi, createRequestItem, REQUEST_ITEM } from '../support/requests';
import { seedStore } from '../support/storefront';

// Guests order from their phone; hosts and merchants open the e-mailed link on theirs too.
test.use({ viewport: { width: 375, height: 812 } });

const NOT_ON_HOLD = "This order is no longer on hold, so you won't be able to make changes to it.";

/** The guest adds one item, checks out with the test card and reaches the thank-you page. */
async function buyAsGuest(page: Page, storeId: string, item: string, email: string) {
  await page.goto(`/store/${storeId}/`);
  await page.getByRole('button', { name: `Select options: ${item}` }).click();
  const modal = page.getByRole('dialog', { name: item });
  await modal.getByRole('button', { name: 'Add to cart' }).click();
  await expect(modal).toBeHidden();
  await page
    .getByRole('dialog', { name: /My Cart/ })
    .getByRole('button', { name: 'Checkout now' })
    .click();
  await payFromCart(page, email);
}

async function phonePage(browser: Browser, baseURL?: string) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    ...(baseURL ? { baseURL } : {}),
  });
  return context.newPage();
}

/** Signs the page's context in through the API (the e-mailed owner link needs the host). */
async function signIn(page: Page, email: string) {
  const login = await page.request.post('/api/jwt/login/', { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
}

test('the host approves a request from the e-mailed link and the guest is told', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const seeded = await seedStore(request);
  await createRequestItem(request, seeded.storeId);
  const guestEmail = uniqueEmail('request-guest');
  await buyAsGuest(page, seeded.storeId, REQUEST_ITEM, guestEmail);

  const notice = await waitForEmail(seeded.hostEmail, 20_000, { subject: /^New request/ });
  const ownerLink = requestLinkIn(notice.text, 'owner');
  expect(ownerLink.search).toBe('?showPrices=True');

  const host = await phonePage(browser);
  await signIn(host, seeded.hostEmail);
  await host.goto(ownerLink.pathname + ownerLink.search);
  await expect(host.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible();
  await expect(host).toHaveTitle(/^Order #\d+ \| /);
  const info = host.getByRole('region', { name: 'Order info' });
  await expect(info.getByText(seeded.storeName)).toBeVisible();
  await expect(info.getByText('Maya Lopez')).toBeVisible();
  const items = host.getByRole('list', { name: 'Requested items' });
  await expect(items.getByText(REQUEST_ITEM)).toBeVisible();
  await expect(items.getByText('$30.00')).toBeVisible();
  await expect(host.getByText('Your profit')).toBeVisible();
  await expect(host.getByText('Needs approval')).toBeVisible();
  await host.getByLabel('Note').fill('Your driver will wait at door 4.');
  await host.screenshot({ path: testInfo.outputPath('owner-request-375.png'), fullPage: true });
  await host.setViewportSize({ width: 1280, height: 900 });
  await host.screenshot({ path: testInfo.outputPath('owner-request-1280.png'), fullPage: true });
  await host.setViewportSize({ width: 375, height: 812 });

  await host.getByRole('button', { name: 'Approve' }).click();
  await expect(host).toHaveURL(/\/owner\/approve\/$/);
  await expect(
    host.getByRole('heading', { name: 'We received your request to approve the order!' }),
  ).toBeVisible();
  await expect(host.getByText('You should receive a confirmation email shortly.')).toBeVisible();

  const outcome = await waitForEmail(guestEmail, 20_000, { subject: /was approved$/ });
  expect(outcome.text).toContain(REQUEST_ITEM);
  expect(outcome.text).toContain('Your card was charged $32.40.');
  expect(outcome.text).toContain('Note from the host: Your driver will wait at door 4.');
  await waitForEmail(seeded.hostEmail, 20_000, { subject: /^Request approved/ });

  // The link now shows the order completed, with nothing left to do.
  await host.goto(ownerLink.pathname + ownerLink.search);
  await expect(host.getByText('Completed', { exact: true })).toBeVisible();
  await expect(host.getByText(NOT_ON_HOLD)).toBeVisible();
  await expect(host.getByRole('heading', { name: 'Note from the host' })).toBeVisible();
  await expect(host.getByText('Your driver will wait at door 4.')).toBeVisible();
  await expect(host.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(host.getByRole('button', { name: 'Deny' })).toBeDisabled();
  await host.screenshot({ path: testInfo.outputPath('owner-completed-375.png'), fullPage: true });
  await host.context().close();
});

test('the e-mailed owner link asks a signed-out host to sign in, then opens the request', async ({
  page,
  request,
}, testInfo) => {
  const seeded = await seedStore(request);
  const productId = await createRequestItem(request, seeded.storeId);
  const guestEmail = uniqueEmail('signin-guest');
  const order = await buyViaApi([{ product_id: productId }], {
    firstName: 'Maya',
    lastName: 'Lopez',
    phone: '+1 555 010 2030',
    email: guestEmail,
  });
  const notice = await waitForEmail(seeded.hostEmail, 20_000, { subject: /^New request/ });
  const ownerLink = requestLinkIn(notice.text, 'owner');
  const requestPath = ownerLink.pathname + ownerLink.search;

  // Signed out: the sign-in page, which remembers where to come back to.
  await page.goto(requestPath);
  await expect(page).toHaveURL(`/login/?next=${encodeURIComponent(requestPath)}`);
  await expect(page.getByText('Maya Lopez')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('owner-link-sign-in-375.png') });

  // Another host's account does not open it.
  const stranger = await createOwnerViaApi(page, uniqueEmail('stranger'));
  await page.getByLabel('Email').fill(stranger.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(requestPath);
  await expect(page.getByText('The order request could not be loaded')).toBeVisible();
  await expect(page.getByText('Maya Lopez')).toHaveCount(0);
  await page.context().clearCookies();

  // The store's host signs in and lands back on the request.
  await page.goto(requestPath);
  await expect(page).toHaveURL(/\/login\/\?next=/);
  await page.getByLabel('Email').fill(seeded.hostEmail);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(requestPath);
  await expect(
    page.getByRole('heading', { level: 1, name: `Order #${order.order_number}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Order info' }).getByText('Maya Lopez'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeEnabled();
});

test.describe('a local vendor request', () => {
  let server: CatalogueServer;
  test.use({ baseURL: catalogueBaseURL });

  test.beforeAll(async () => {
    server = await startCatalogueServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('is the merchant’s to answer: the merchant denies it and the guest is told', async ({
    page,
    playwright,
    browser,
  }, testInfo) => {
    const host = await createHostWithStores(page, ['Pearl Street Cabin']);
    const storeId = host.stores[0]!.id;

    const support = await playwright.request.newContext({ baseURL: catalogueBaseURL });
    const login = await support.post('/api/jwt/login/', {
      data: { email: server.supportEmail, password: server.supportPassword },
    });
    expect(login.status(), await login.text()).toBe(200);
    const merchantEmail = uniqueEmail('merchant');
    const merchant = await support.post('/api/services/admin/merchants/', {
      data: {
        business_name: 'Boulder Bikes',
        contact_name: 'Sam',
        email: merchantEmail,
        payout_method: 'PAYP',
        payout_account: merchantEmail,
      },
    });
    expect(merchant.status(), await merchant.text()).toBe(201);
    const { id: merchantId } = (await merchant.json()) as { id: string };
    const product = await support.post(
      `/api/services/admin/merchants/${merchantId}/local-products/`,
      {
        data: {
          product_name: 'Guided e-bike tour',
          description: 'Three hours on the trails with a guide.',
          image: '/template-images/bike-rental.svg',
          category: 'LP',
          subcategory: 'Rentals',
          price: 90,
          merchant_amount: 70,
          owner_commission: 0.15,
          requires_approval: true,
          area_postal_codes: ['80302'],
        },
      },
    );
    expect(product.status(), await product.text()).toBe(201);
    await support.dispose();

    const guest = await phonePage(browser, catalogueBaseURL);
    const guestEmail = uniqueEmail('vendor-guest');
    await buyAsGuest(guest, storeId, 'Guided e-bike tour', guestEmail);

    // The host sees the request but cannot answer it.
    const hostNotice = await waitForEmail(host.email, 20_000, {
      subject: /^New request/,
      dataDir: server.dataDir,
    });
    const ownerLink = requestLinkIn(hostNotice.text, 'owner');
    await page.goto(ownerLink.pathname + ownerLink.search);
    await expect(
      page.getByText('This product can be approved only from the merchant side'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toBeDisabled();

    const merchantNotice = await waitForEmail(merchantEmail, 20_000, {
      subject: /^Please approve or deny/,
      dataDir: server.dataDir,
    });
    const merchantLink = requestLinkIn(merchantNotice.text, 'merchant');
    const merchantPage = await phonePage(browser, catalogueBaseURL);
    await merchantPage.goto(merchantLink.pathname + merchantLink.search);
    await expect(
      merchantPage.getByRole('heading', { level: 1, name: /^Order #\d+$/ }),
    ).toBeVisible();
    await expect(merchantPage.getByText('Guided e-bike tour')).toBeVisible();
    // The link carries no showPrices: no amounts.
    await expect(merchantPage.getByText('Your Profit')).toHaveCount(0);
    await merchantPage.getByLabel('Note').fill('Our guides are all booked that week, sorry!');
    await merchantPage.getByRole('button', { name: 'Deny' }).click();
    const confirm = merchantPage.getByRole('dialog').filter({ hasText: 'Deny this request?' });
    await merchantPage.screenshot({
      path: testInfo.outputPath('merchant-deny-confirm-375.png'),
      fullPage: true,
    });
    await confirm.getByRole('button', { name: 'Deny request' }).click();
    await expect(merchantPage).toHaveURL(/\/merchant\/deny\/$/);
    await expect(
      merchantPage.getByRole('heading', { name: 'We received your request to deny the order!' }),
    ).toBeVisible();

    const outcome = await waitForEmail(guestEmail, 20_000, {
      subject: /was declined$/,
      dataDir: server.dataDir,
    });
    expect(outcome.text).toContain('was declined by Boulder Bikes');
    expect(outcome.text).toContain('Note from Boulder Bikes: Our guides are all booked that week');
    await waitForEmail(host.email, 20_000, { subject: /^Request denied/, dataDir: server.dataDir });

    await merchantPage.goto(merchantLink.pathname);
    await expect(merchantPage.getByText(NOT_ON_HOLD)).toBeVisible();
    await expect(merchantPage.getByText('The order is denied by the merchant.')).toBeVisible();
    await guest.context().close();
    await merchantPage.context().close();
  });
});
