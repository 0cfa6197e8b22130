import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests, owners, users } from '../../../db/schema/index';
import { STRONG_PASSWORD, uniqueEmail } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/services/owner/ (sign-up)', () => {
  it('creates a host user with an owner record and an argon2id hash', async () => {
    const email = uniqueEmail();
    const response = await t.client().post('/api/services/owner/', {
      firstName: 'Maya',
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
      isActive: true,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ user: { email, id: expect.any(String) } });
    const user = await t.db.query.users.findFirst({ where: eq(users.id, body.user.id) });
    expect(user).toMatchObject({ role: 'HOST', firstName: 'Maya', email });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(
      await t.db.query.owners.findFirst({ where: eq(owners.userId, body.user.id) }),
    ).toMatchObject({
      plan: 'BASIC',
    });
  });

  it('refuses a taken e-mail and creates nothing', async () => {
    const email = uniqueEmail();
    const first = await t
      .client()
      .post('/api/services/owner/', { firstName: 'A', email, password: STRONG_PASSWORD });
    expect(first.statusCode).toBe(201);
    const before = await t.db.$count(users);
    const second = await t
      .client()
      .post('/api/services/owner/', { firstName: 'B', email, password: STRONG_PASSWORD });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ email: ['user with this email address already exists.'] });
    expect(await t.db.$count(users)).toBe(before);
  });

  it('gives each rule its message', async () => {
    const response = await t
      .client()
      .post('/api/services/owner/', { firstName: '  ', email: 'x@', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      firstName: ['This field is required.'],
      email: ['Enter a valid email'],
      password: [
        'The password must have at least 8 characters, an uppercase letter, a number and a special character.',
      ],
    });
  });

  it.each([
    ['no uppercase', 'sunny-days-42'],
    ['no number', 'Sunny-Days-xx'],
    ['no special character', 'SunnyDays42'],
    ['too short', 'Sun-4'],
  ])('refuses a password with %s', async (_rule, password) => {
    const response = await t
      .client()
      .post('/api/services/owner/', { firstName: 'A', email: uniqueEmail(), password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('password');
  });
});

describe('POST /api/services/guest/ (anonymous guest)', () => {
  it('creates a guest that can log in with the returned e-mail', async () => {
    const password = 'Ab1!Ab1!Ab1!Ab1!Ab1';
    expect(password).toHaveLength(19);
    const client = t.client();
    const created = await client.post('/api/services/guest/', {
      isAnonymous: true,
      isActive: true,
      password,
    });
    expect(created.statusCode).toBe(201);
    const { email } = created.json();
    expect(email).toMatch(/^guest-.+@guests\.invalid$/);
    const login = await client.post('/api/jwt/login/', { email, password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ role: 'GUEST', owner_id: null, is_cohost: false });
    const user = await t.db.query.users.findFirst({ where: eq(users.email, email) });
    expect(user?.isAnonymous).toBe(true);
    expect(await t.db.query.guests.findFirst({ where: eq(guests.userId, user!.id) })).toBeDefined();
  });

  it('starts the guest session in the same call, and needs no password for it', async () => {
    const client = t.client();
    const created = await client.post('/api/services/guest/', { isAnonymous: true });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: expect.stringMatching(/^guest-.+@guests\.invalid$/),
      role: 'GUEST',
      owner_id: null,
    });
    expect((await client.get('/api/jwt/me/')).json()).toEqual(created.json());
    const user = await t.db.query.users.findFirst({ where: eq(users.id, created.json().user_id) });
    // No password: nobody can sign in to this account, only its session reaches it.
    expect(user?.passwordHash).toBeNull();
  });

  it('ends the session the browser had before when it makes a new guest', async () => {
    const browser = t.client();
    const first = (await browser.post('/api/services/guest/', { isAnonymous: true })).json();
    const firstCookies = new Map(browser.cookies);
    const second = (await browser.post('/api/services/guest/', { isAnonymous: true })).json();
    expect(second.user_id).not.toBe(first.user_id);
    expect((await browser.get('/api/jwt/me/')).json()).toEqual(second);
    const stale = t.client();
    for (const [name, value] of firstCookies) stale.cookies.set(name, value);
    expect((await stale.get('/api/jwt/me/')).statusCode).toBe(401);
  });

  it('refuses a short password and creates nothing', async () => {
    const before = await t.db.$count(users);
    const response = await t
      .client()
      .post('/api/services/guest/', { isAnonymous: true, password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ password: ['Ensure this field has at least 8 characters.'] });
    expect(await t.db.$count(users)).toBe(before);
  });
});
