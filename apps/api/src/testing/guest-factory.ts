import type { TestApp } from './test-app';

const GUEST_PASSWORD = 'Gx7!kq2#Lm9$Tz4@Wp1';

/** An anonymous guest signed in, as the storefront makes one. */
export async function signedInGuest(t: TestApp) {
  const client = t.client();
  const { email } = (
    await client.post('/api/services/guest/', {
      isAnonymous: true,
      isActive: true,
      password: GUEST_PASSWORD,
    })
  ).json();
  const login = await client.post('/api/jwt/login/', { email, password: GUEST_PASSWORD });
  if (login.statusCode !== 200) throw new Error(`guest login failed: ${login.body}`);
  return { client, userId: login.json().user_id as string };
}
