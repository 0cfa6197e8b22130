import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialAccounts } from '../../../db/schema/index';
import { signedInCohost } from '../../../testing/cohost-factory';
import { startFakeFacebook } from '../../../testing/fake-facebook';
import { signedInOwner, signUpOwner, uniqueEmail } from '../../../testing/factories';
import {
  createTestApp,
  TEST_PUBLIC_URL,
  type TestApp,
  type TestClient,
} from '../../../testing/test-app';

let t: TestApp;
let oidc: OAuth2Server;
let facebook: Awaited<ReturnType<typeof startFakeFacebook>>;

beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');
  facebook = await startFakeFacebook();
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_OAUTH_BASE_URL: oidc.issuer.url!,
      FACEBOOK_CLIENT_ID: 'fb-client',
      FACEBOOK_CLIENT_SECRET: 'fb-secret',
      FACEBOOK_OAUTH_BASE_URL: facebook.url,
      FACEBOOK_GRAPH_URL: facebook.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await oidc.stop();
  await facebook.close();
});

function googleUser(claims: Record<string, unknown>) {
  oidc.service.once('beforeUserinfo', (userInfoResponse) => {
    userInfoResponse.body = claims;
  });
}

/** Runs the browser's part: our redirect, the provider's redirect back, our callback. */
async function signInWith(client: TestClient, provider: string, next?: string) {
  const start = await client.get(
    `/api/auth/login/${provider}/${next ? `?next=${encodeURIComponent(next)}` : ''}`,
  );
  expect(start.statusCode).toBe(302);
  const providerAnswer = await fetch(start.headers.location as string, { redirect: 'manual' });
  expect(providerAnswer.status).toBe(302);
  const callback = new URL(providerAnswer.headers.get('location')!);
  expect(callback.origin).toBe(TEST_PUBLIC_URL);
  const done = await client.get(`${callback.pathname}${callback.search}`);
  expect(done.statusCode).toBe(302);
  return done.headers.location as string;
}

