import type { Page } from '@playwright/test';

export const PASSWORD = 'Sunny-Days-42';

let counter = 0;
/** An address no other test uses, whichever worker (a process of its own) makes it. */
export function uniqueEmail(prefix = 'host') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}w${workerIndex()}n${counter}@example.com`;
}

/** Which of the runner's parallel workers this is (0 when tests run one at a time). */
export function workerIndex() {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

/** Creates an owner through the API (the browser's cookie jar is left signed out). */
export async function createOwnerViaApi(page: Page, email = uniqueEmail(), firstName = 'Ana') {
  const response = await page.request.post('/api/services/owner/', {
    data: { firstName, email, password: PASSWORD, isActive: true },
  });
  if (response.status() !== 201) throw new Error(`sign-up failed: ${await response.text()}`);
  return { email, firstName };
}
