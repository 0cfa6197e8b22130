import { eq } from 'drizzle-orm';
import { messages } from '@stayfront/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohosts, passwordResetTokens } from '../../../db/schema/index';
import { signedInCohost } from '../../../testing/cohost-factory';
import {
  signedInOwner,
  signUpOwner,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../../testing/factories';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Brand-New-Pass-7';

async function requestLink(email: string) {
  const response = await t
    .client()
    .post('/api/services/password-reset/generate-reset-token/', { email });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ ok: true });
  const mail = t.smtp.lastTo(email);
  expect(mail).toBeDefined();
  const match = mail!.text.match(new RegExp(`${TEST_PUBLIC_URL}/reset-password/([\\w-]+)/`));
  expect(match).not.toBeNull();
  return { mail: mail!, token: match![1]! };
}

describe('password reset', () => {
  it('e-mails a branded link that sets the password and signs the user in', async () => {
    const { email } = await signUpOwner(t.client());
    const { mail, token } = await requestLink(email);
    expect(mail.subject).toBe('Reset your Stayfront password');
    expect(mail.html).toContain(`${TEST_PUBLIC_URL}/reset-password/${token}/`);
    expect(mail.html).toContain('support@stayfront.com');

    const client = t.client();
    const reset = await client.post('/api/services/password-reset/reset-password/', {
      password: NEW_PASSWORD,
      token,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ email, role: 'HOST' });
    expect((await client.get('/api/jwt/me/')).json().email).toBe(email);

    const oldLogin = await t.client().post('/api/jwt/login/', { email, password: STRONG_PASSWORD });
    expect(oldLogin.statusCode).toBe(400);
    const newLogin = await t.client().post('/api/jwt/login/', { email, password: NEW_PASSWORD });
    expect(newLogin.statusCode).toBe(200);
  });

  it('stores the token hashed, never in clear', async () => {
    const { email, userId } = await signUpOwner(t.client());
    const { token } = await requestLink(email);
    const rows = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('works once only', async () => {
    const { email } = await signUpOwner(t.client());
    const { token } = await requestLink(email);
    const first = await t
      .client()
      .post('/api/services/password-reset/reset-password/', { password: NEW_PASSWORD, token });
    expect(first.statusCode).toBe(200);
    const second = await t
      .client()
      .post('/api/services/password-reset/reset-password/', { password: 'Another-Pass-8', token });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ token: ['Does not exist or expired'] });
  });

  it('expires after 24 hours', async () => {
    const client = t.client();
    const { email, userId } = await signUpOwner(client);
    const { token } = await requestLink(email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, userId));
    const response = await t
      .client()
      .post('/api/services/password-reset/reset-password/', { password: NEW_PASSWORD, token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ token: ['Does not exist or expired'] });
    expect((await client.get('/api/jwt/me/')).statusCode).toBe(200);
  });

  it('ends sessions opened before the reset', async () => {
    const client = t.client();
    const { email } = await signUpOwner(client);
    const { token } = await requestLink(email);
    await t
      .client()
      .post('/api/services/password-reset/reset-password/', { password: NEW_PASSWORD, token });
    expect((await client.get('/api/jwt/me/')).statusCode).toBe(401);
  });

  it('neither signs in nor changes the password of a removed co-host', async () => {
    const { client: owner, ownerId } = await signedInOwner(t);
    const helper = await signedInCohost(t, ownerId);
    await owner.post(`/api/services/co-host/${helper.cohostId}/remove/`);
    const { token } = await requestLink(helper.email);
    const client = t.client();
    const reset = await client.post('/api/services/password-reset/reset-password/', {
      password: NEW_PASSWORD,
      token,
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ non_field_errors: [messages.cohostAccessRemoved] });
    expect((await client.get('/api/jwt/me/')).statusCode).toBe(401);
    const cohost = await t.db.query.cohosts.findFirst({ where: eq(cohosts.id, helper.cohostId) });
    expect(cohost!.status).toBe('REMOVED');
    const login = await t
      .client()
      .post('/api/jwt/login/', { email: helper.email, password: NEW_PASSWORD });
    expect(login.json()).toEqual({ non_field_errors: [messages.invalidCredentials] });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await t
      .client()
      .post('/api/services/password-reset/generate-reset-token/', { email });
    expect(response.statusCode).toBe(200);
    expect(t.smtp.lastTo(email)).toBeUndefined();
  });

  it('refuses an unknown token and a weak password', async () => {
    const unknown = await t.client().post('/api/services/password-reset/reset-password/', {
      password: NEW_PASSWORD,
      token: 'nope',
    });
    expect(unknown.json()).toEqual({ token: ['Does not exist or expired'] });
    const weak = await t
      .client()
      .post('/api/services/password-reset/reset-password/', { password: 'weak', token: 'x' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toHaveProperty('password');
  });

  it('validates the e-mail', async () => {
    const response = await t
      .client()
      .post('/api/services/password-reset/generate-reset-token/', { email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['This field is required.'] });
  });
});
