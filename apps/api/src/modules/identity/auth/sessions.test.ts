import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../../db/schema/index';
import {
  signedInOwner,
  signUpOwner,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../../testing/factories';
import { signedInGuest } from '../../../testing/guest-factory';
import { createProductVia } from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { signedInSupport } from '../../../testing/support-factory';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { deleteEndedSessions, endSessionsOfUser } from './sessions.repository';

let t: TestApp;
beforeAll(async () => {
  // The real limit on anonymous sessions; sign-in limits stay generous here.
  t = await createTestApp({ rateLimits: { guestSession: { limit: 300, windowSeconds: 60 } } });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const me = (client: TestClient) => client.get('/api/jwt/me/');

/** Another browser holding a copy of `client`'s session cookie (a stolen or shared cookie). */
function copyOf(client: TestClient): TestClient {
  const copy = t.client();
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

async function sessionOf(userId: string) {
  const rows = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
  return rows.filter((row) => row.revokedAt === null);
}

describe('server-side sessions', () => {
  it('logout ends the session at once: the old cookie gets 401', async () => {
    const { client } = await signedInOwner(t);
    const stolen = copyOf(client);
    expect((await me(stolen)).statusCode).toBe(200);
    expect((await client.post('/api/jwt/logout/')).statusCode).toBe(204);
    expect((await me(client)).statusCode).toBe(401);
    const replay = await me(stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: expect.any(String) });
  });

  it('a guest logout ends the storefront session too (the cart read checks it in its own query)', async () => {
    const host = await signedInOwner(t);
    const store = await createStoreVia(host.client, host.ownerId);
    const guest = await signedInGuest(t);
    const stolen = copyOf(guest.client);
    const cart = `/api/services/guest/store-cart/${store.id}/detail/`;
    expect((await stolen.get(cart)).statusCode).toBe(200);
    await guest.client.post('/api/jwt/logout/');
    expect((await stolen.get(cart)).statusCode).toBe(401);
  });

  it('gives host cookies 14 days and guest cookies 30, matching the session rows', async () => {
    const host = t.client();
    const email = uniqueEmail();
    await host.post('/api/services/owner/', { firstName: 'A', email, password: STRONG_PASSWORD });
    const login = await host.post('/api/jwt/login/', { email, password: STRONG_PASSWORD });
    const hostCookie = login.cookies.find((c) => c.name === 'stayfront_session');
    expect(hostCookie).toMatchObject({ maxAge: 14 * 86400, httpOnly: true, sameSite: 'Lax' });
    const guest = await t.client().post('/api/services/guest/', { isAnonymous: true });
    const guestCookie = guest.cookies.find((c) => c.name === 'stayfront_session');
    expect(guestCookie).toMatchObject({ maxAge: 30 * 86400 });

    const [hostRow] = await sessionOf(login.json().user_id);
    const [guestRow] = await sessionOf(guest.json().user_id);
    expect(hostRow!.kind).toBe('host');
    expect(guestRow!.kind).toBe('guest');
    const days = (row: typeof hostRow) =>
      Math.round((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000);
    expect(days(hostRow)).toBe(14);
    expect(days(guestRow)).toBe(30);
  });

  it('ends a host session after 7 idle days, not a guest session', async () => {
    const host = await signedInOwner(t);
    const guest = await signedInGuest(t);
    const idle = async (userId: string, days: number) =>
      t.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(sessions.userId, userId));
    await idle(host.userId, 6);
    expect((await me(host.client)).statusCode).toBe(200);
    await idle(host.userId, 8);
    expect((await me(host.client)).statusCode).toBe(401);
    await idle(guest.userId, 20);
    expect((await me(guest.client)).statusCode).toBe(200);
  });

  it('ends any session at its expiry', async () => {
    const guest = await signedInGuest(t);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, guest.userId));
    expect((await me(guest.client)).statusCode).toBe(401);
  });

  it('writes last_seen at most once per 5 minutes', async () => {
    const host = await signedInOwner(t);
    const lastSeen = async () => (await sessionOf(host.userId))[0]!.lastSeenAt.getTime();
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '6 minutes'` })
      .where(eq(sessions.userId, host.userId));
    const stale = await lastSeen();
    await me(host.client);
    const touched = await lastSeen();
    expect(touched - stale).toBeGreaterThan(5 * 60_000);
    await me(host.client);
    await me(host.client);
    expect(await lastSeen()).toBe(touched);
  });

  it("endSessionsOfUser ends a user's other sessions and keeps the one named", async () => {
    const email = uniqueEmail();
    const laptop = t.client();
    const { userId } = await signUpOwner(laptop, email);
    const phone = t.client();
    await phone.post('/api/jwt/login/', { email, password: STRONG_PASSWORD });
    const [laptopSession] = (await sessionOf(userId)).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    );
    await endSessionsOfUser(t.db, userId, { except: laptopSession!.id });
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    await endSessionsOfUser(t.db, userId);
    expect((await me(laptop)).statusCode).toBe(401);
  });

  it("a masquerade ends with the support user's sessions, and stop ends the masquerade", async () => {
    const host = await signedInOwner(t);
    const support = await signedInSupport(t);
    const supportCookie = copyOf(support.client);
    await support.client.post('/api/services/masquerade/start/', { ownerId: host.ownerId });
    expect((await me(support.client)).json()).toMatchObject({ is_masqueraded: true });
    // Starting the masquerade replaced the support user's own session in this browser.
    expect((await me(supportCookie)).statusCode).toBe(401);
    const masquerade = copyOf(support.client);
    await support.client.post('/api/services/masquerade/stop/');
    expect((await me(support.client)).json()).toMatchObject({ is_masqueraded: false });
    expect((await me(masquerade)).statusCode).toBe(401);

    await support.client.post('/api/services/masquerade/start/', { ownerId: host.ownerId });
    await endSessionsOfUser(t.db, support.userId);
    expect((await me(support.client)).statusCode).toBe(401);
    // The host's own session is not touched.
    expect((await me(host.client)).statusCode).toBe(200);
  });

  it('deletes sessions a day after they ended, and no live one', async () => {
    const ended = await signedInGuest(t);
    const expired = await signedInGuest(t);
    const justEnded = await signedInGuest(t);
    const live = await signedInGuest(t);
    const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`;
    const ofUser = (userId: string) => eq(sessions.userId, userId);
    await t.db
      .update(sessions)
      .set({ revokedAt: hoursAgo(25) })
      .where(ofUser(ended.userId));
    await t.db
      .update(sessions)
      .set({ expiresAt: hoursAgo(25) })
      .where(ofUser(expired.userId));
    await t.db
      .update(sessions)
      .set({ revokedAt: hoursAgo(1) })
      .where(ofUser(justEnded.userId));
    expect(await deleteEndedSessions(t.db)).toBeGreaterThanOrEqual(2);
    const left = async (userId: string) => t.db.$count(sessions, ofUser(userId));
    expect(await left(ended.userId)).toBe(0);
    expect(await left(expired.userId)).toBe(0);
    expect(await left(justEnded.userId)).toBe(1);
    expect(await left(live.userId)).toBe(1);
    expect((await me(live.client)).statusCode).toBe(200);
  });

  it('refuses a token whose session row belongs to someone else', async () => {
    const a = await signedInOwner(t);
    const b = await signedInOwner(t);
    const [sessionB] = await sessionOf(b.userId);
    await t.db.update(sessions).set({ userId: a.userId }).where(eq(sessions.id, sessionB!.id));
    expect((await me(b.client)).statusCode).toBe(401);
  });
});

describe('anonymous guest sessions from one address', () => {
  it(
    'lets 1,000 guests behind one address each get a session and fill a cart',
    { timeout: 300_000 },
    async () => {
      const host = await signedInOwner(t);
      const store = await createStoreVia(host.client, host.ownerId);
      const product = await createProductVia(host.client, store.id);
      const address = '203.0.113.50';
      // Time moves one minute per 250 guests: the per-address limit is 300 a minute.
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      const userIds = new Set<string>();
      for (let i = 0; i < 1000; i += 1) {
        vi.setSystemTime(start + Math.floor(i / 250) * 60_000);
        const guest = await signedInGuest(t, address);
        const added = await guest.client.request(
          'PATCH',
          '/api/services/order/add/',
          { product_id: product.id, quantity: 1 },
          { remoteAddress: address },
        );
        expect(added.statusCode).toBe(200);
        expect(added.json().order_product_quantity).toBe(1);
        userIds.add(guest.userId);
      }
      expect(userIds.size).toBe(1000);

      // The limit itself: one client making accounts in bulk is stopped within the minute.
      vi.setSystemTime(start + 10 * 60_000);
      const burst = [];
      for (let i = 0; i < 301; i += 1) {
        burst.push(
          (
            await t
              .client()
              .post(
                '/api/services/guest/',
                { isAnonymous: true },
                { remoteAddress: '198.51.100.7' },
              )
          ).statusCode,
        );
      }
      expect(burst.slice(0, 300).every((status) => status === 201)).toBe(true);
      expect(burst[300]).toBe(429);
    },
  );

  it('never counts a guest session against the sign-in limits of the address', async () => {
    const limited = await createTestApp({
      rateLimits: { signInAddress: { limit: 2, windowSeconds: 900 } },
    });
    try {
      const address = '192.0.2.40';
      for (let i = 0; i < 20; i += 1) {
        const guest = await limited
          .client()
          .post('/api/services/guest/', { isAnonymous: true }, { remoteAddress: address });
        expect(guest.statusCode).toBe(201);
      }
      const host = limited.client();
      const email = uniqueEmail();
      await host.post('/api/services/owner/', { firstName: 'A', email, password: STRONG_PASSWORD });
      const login = await host.post(
        '/api/jwt/login/',
        { email, password: STRONG_PASSWORD },
        { remoteAddress: address },
      );
      expect(login.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
