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
