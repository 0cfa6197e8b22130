import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThrottles } from '../../../db/schema/index';
import { signUpOwner, STRONG_PASSWORD, uniqueEmail } from '../../../testing/factories';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';

const WRONG = 'Wrong-Pass-1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      signInAccount: { limit: 3, windowSeconds: 900 },
      signInAddress: { limit: 6, windowSeconds: 900 },
      signInDevice: { limit: 3, windowSeconds: 900 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

const login = (client: TestClient, email: string, password: string, remoteAddress: string) =>
  client.post('/api/jwt/login/', { email, password }, { remoteAddress });

/** Lets the wait of `key` run out now, as if its delay had passed. */
async function waitOut(key: string) {
  await t.db
    .update(signInThrottles)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(eq(signInThrottles.key, key));
}

async function throttle(key: string) {
  const [row] = await t.db.select().from(signInThrottles).where(eq(signInThrottles.key, key));
  return row;
}

describe('password guessing', () => {
  it("slows an attacker down without locking out the owner's own browser", async () => {
    const email = uniqueEmail();
    const owner = t.client();
    await signUpOwner(owner, email);
    expect(owner.cookies.get('stayfront_device')).toBeDefined();

    // Attackers from many addresses, none with the owner's device cookie.
    const attempts: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      attempts.push((await login(t.client(), email, WRONG, `198.51.100.${i}`)).statusCode);
    }
    // Three free failures, a fourth that starts the wait, then refused while it lasts.
    expect(attempts).toEqual([400, 400, 400, 400, 429, 429]);
    const refused = await login(t.client(), email, STRONG_PASSWORD, '198.51.100.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().detail).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );

    // The owner's browser, on the attacker's address even, still signs in.
    await owner.post('/api/jwt/logout/');
    const back = await login(owner, email, STRONG_PASSWORD, '198.51.100.0');
    expect(back.statusCode).toBe(200);
    expect((await owner.get('/api/jwt/me/')).json().email).toBe(email);
  });

  it("counts a device cookie's own failures against that cookie only", async () => {
    const email = uniqueEmail();
    const owner = t.client();
    await signUpOwner(owner, email);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await login(owner, email, WRONG, '203.0.113.9')).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    // Someone else, elsewhere, is not held up by this browser's typos.
    expect((await login(t.client(), email, STRONG_PASSWORD, '203.0.113.10')).statusCode).toBe(200);
  });

  it('a device cookie for another account, or a forged one, earns no trust', async () => {
    const victim = uniqueEmail();
    await signUpOwner(t.client(), victim);
    const attacker = t.client();
    await signUpOwner(attacker, uniqueEmail());
    const forged = t.client();
    const [userId, nonce] = attacker.cookies.get('stayfront_device')!.split('.');
    forged.cookies.set('stayfront_device', `${userId}.${nonce}.AAAA`);
    const statuses: number[] = [];
    for (const client of [attacker, forged, attacker, forged, attacker]) {
      statuses.push((await login(client, victim, WRONG, '203.0.113.20')).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });

  it('makes each wait longer than the one before', async () => {
    const email = uniqueEmail();
    await signUpOwner(t.client(), email);
    const key = `account:${email}`;
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      await waitOut(key);
      const answer = await login(t.client(), email, WRONG, `192.0.2.${i}`);
      expect(answer.statusCode).toBe(400);
      const row = await throttle(key);
      waits.push(
        row!.blockedUntil ? row!.blockedUntil.getTime() - row!.lastFailureAt.getTime() : 0,
      );
    }
    expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
    const seconds = waits.slice(3).map((ms) => Math.round(ms / 1000));
    expect(seconds).toEqual([1, 2, 4, 8, 16]);
  });

  it('limits one address guessing many accounts', async () => {
    const address = '192.0.2.200';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      statuses.push((await login(t.client(), uniqueEmail(), WRONG, address)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 429]);
  });

  it('counts parallel guesses in full', async () => {
    const email = uniqueEmail();
    await signUpOwner(t.client(), email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(t.client(), email, WRONG, `192.0.2.${100 + i}`)),
    );
    const refused = answers.filter((answer) => answer.statusCode === 429).length;
    expect(refused).toBeGreaterThanOrEqual(6);
  });

  it('trusts the browser that reset the password', async () => {
    const email = uniqueEmail();
    await signUpOwner(t.client(), email);
    // Enough failures that the account waits 16 s: longer than this test.
    for (let i = 0; i < 8; i += 1) {
      await waitOut(`account:${email}`);
      await login(t.client(), email, WRONG, `192.0.2.${60 + i}`);
    }
    expect((await login(t.client(), email, STRONG_PASSWORD, '192.0.2.70')).statusCode).toBe(429);
    await t.client().post('/api/services/password-reset/generate-reset-token/', { email });
    const token = /reset-password\/([\w-]+)\//.exec(t.smtp.lastTo(email)!.text)![1]!;
    const browser = t.client();
    await browser.post('/api/services/password-reset/reset-password/', {
      token,
      password: 'Brand-New-Pass-9',
    });
    await browser.post('/api/jwt/logout/');
    expect((await login(browser, email, 'Brand-New-Pass-9', '192.0.2.70')).statusCode).toBe(200);
  });

  it('forgets the failures of an account once its password is given', async () => {
    const email = uniqueEmail();
    await signUpOwner(t.client(), email);
    for (let i = 0; i < 2; i += 1) await login(t.client(), email, WRONG, '192.0.2.50');
    expect((await login(t.client(), email, STRONG_PASSWORD, '192.0.2.50')).statusCode).toBe(200);
    expect(await throttle(`account:${email}`)).toBeUndefined();
    expect((await throttle('address:192.0.2.50'))!.failures).toBe(2);
  });
});

