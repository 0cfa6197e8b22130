import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { seedStore } from '../support/storefront';
import { BACKGROUND_WORK_MS } from '../support/waits';

test.use({ viewport: { width: 1280, height: 900 } });

/** Whether the focused element (or the box antd draws for it) shows a ring or a shadow. */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return false;
    // antd draws a checkbox's ring on the box after its hidden input, and the ring of a date,
    // select or prefixed input on the control around it.
    const control = active.closest('.ant-picker, .ant-select, .ant-input-affix-wrapper');
    const candidates = [active, active.nextElementSibling, control];
    return candidates.some((element) => {
      if (!(element instanceof HTMLElement)) return false;
      const style = getComputedStyle(element);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outlined || style.boxShadow !== 'none';
    });
  });
}

/** Presses Tab until `target` has focus; every stop on the way must show where focus is. */
async function tabTo(page: Page, target: Locator, { backwards = false, maxPresses = 80 } = {}) {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      return active
        ? `${active.tagName} ${active.getAttribute('aria-label') ?? active.textContent?.slice(0, 40)}`
        : 'none';
    });
    expect(await focusIsVisible(page), `no visible focus on ${where}`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function expectFocusInside(container: Locator) {
  await expect
    .poll(() => container.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
}

/** Tabs to a text field and types into it with the keyboard. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('a guest buys with the keyboard alone; focus goes into each dialog and back', async ({
  page,
  request,
}) => {
  const seeded = await seedStore(request);
  await page.goto(`/store/${seeded.storeId}/`);
  await expect(page.getByRole('heading', { level: 1, name: seeded.storeName })).toBeVisible();

  // The first stop is the skip link, shown on focus.
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await tabTo(page, skip, { maxPresses: 1 });
  await expect(skip).toBeInViewport();

  // The product modal takes focus, and gives it back to its button when closed.
  const selectBike = page.getByRole('button', { name: 'Select options: Bike rental' });
  await tabTo(page, selectBike);
  await page.keyboard.press('Enter');
  const bikeModal = page.getByRole('dialog', { name: 'Bike rental' });
  await expect(bikeModal).toBeVisible();
  await expectFocusInside(bikeModal);
  await page.keyboard.press('Escape');
  await expect(bikeModal).toBeHidden();
  await expect(selectBike).toBeFocused();

  // A missing answer moves focus to the field, which carries its message.
  const selectBasket = page.getByRole('button', { name: 'Select options: Welcome basket' });
  await tabTo(page, selectBasket);
  await page.keyboard.press('Enter');
  const basketModal = page.getByRole('dialog', { name: 'Welcome basket' });
  await expectFocusInside(basketModal);
  await tabTo(page, basketModal.getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');
  const date = basketModal.getByLabel('Delivery date');
  await expect(date).toBeFocused();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveAccessibleDescription('This field is required.');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(basketModal).toBeHidden();
  await expect(selectBasket).toBeFocused();

  // Add to cart: the cart popup takes over from the modal, and closing it returns to the button.
  await tabTo(page, selectBike, { backwards: true });
  await page.keyboard.press('Enter');
  await expectFocusInside(bikeModal);
  await tabTo(page, bikeModal.getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog', { name: /My Cart/ });
  await expect(popup.getByText('1 item', { exact: true })).toBeVisible();
  await expectFocusInside(popup);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(selectBike).toBeFocused();

  // The cart button opens the popup; Checkout now leads to the cart, focus on its content.
  const cartButton = page.getByRole('button', { name: 'Cart, 1 item' });
  await cartButton.focus();
  await page.keyboard.press('Enter');
  await expectFocusInside(popup);
  await tabTo(page, popup.getByRole('button', { name: 'Checkout now' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Pay now' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();

  // Placing the order with nothing filled moves focus to the first field and its message.
  const placeOrder = page.getByRole('button', { name: 'Place your order' });
  await tabTo(page, placeOrder);
  await page.keyboard.press('Enter');
  const firstName = page.getByLabel('First name');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAccessibleDescription('First name is required.');

  await page.keyboard.type('Maya');
  await typeInto(page, page.getByLabel('Last name'), 'Lopez');
  await typeInto(page, page.getByLabel('Phone number'), '5550102030');
  await typeInto(page, page.getByLabel('E-mail'), uniqueEmail('keyboard-guest'));
  await typeInto(page, page.getByLabel('Card number'), '4242424242424242');
  await typeInto(page, page.getByLabel('Expiration (MM/YY)'), '1234');
  await typeInto(page, page.getByLabel('CVC'), '123');
  const agreement = page.getByRole('checkbox', { name: /I agree to the terms and conditions/ });
  await tabTo(page, agreement);
  await page.keyboard.press('Space');
  await expect(agreement).toBeChecked();
  await tabTo(page, placeOrder);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible({
    timeout: BACKGROUND_WORK_MS,
  });
  await tabTo(page, page.getByRole('link', { name: 'Back to store' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: seeded.storeName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
});
