import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the dropdown of `trigger` and clicks its item `name` once antd has placed the popup beside
 * its button. Until it is aligned the popup can sit at the top of the page, and a click made then
 * lands on whatever is there once it moves: the header, in a run where Sign out was never called.
 */
export async function chooseFromDropdown(page: Page, trigger: Locator, name: string | RegExp) {
  await trigger.click();
  const item = page.getByRole('menuitem', { name });
  await expect
    .poll(async () => {
      const [box, button] = await Promise.all([item.boundingBox(), trigger.boundingBox()]);
      if (!box || !button) return false;
      return box.y >= button.y + button.height - 1 || box.y + box.height <= button.y + 1;
    })
    .toBe(true);
  await item.click();
}

/**
 * Picks `option` in the antd Select labelled `label`, and checks the Select shows it. On a busy
 * machine a click on an option list still sliding in can miss: the pick is tried again.
 */
export async function pickOption(page: Page, label: string, option: string) {
  const combobox = page.getByRole('combobox', { name: label });
  const select = combobox.locator(
    'xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await expect(async () => {
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle(option, { exact: true })
      .click({ timeout: 5_000 });
    await expect(select).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 25_000 });
}
