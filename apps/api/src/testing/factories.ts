import type { TestApp, TestClient } from './test-app';

export const STRONG_PASSWORD = 'Sunny-Days-42';

let counter = 0;
export function uniqueEmail(prefix = 'host') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

/** Signs up an owner through the API and leaves `client` signed in as that owner. */
export async function signUpOwner(client: TestClient, email = uniqueEmail(), firstName = 'Ana') {
  const signup = await client.post('/api/services/owner/', {
    firstName,
    email,
    password: STRONG_PASSWORD,
    isActive: true,
  });
  if (signup.statusCode !== 201) throw new Error(`sign-up failed: ${signup.body}`);
  const login = await client.post('/api/jwt/login/', { email, password: STRONG_PASSWORD });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return {
    email,
    userId: signup.json().user.id as string,
    ownerId: login.json().owner_id as string,
  };
}

export async function signedInOwner(t: TestApp) {
  const client = t.client();
  const owner = await signUpOwner(client);
  return { client, ...owner };
}
