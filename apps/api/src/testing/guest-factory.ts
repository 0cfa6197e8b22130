import type { TestApp } from './test-app';

/** An anonymous guest with its session, as the storefront makes one (a single call). */
export async function signedInGuest(t: TestApp, remoteAddress?: string) {
  const client = t.client();
  const created = await client.post(
    '/api/services/guest/',
    { isAnonymous: true, isActive: true },
    remoteAddress ? { remoteAddress } : {},
  );
  if (created.statusCode !== 201) throw new Error(`guest session failed: ${created.body}`);
  return { client, userId: created.json().user_id as string };
}
