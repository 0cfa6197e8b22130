import { expect, test, type Page } from '@playwright/test';
import { createOwnerViaApi } from '../support/accounts';
import { createStoreViaApi, signInViaApi } from '../support/stores';

interface PageItem {
  path: string[];
  url: RegExp;
  heading: string | RegExp;
}

/** The spec's top navigation: every item that opens a page of the app, and where it lands. */
const PAGES: PageItem[] = [
  { path: ['Stores', 'View all stores'], url: /\/overview\/stores\/$/, heading: 'Stores' },
  { path: ['Partners'], url: /\/overview\/partners\/$/, heading: 'Partners' },
  {
    path: ['Support', 'Request a vendor'],
    url: /\/vendors\/$/,
    heading: /vendor/i,
  },
  { path: ['Orders'], url: /\/overview\/orders\/$/, heading: 'Recent Orders' },
  {
    path: ['Services Calendar'],
    url: /\/overview\/services-calendar\/$/,
    heading: 'Services Calendar',
  },
  { path: ['Payouts'], url: /\/overview\/payouts\/$/, heading: 'Payouts' },
  { path: ['Offers'], url: /\/offers\/$/, heading: 'Offers' },
];

const SIZES = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
];

/** Elements of the phone drawer still sliding in or out, or of its submenus still unfolding. */
function drawerInMotion(page: Page) {
  const phases = ['enter', 'appear', 'leave'];
  return page.locator(
    phases
      .flatMap((phase) => [`.ant-drawer[class*="-${phase}"]`, `.ant-drawer [class*="-${phase}"]`])
      .join(', '),
  );
}

async function openMenu(page: Page, phone: boolean) {
  if (!phone) return page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  // A click while the drawer still slides in can land beside the item it aimed at.
  await expect(drawerInMotion(page)).toHaveCount(0);
  return page.getByRole('dialog').getByRole('navigation', { name: 'Main' });
}

/** Opens a submenu: hovering on a desktop, a click in the phone drawer. */
async function openSubmenu(page: Page, phone: boolean, title: string) {
  const nav = await openMenu(page, phone);
  const item = nav.getByRole('menuitem', { name: title, exact: true });
  // The drawer's menu remembers which submenus were open: a click would close this one again.
  if (phone) {
    if ((await item.getAttribute('aria-expanded')) !== 'true') await item.click();
    await expect(drawerInMotion(page)).toHaveCount(0);
    return nav;
  }
  // The desktop submenu is a popup placed under its title in the page, while the header stays
  // at the top: from a scrolled long page (the partner hub) the popup would sit under the
  // header. Hover from the top of the page and wait until the popup has finished opening.
  await page.evaluate(() => window.scrollTo(0, 0));
  await item.hover();
  await expect(page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)')).toBeVisible();
  // While it zooms in, the popup's list covers its own links: a click then lands on the list.
  const moving = ['enter', 'appear'].flatMap((phase) => [
    `.ant-menu-submenu-popup[class*="-${phase}"]`,
    `.ant-menu-submenu-popup [class*="-${phase}"]`,
  ]);
  await expect(page.locator(moving.join(', '))).toHaveCount(0);
  return nav;
}

for (const size of SIZES) {
  test(`every navigation item opens a real page (${size.width} px)`, async ({ page }, testInfo) => {
    const phone = size.width < 768;
    await page.setViewportSize({ width: size.width, height: size.height });
    const { email } = await createOwnerViaApi(page, undefined, 'Noor');
    const { owner_id } = await signInViaApi(page, email);
    await createStoreViaApi(page, owner_id, { storeName: 'Fern Cottage' });
    await page.goto('/overview/stores/');
    await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();

    for (const item of PAGES) {
      const [first, second] = item.path;
      if (second) {
        await openSubmenu(page, phone, first!);
        await page.getByRole('link', { name: second, exact: true }).click();
      } else {
        const nav = await openMenu(page, phone);
        await nav.getByRole('link', { name: first, exact: true }).click();
      }
      await expect(page).toHaveURL(item.url);
      await expect(page.getByRole('heading', { level: 1, name: item.heading })).toBeVisible();
      await expect(page.getByText('Page not found')).toHaveCount(0);
      if (phone) await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.screenshot({
        path: testInfo.outputPath(`${item.path.join('-')}-${size.width}.png`.replace(/ /g, '_')),
      });
      // The vendor request form is outside the host frame: come back to it for the next item.
      if (!item.url.source.includes('overview') && !item.url.source.includes('offers')) {
        await page.goto('/overview/stores/');
      }
    }

    // Stores > Add store opens the store modal in place.
    await openSubmenu(page, phone, 'Stores');
    await page.getByRole('menuitem', { name: /Add store/ }).click();
    const modal = page.getByRole('dialog', { name: 'Add a store' });
    await expect(modal).toBeVisible();
    // Issue 17: at 1440x900 the Create store button shows without scrolling.
    if (!phone) await expect(modal.getByRole('button', { name: 'Create store' })).toBeInViewport();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();

    // Help center and Example store open the marketing site in a new tab; Contact us writes to
    // support (no outside site is reached from the test).
    await openSubmenu(page, phone, 'Support');
    for (const [name, path] of [
      ['Help center', '/help-center/'],
      ['Example store', '/example-store/'],
    ] as const) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', new RegExp(`^https?://[^/]+${path}$`));
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(
      page.getByRole('link', { name: 'Contact us', exact: true }).first(),
    ).toHaveAttribute('href', /^mailto:.+@.+/);
  });
}
