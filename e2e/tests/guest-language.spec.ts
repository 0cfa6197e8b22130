import { expect, test } from '@playwright/test';
import { seedStore } from '../support/storefront';

// A guest whose phone reads German opens the store link from their booking message.
test.use({ locale: 'de-DE', viewport: { width: 375, height: 812 } });

test('a German guest reads the store in German, switches to English and keeps it', async ({
  page,
  request,
}) => {
  const seeded = await seedStore(request);
  await page.goto(`/store/${seeded.storeId}/`);

  await expect(page.getByRole('heading', { level: 1, name: seeded.storeName })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('searchbox', { name: 'Produkt suchen' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Warenkorb, / })).toHaveAccessibleName(
    'Warenkorb, 0 Artikel',
  );
  const categories = page.getByRole('navigation', { name: 'Produktkategorien' });
  await expect(categories.getByRole('button', { name: 'Alle Produkte' })).toBeVisible();
  // What the host wrote stays as written; prices take the German form in the store's currency.
  await expect(page.getByRole('link', { name: 'Welcome basket' })).toBeVisible();
  const bikePrice = page.locator('.sf-card', { hasText: 'Bike rental' }).locator('.sf-card__price');
  await expect(bikePrice).toHaveText(/^25,00\s\$$/);

  const language = page.getByRole('combobox', { name: 'Sprache' });
  await language.selectOption('en');
  await expect(page.getByRole('searchbox', { name: 'Search product' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart, / })).toHaveAccessibleName('Cart, 0 items');
  await expect(bikePrice).toHaveText('$25.00');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: seeded.storeName })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search product' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
