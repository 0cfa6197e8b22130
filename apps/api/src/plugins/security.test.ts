import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOwner, STRONG_PASSWORD, uniqueEmail } from '../testing/factories';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      signInAccount: { limit: 3, windowSeconds: 900 },
      signup: { limit: 2, windowSeconds: 3600 },
      passwordReset: { limit: 2, windowSeconds: 3600 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('rate limits', () => {
  it('stops password guessing with a 429 and a clear message', async () => {
    const email = uniqueEmail();
    const client = t.client();
    const attempt = () =>
      client.post(
        '/api/jwt/login/',
        { email, password: 'Wrong-pass-1' },
        { remoteAddress: '10.0.0.1' },
      );
    // Three free failures, then a fourth that makes the next attempt wait.
    for (let i = 0; i < 4; i += 1) expect((await attempt()).statusCode).toBe(400);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('limits sign-ups per address', async () => {
    const signUp = () =>
      t
        .client()
        .post(
          '/api/services/owner/',
          { firstName: 'A', email: uniqueEmail(), password: STRONG_PASSWORD },
          { remoteAddress: '10.0.0.2' },
        );
    expect((await signUp()).statusCode).toBe(201);
    expect((await signUp()).statusCode).toBe(201);
    expect((await signUp()).statusCode).toBe(429);
  });

  it('limits reset requests per e-mail', async () => {
    const email = uniqueEmail();
    const ask = (ip: string) =>
      t
        .client()
        .post(
          '/api/services/password-reset/generate-reset-token/',
          { email },
          { remoteAddress: ip },
        );
    expect((await ask('10.0.0.3')).statusCode).toBe(200);
    expect((await ask('10.0.0.4')).statusCode).toBe(200);
    expect((await ask('10.0.0.5')).statusCode).toBe(429);
  });
});

describe('CSRF origin check', () => {
  it('refuses a state-changing request from another site and changes nothing', async () => {
    const email = uniqueEmail();
    const response = await t
      .client()
      .post(
        '/api/services/owner/',
        { firstName: 'A', email, password: STRONG_PASSWORD },
        { headers: { origin: 'https://evil.example' }, remoteAddress: '10.0.0.6' },
      );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail: 'Cross-site request refused: this origin is not allowed.',
    });
    const login = await t
      .client()
      .post('/api/jwt/login/', { email, password: STRONG_PASSWORD }, { remoteAddress: '10.0.0.7' });
    expect(login.statusCode).toBe(400);
  });

  it('refuses a cross-site fetch without an Origin header', async () => {
    const response = await t
      .client()
      .post('/api/jwt/logout/', {}, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the app origin, enterprise subdomains and requests without a browser origin', async () => {
    const client = t.client();
    await signUpOwner(client, uniqueEmail(), 'Ana').catch(() => undefined);
    const own = await t
      .client()
      .post('/api/jwt/logout/', {}, { headers: { origin: TEST_PUBLIC_URL } });
    expect(own.statusCode).toBe(204);
    const sub = await t
      .client()
      .post('/api/jwt/logout/', {}, { headers: { origin: 'http://acme.localhost:3000' } });
    expect(sub.statusCode).toBe(204);
    expect((await t.client().post('/api/jwt/logout/')).statusCode).toBe(204);
  });

  it('leaves reads alone', async () => {
    const response = await t
      .client()
      .get('/api/health/', { headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
  });
});
