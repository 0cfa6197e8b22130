import { createSupportUser } from '../modules/identity/masquerade/support-users';
import { STRONG_PASSWORD, uniqueEmail } from './factories';
import type { TestApp } from './test-app';

export async function signedInSupport(t: TestApp) {
  const email = uniqueEmail('support');
  await createSupportUser(t.db, email, STRONG_PASSWORD);
  const client = t.client();
  const login = await client.post('/api/jwt/login/', { email, password: STRONG_PASSWORD });
  if (login.statusCode !== 200) throw new Error(`support login failed: ${login.body}`);
  return { client, userId: login.json().user_id as string };
}
