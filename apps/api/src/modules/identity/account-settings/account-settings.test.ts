import { eq } from 'drizzle-orm';
import { accountMessages, messages, planMessages, type Plan } from '@stayfront/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owners, phoneNotificationSettings, users } from '../../../db/schema/index';
import { signedInCohost } from '../../../testing/cohost-factory';
import { signedInOwner, STRONG_PASSWORD, uniqueEmail } from '../../../testing/factories';
import { signedInSupport } from '../../../testing/support-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PROFILE = '/api/services/owner/update-profile-details/';
const PASSWORD = '/api/services/user/current/passwordchange/';
const PHONES_GET = '/api/services/owner/phone-notification-settings/retrieve/';
const PHONES_SAVE = '/api/services/owner/phone-notification-settings/update/';

const setPlan = (ownerId: string, plan: Plan) =>
  t.db.update(owners).set({ plan }).where(eq(owners.id, ownerId));

describe('profile details', () => {
  it('saves names and phone (digits only) and keeps the session when the e-mail stays', async () => {
    const { client, email, ownerId } = await signedInOwner(t);
    const response = await client.post(PROFILE, {
      first_name: ' Ana ',
      last_name: 'Lima',
      email: email.toUpperCase(),
      phone: '(415) 555-0100',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      logged_out: false,
      data: { first_name: 'Ana', last_name: 'Lima', email, phone: '4155550100' },
    });
    const detail = (await client.get(`/api/services/owner/${ownerId}/detail/`)).json();
    expect(detail).toMatchObject({ firstName: 'Ana', lastName: 'Lima', phone: '4155550100' });
  });

  it("answers the spec's messages and saves nothing", async () => {
    const { client, ownerId } = await signedInOwner(t);
    const response = await client.post(PROFILE, { first_name: '', email: 'nope', phone: '123' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      first_name: [accountMessages.firstNameRequired],
      email: [accountMessages.invalidEmail],
      phone: [accountMessages.invalidPhone],
    });
    const detail = (await client.get(`/api/services/owner/${ownerId}/detail/`)).json();
    expect(detail.firstName).toBe('Ana');
    expect(
      (await client.post(PROFILE, { first_name: 'A', email: 'a@b.co', x: 1 })).statusCode,
    ).toBe(400);
  });

  it('changes the e-mail: unique, the old address is told, every session ends', async () => {
    const { client, email } = await signedInOwner(t);
    const other = await signedInOwner(t);
    const taken = await client.post(PROFILE, { first_name: 'Ana', email: other.email });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: [accountMessages.emailTaken] });

    const secondDevice = t.client();
    await secondDevice.post('/api/jwt/login/', { email, password: STRONG_PASSWORD });
    const newEmail = uniqueEmail('moved');
    const response = await client.post(PROFILE, { first_name: 'Ana', email: newEmail });
    expect(response.json()).toMatchObject({ ok: true, logged_out: true });
    expect((await client.get('/api/jwt/me/')).statusCode).toBe(401);
    expect((await secondDevice.get('/api/jwt/me/')).statusCode).toBe(401);
    const notice = await t.smtp.waitFor(email);
    expect(notice?.subject).toMatch(/e-mail address was changed/);
    expect(notice?.text).toContain(newEmail);
    const login = await t
      .client()
      .post('/api/jwt/login/', { email: newEmail, password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('is for the owner: a co-host gets 403, no session 401', async () => {
    const { ownerId } = await signedInOwner(t);
    const cohost = await signedInCohost(t, ownerId);
    const body = { first_name: 'Eve', email: cohost.email };
    expect((await cohost.client.post(PROFILE, body)).statusCode).toBe(403);
    expect((await cohost.client.get(PHONES_GET)).statusCode).toBe(403);
    expect((await t.client().post(PROFILE, body)).statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('needs the current password, ends other sessions and keeps this one', async () => {
    const { client, email } = await signedInOwner(t);
    const other = t.client();
    await other.post('/api/jwt/login/', { email, password: STRONG_PASSWORD });

    const missing = await client.request('PUT', PASSWORD, {
      new_password1: 'Other-Pass-77',
      new_password2: 'Other-Pass-77',
    });
    expect(missing.json()).toEqual({ old_password: [accountMessages.currentPasswordRequired] });
    const wrong = await client.request('PUT', PASSWORD, {
      old_password: 'Wrong-Pass-11',
      new_password1: 'Other-Pass-77',
      new_password2: 'Other-Pass-77',
    });
    expect(wrong.json()).toEqual({ old_password: [accountMessages.currentPasswordWrong] });
    const rules = await client.request('PUT', PASSWORD, {
      old_password: STRONG_PASSWORD,
      new_password1: '',
      new_password2: 'x',
    });
    expect(rules.json()).toMatchObject({ new_password1: [accountMessages.newPasswordRequired] });
    const mismatch = await client.request('PUT', PASSWORD, {
      old_password: STRONG_PASSWORD,
      new_password1: 'Other-Pass-77',
      new_password2: 'Other-Pass-78',
    });
    expect(mismatch.json()).toEqual({ new_password2: [accountMessages.passwordMismatch] });
    const weak = await client.request('PUT', PASSWORD, {
      old_password: STRONG_PASSWORD,
      new_password1: 'weakweak',
      new_password2: 'weakweak',
    });
    expect(weak.json()).toEqual({ new_password1: [messages.passwordTooWeak] });
    expect((await other.get('/api/jwt/me/')).statusCode).toBe(200);

    const changed = await client.request('PUT', PASSWORD, {
      old_password: STRONG_PASSWORD,
      new_password1: 'Other-Pass-77',
      new_password2: 'Other-Pass-77',
    });
    expect(changed.statusCode).toBe(200);
    expect((await client.get('/api/jwt/me/')).statusCode).toBe(200);
    expect((await other.get('/api/jwt/me/')).statusCode).toBe(401);
    expect(
      (await t.client().post('/api/jwt/login/', { email, password: 'Other-Pass-77' })).statusCode,
    ).toBe(200);
  });

  it('sets a first password without asking for one when none is set', async () => {
    const { client, userId, email } = await signedInOwner(t);
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, userId));
    const response = await client.request('PUT', PASSWORD, {
      new_password1: 'First-Pass-55',
      new_password2: 'First-Pass-55',
    });
    expect(response.statusCode).toBe(200);
    expect(
      (await t.client().post('/api/jwt/login/', { email, password: 'First-Pass-55' })).statusCode,
    ).toBe(200);
  });
});

describe('phone notification settings', () => {
  const row = (phone: string, extra: Record<string, unknown> = {}) => ({
    phone_number: phone,
    is_request_sms_enabled: true,
    is_sales_sms_enabled: false,
    is_marketing_sms_enabled: false,
    ...extra,
  });

  it('are off on Basic, one number on Pro, up to 10 on Pro Plus', async () => {
    const { client, ownerId } = await signedInOwner(t);
    const basic = await client.post(PHONES_SAVE, {
      phone_notification_settings: [row('+1 (415) 555-0101')],
    });
    expect(basic.json()).toEqual({ non_field_errors: [planMessages.smsNeedsPro] });

    await setPlan(ownerId, 'PRO');
    const saved = await client.post(PHONES_SAVE, {
      phone_notification_settings: [row('+1 (415) 555-0101')],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().phone_notification_settings).toEqual([
      expect.objectContaining({ phone_number: '+1 (415) 555-0101', is_request_sms_enabled: true }),
    ]);
    const two = await client.post(PHONES_SAVE, {
      phone_notification_settings: [row('+1 (415) 555-0101'), row('+1 (415) 555-0102')],
    });
    expect(two.json()).toEqual({ non_field_errors: [planMessages.moreNumbersNeedProPlus] });

    await setPlan(ownerId, 'PRO_PLUS');
    const id = saved.json().phone_notification_settings[0].id;
    const many = await client.post(PHONES_SAVE, {
      phone_notification_settings: [
        row('+1 (415) 555-0101', { id, is_sales_sms_enabled: true }),
        row('+1 (415) 555-0102'),
      ],
    });
    expect(many.json().phone_notification_settings).toHaveLength(2);
    expect(many.json().phone_notification_settings[0]).toMatchObject({
      id,
      is_sales_sms_enabled: true,
    });
    const eleven = Array.from({ length: 11 }, (_, i) =>
      row(`+1 (415) 555-01${String(i).padStart(2, '0')}`),
    );
    const tooMany = await client.post(PHONES_SAVE, { phone_notification_settings: eleven });
    expect(tooMany.json()).toEqual({ phone_notification_settings: [planMessages.tooManyNumbers] });

    // A downgrade keeps every number; they come back on upgrade.
    await setPlan(ownerId, 'PRO');
    expect((await client.get(PHONES_GET)).json().phone_notification_settings).toHaveLength(2);
  });

  it("answers the spec's messages and saves nothing of a refused list", async () => {
    const { client, ownerId } = await signedInOwner(t);
    await setPlan(ownerId, 'PRO_PLUS');
    await client.post(PHONES_SAVE, { phone_notification_settings: [row('+1 (415) 555-0101')] });
    const response = await client.post(PHONES_SAVE, {
      phone_notification_settings: [
        row('+1 (415) 555-0109'),
        row('+1 (415) 555-0102', { is_request_sms_enabled: false }),
        row('', { is_sales_sms_enabled: true }),
        row('415-555-0100'),
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      'phone_notification_settings.1.phone_number': [accountMessages.smsPhoneWithoutChannel],
      'phone_notification_settings.2.phone_number': [accountMessages.smsChannelWithoutPhone],
      'phone_notification_settings.3.phone_number': [accountMessages.smsPhoneFormat],
    });
    const kept = (await client.get(PHONES_GET)).json().phone_notification_settings;
    expect(kept.map((r: { phone_number: string }) => r.phone_number)).toEqual([
      '+1 (415) 555-0101',
    ]);
  });

  it("refuses another owner's row with 404", async () => {
    const a = await signedInOwner(t);
    const b = await signedInOwner(t);
    await setPlan(a.ownerId, 'PRO');
    await setPlan(b.ownerId, 'PRO');
    const saved = await a.client.post(PHONES_SAVE, {
      phone_notification_settings: [row('+1 (415) 555-0101')],
    });
    const id = saved.json().phone_notification_settings[0].id;
    const stolen = await b.client.post(PHONES_SAVE, {
      phone_notification_settings: [row('+1 (415) 555-0199', { id })],
    });
    expect(stolen.statusCode).toBe(404);
    const row0 = await t.db.query.phoneNotificationSettings.findFirst({
      where: eq(phoneNotificationSettings.id, id),
    });
    expect(row0!.phoneNumber).toBe('+1 (415) 555-0101');
  });

  it('a support user masquerading acts for the owner', async () => {
    const { ownerId } = await signedInOwner(t);
    await setPlan(ownerId, 'PRO');
    const support = await signedInSupport(t);
    await support.client.post('/api/services/masquerade/start/', { ownerId });
    const response = await support.client.post(PHONES_SAVE, {
      phone_notification_settings: [row('+1 (415) 555-0101')],
    });
    expect(response.statusCode).toBe(200);
  });
});