describe('Google sign-in (OpenID Connect)', () => {
  it('sends the browser to the provider with state and PKCE', async () => {
    const start = await t.client().get('/api/auth/login/google-oauth2/');
    const url = new URL(start.headers.location as string);
    expect(url.origin).toBe(oidc.issuer.url);
    expect(url.searchParams.get('client_id')).toBe('google-client');
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${TEST_PUBLIC_URL}/api/auth/complete/google-oauth2/`,
    );
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
  });

  it('signs up a new owner and sends them to the onboarding video', async () => {
    const email = uniqueEmail('google');
    googleUser({ sub: 'g-1', email, email_verified: true, given_name: 'Gina', family_name: 'Gee' });
    const client = t.client();
    expect(await signInWith(client, 'google-oauth2')).toBe('/onboarding/onboarding-video/');
    const me = (await client.get('/api/jwt/me/')).json();
    expect(me).toMatchObject({
      email,
      role: 'HOST',
      first_name: 'Gina',
      owner_id: expect.any(String),
    });
  });

  it('signs the same person in again and honours next', async () => {
    const email = uniqueEmail('google');
    googleUser({ sub: 'g-2', email, email_verified: true, given_name: 'Gus' });
    await signInWith(t.client(), 'google-oauth2');
    googleUser({ sub: 'g-2', email, email_verified: true, given_name: 'Gus' });
    const client = t.client();
    expect(await signInWith(client, 'google-oauth2', '/overview/orders/')).toBe(
      '/overview/orders/',
    );
    expect((await client.get('/api/jwt/me/')).json().email).toBe(email);
  });

  it('never follows a next that leaves the site', async () => {
    const email = uniqueEmail('google');
    googleUser({ sub: 'g-3', email, email_verified: true });
    expect(await signInWith(t.client(), 'google-oauth2', '//evil.example/x')).toBe(
      '/onboarding/onboarding-video/',
    );
    // The issue's example: "..", once resolved, leaves "//evil.example/x".
    for (const next of [
      '/overview/..//evil.example/x',
      '/overview/%2e%2e//evil.example/x',
      '/%5Cevil.example/x',
      'https://evil.example/x',
    ]) {
      googleUser({ sub: 'g-3', email, email_verified: true });
      expect(await signInWith(t.client(), 'google-oauth2', next)).toBe('/overview/stores/');
    }
    googleUser({ sub: 'g-3', email, email_verified: true });
    expect(await signInWith(t.client(), 'google-oauth2', '/overview/x/../orders/')).toBe(
      '/overview/orders/',
    );
  });

  it('links to an existing host by verified e-mail', async () => {
    const { email, userId } = await signUpOwner(t.client());
    googleUser({ sub: 'g-4', email, email_verified: true });
    const client = t.client();
    expect(await signInWith(client, 'google-oauth2')).toBe('/overview/stores/');
    expect((await client.get('/api/jwt/me/')).json().user_id).toBe(userId);
  });

  it('refuses an unverified e-mail that belongs to an account', async () => {
    const { email } = await signUpOwner(t.client());
    googleUser({ sub: 'g-5', email, email_verified: false });
    const client = t.client();
    expect(await signInWith(client, 'google-oauth2')).toBe(
      '/login/?social_error=email_taken&provider=google-oauth2',
    );
    expect((await client.get('/api/jwt/me/')).statusCode).toBe(401);
  });

  it('refuses a callback whose state does not match', async () => {
    const client = t.client();
    await client.get('/api/auth/login/google-oauth2/');
    const response = await client.get('/api/auth/complete/google-oauth2/?code=x&state=forged');
    expect(response.headers.location).toBe('/login/?social_error=failed&provider=google-oauth2');
  });

  it('reports a cancelled consent', async () => {
    const client = t.client();
    const start = await client.get('/api/auth/login/google-oauth2/');
    const state = new URL(start.headers.location as string).searchParams.get('state');
    const response = await client.get(
      `/api/auth/complete/google-oauth2/?error=access_denied&state=${state}`,
    );
    expect(response.headers.location).toBe('/login/?social_error=cancelled&provider=google-oauth2');
  });

  it('answers 400 for an unknown provider', async () => {
    expect((await t.client().get('/api/auth/login/myspace/')).statusCode).toBe(400);
  });
});

describe('Facebook sign-in (Graph API)', () => {
  it('signs up through the dialog, token exchange and /me', async () => {
    const email = uniqueEmail('fb');
    facebook.setProfile({ id: 'fb-1', email, first_name: 'Fay', last_name: 'B' });
    const client = t.client();
    expect(await signInWith(client, 'facebook')).toBe('/onboarding/onboarding-video/');
    expect((await client.get('/api/jwt/me/')).json()).toMatchObject({
      email,
      first_name: 'Fay',
      role: 'HOST',
    });
  });

  it('connects a provider to a signed-in host, then disconnects it', async () => {
    const client = t.client();
    const { userId } = await signUpOwner(client);
    facebook.setProfile({ id: 'fb-2', email: uniqueEmail('fb-other') });
    expect(await signInWith(client, 'facebook', '/overview/account/sign-in-settings/')).toBe(
      '/overview/account/sign-in-settings/',
    );
    const linked = await t.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, userId));
    expect(linked.map((a) => a.provider)).toEqual(['facebook']);

    const disconnect = await client.post('/api/auth/disconnect-backend/', { provider: 'facebook' });
    expect(disconnect.statusCode).toBe(200);
    expect(await t.db.$count(socialAccounts, eq(socialAccounts.userId, userId))).toBe(0);
  });

  it('refuses to connect an identity that belongs to another account', async () => {
    facebook.setProfile({ id: 'fb-3', email: uniqueEmail('fb') });
    await signInWith(t.client(), 'facebook');
    const client = t.client();
    await signUpOwner(client);
    facebook.setProfile({ id: 'fb-3', email: uniqueEmail('fb') });
    expect(await signInWith(client, 'facebook', '/overview/account/sign-in-settings/')).toBe(
      '/overview/account/sign-in-settings/?social_error=email_taken&provider=facebook',
    );
  });

  it('keeps the last way to sign in', async () => {
    facebook.setProfile({ id: 'fb-4', email: uniqueEmail('fb') });
    const client = t.client();
    await signInWith(client, 'facebook');
    const response = await client.post('/api/auth/disconnect-backend/', { provider: 'facebook' });
    expect(response.statusCode).toBe(400);
    expect(response.json().non_field_errors[0]).toMatch(/before disconnecting Facebook/);
  });
});

describe('a removed co-host', () => {
  it('is refused with its connected identity and by its verified e-mail, linking nothing', async () => {
    const { client: owner, ownerId } = await signedInOwner(t);
    const helper = await signedInCohost(t, ownerId);
    googleUser({ sub: 'g-cohost-1', email: helper.email, email_verified: true });
    const next = '/overview/account/sign-in-settings/';
    expect(await signInWith(helper.client, 'google-oauth2', next)).toBe(next);
    await owner.post(`/api/services/co-host/${helper.cohostId}/remove/`);

    const refused = '/login/?social_error=cohost_removed&provider=google-oauth2';
    googleUser({ sub: 'g-cohost-1', email: helper.email, email_verified: true });
    const client = t.client();
    expect(await signInWith(client, 'google-oauth2')).toBe(refused);
    expect((await client.get('/api/jwt/me/')).statusCode).toBe(401);

    googleUser({ sub: 'g-cohost-2', email: helper.email, email_verified: true });
    expect(await signInWith(client, 'google-oauth2')).toBe(refused);
    expect((await client.get('/api/jwt/me/')).statusCode).toBe(401);
    const linked = await t.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, helper.userId));
    expect(linked.map((account) => account.uid)).toEqual(['g-cohost-1']);
  });
});

describe('disconnecting', () => {
  it('keeps the last provider when all the identities left are of that provider', async () => {
    const email = uniqueEmail('google');
    googleUser({ sub: 'g-two-1', email, email_verified: true });
    const client = t.client();
    await signInWith(client, 'google-oauth2');
    googleUser({ sub: 'g-two-2', email: uniqueEmail('google'), email_verified: true });
    await signInWith(client, 'google-oauth2', '/overview/account/sign-in-settings/');
    const { user_id: userId } = (await client.get('/api/jwt/me/')).json();
    expect(await t.db.$count(socialAccounts, eq(socialAccounts.userId, userId))).toBe(2);

    const response = await client.post('/api/auth/disconnect-backend/', {
      provider: 'google-oauth2',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().non_field_errors[0]).toMatch(/before disconnecting Google/);
    expect(await t.db.$count(socialAccounts, eq(socialAccounts.userId, userId))).toBe(2);
  });
});

describe('without provider settings', () => {
  it('sends the browser back with not_configured', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.client().get('/api/auth/login/google-oauth2/');
      expect(response.headers.location).toBe(
        '/login/?social_error=not_configured&provider=google-oauth2',
      );
    } finally {
      await bare.close();
    }
  });
});
