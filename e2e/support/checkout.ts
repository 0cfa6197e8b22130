import { expect, type Page } from '@playwright/test';
import { BACKGROUND_WORK_MS } from './waits';

/**
 * From the cart page: Pay now, the guest's details and the success test card, then the
 * thank-you page once the payment is done.
 */
export async function payFromCart(page: Page, email: string) {
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('First name').fill('Maya');
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByLabel('Phone number').fill('+1 (555) 010-2030');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Place your order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible({
    timeout: BACKGROUND_WORK_MS,
  });
}