describe('client addresses behind proxies', { timeout: 120_000 }, () => {
  async function addressLimitedApp(TRUST_PROXY: string) {
    return createTestApp({
      env: { TRUST_PROXY },
      rateLimits: { guestSession: { limit: 2, windowSeconds: 3600 } },
    });
  }

  const guestFrom = (app: TestApp, remoteAddress: string, forwardedFor?: string) =>
    app
      .client()
      .post(
        '/api/services/guest/',
        { isAnonymous: true },
        { remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} },
      );

  it('ignores a forged X-Forwarded-For by default', async () => {
    const app = await addressLimitedApp('false');
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await guestFrom(app, '198.51.100.1', `10.1.1.${i}`)).statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await app.close();
    }
  });

  it('believes only the proxies named, and only the hops counted', async () => {
    const named = await addressLimitedApp('10.0.0.1, 10.0.1.0/24');
    try {
      // Through the trusted proxy each client is itself...
      for (let i = 0; i < 3; i += 1) {
        expect((await guestFrom(named, '10.0.0.1', `203.0.113.${i}`)).statusCode).toBe(201);
      }
      // ...straight from an untrusted address, the header changes nothing.
      const direct = [];
      for (let i = 0; i < 3; i += 1) {
        direct.push((await guestFrom(named, '198.51.100.2', `203.0.113.${10 + i}`)).statusCode);
      }
      expect(direct).toEqual([201, 201, 429]);
      // A client cannot prepend its own entries past the trusted proxy.
      const prepended = [];
      for (let i = 0; i < 3; i += 1) {
        prepended.push(
          (await guestFrom(named, '10.0.1.7', `192.0.2.${i}, 198.51.100.3`)).statusCode,
        );
      }
      expect(prepended).toEqual([201, 201, 429]);
    } finally {
      await named.close();
    }

    const oneHop = await addressLimitedApp('1');
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push(
          (await guestFrom(oneHop, '10.0.0.9', `192.0.2.${i}, 198.51.100.4`)).statusCode,
        );
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await oneHop.close();
    }
  });
});
