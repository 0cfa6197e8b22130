import { eq } from 'drizzle-orm';
import { accountMessages, messages, planMessages } from '@stayfront/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohosts, owners, users } from '../../../db/schema/index';
import { signedInCohost } from '../../../testing/cohost-factory';
import {
  signedInOwner,
  signUpOwner,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../../testing/factories';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function proPlusOwner() {
  const host = await signedInOwner(t);
  await t.db.update(owners).set({ plan: 'PRO_PLUS' }).where(eq(owners.id, host.ownerId));
  return host;
}

const invite = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/api/services/co-host/create/', body);

/** The set-up link of the newest invitation e-mail to `email`. */
async function invitationLink(email: string, after = 0) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = t.smtp.received.filter((mail) => mail.to.includes(email));
    if (mails.length > after || Date.now() > deadline) {
      const text = mails.at(-1)?.text ?? '';
      return /\/co-host\/setup-password\/([0-9a-f-]{36})\//.exec(text)?.[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('co-hosts', () => {
  it('invites by e-mail; the co-host accepts from the link and appears as accepted', async () => {
    const { client } = await proPlusOwner();
    const email = uniqueEmail('helper');
    const created = await invite(client, {
      email: email.toUpperCase(),
      phone_number: '(415) 555-0123',
      is_sales_sms_enabled: true,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      email,
      phone_number: '+14155550123',
      is_sales_sms_enabled: true,
      status: 'PENDING',
      is_self: false,
    });
    const uuid = await invitationLink(email);
    expect(uuid).toBeDefined();
    const accepted = await t
      .client()
      .post(`/api/services/co-host/${uuid}/setup-password/`, { password: STRONG_PASSWORD });
    expect(accepted.statusCode).toBe(200);
    const list = (await client.get('/api/services/co-host/')).json().results;
    expect(list).toEqual([expect.objectContaining({ email, status: 'ACCEPTED' })]);
  });

  it("answers the spec's messages", async () => {
    const { client, email: ownEmail } = await proPlusOwner();
    expect((await invite(client, { email: '' })).json()).toEqual({
      email: [accountMessages.cohostEmailRequired],
    });
    expect((await invite(client, { email: 'x@' })).json()).toEqual({
      email: [accountMessages.cohostEmailInvalid],
    });
    expect(
      (await invite(client, { email: uniqueEmail(), phone_number: '12345' })).json(),
    ).toMatchObject({ phone_number: [accountMessages.cohostPhoneInvalid] });
    expect(
      (await invite(client, { email: uniqueEmail(), is_request_sms_enabled: true })).json(),
    ).toEqual({ phone_number: [accountMessages.smsChannelWithoutPhone] });
    expect(
      (await invite(client, { email: uniqueEmail(), phone_number: '4155550123' })).json(),
    ).toEqual({ non_field_errors: [accountMessages.cohostPhoneWithoutChannel] });
    expect((await invite(client, { email: ownEmail })).json()).toEqual({
      email: [accountMessages.cohostIsOwner],
    });
    const email = uniqueEmail();
    expect((await invite(client, { email })).statusCode).toBe(200);
    expect((await invite(client, { email })).json()).toEqual({
      email: [accountMessages.cohostAlreadyInvited],
    });
    expect((await client.get('/api/services/co-host/')).json().results).toHaveLength(1);
  });

  it('are refused below Pro Plus', async () => {
    const { client, ownerId } = await signedInOwner(t);
    const basic = await invite(client, { email: uniqueEmail() });
    expect(basic.statusCode).toBe(400);
    expect(basic.json()).toEqual({ non_field_errors: [planMessages.cohostsNeedProPlus] });
    await t.db.update(owners).set({ plan: 'PRO' }).where(eq(owners.id, ownerId));
    expect((await invite(client, { email: uniqueEmail() })).statusCode).toBe(400);
    expect((await client.get('/api/services/co-host/')).json().results).toEqual([]);
  });

  it('edits phone and texts but never the e-mail', async () => {
    const { client } = await proPlusOwner();
    const email = uniqueEmail();
    const { id } = (await invite(client, { email })).json();
    const updated = await client.post(`/api/services/co-host/${id}/update/`, {
      phone_number: '+1 604 555 0100',
      is_request_sms_enabled: true,
    });
    expect(updated.json()).toMatchObject({ email, phone_number: '+16045550100' });
    const withEmail = await client.post(`/api/services/co-host/${id}/update/`, {
      email: uniqueEmail(),
    });
    expect(withEmail.statusCode).toBe(400);
  });

  it('resends an expired invitation with a new link; the old link stops working', async () => {
    const { client } = await proPlusOwner();
    const email = uniqueEmail();
    const { id } = (await invite(client, { email })).json();
    const oldUuid = await invitationLink(email);
    await t.db
      .update(cohosts)
      .set({ invitationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(cohosts.id, id));
    expect((await client.get('/api/services/co-host/')).json().results[0].status).toBe(
      'INVITATION_EXPIRED',
    );
    const resent = await client.post(`/api/services/co-host/${id}/resend-invitation/`);
    expect(resent.json()).toEqual({ ok: true });
    const newUuid = await invitationLink(email, 1);
    expect(newUuid).not.toBe(oldUuid);
    const old = await t.client().get(`/api/services/co-host/${oldUuid}/check-uuid/`);
    expect(old.json()).toEqual({ is_valid: false });
    const fresh = await t.client().get(`/api/services/co-host/${newUuid}/check-uuid/`);
    expect(fresh.json()).toEqual({ is_valid: true });
    expect((await client.get('/api/services/co-host/')).json().results[0].status).toBe('PENDING');
  });

  it('removes a co-host, whose sessions end at once; never oneself; then no actions', async () => {
    const { client, ownerId } = await proPlusOwner();
    const helper = await signedInCohost(t, ownerId);
    const other = await signedInCohost(t, ownerId);

    const self = await helper.client.post(`/api/services/co-host/${helper.cohostId}/remove/`);
    expect(self.json()).toEqual({ non_field_errors: [accountMessages.cohostCannotRemoveSelf] });
    const list = (await helper.client.get('/api/services/co-host/')).json().results;
    expect(list.find((c: { id: string }) => c.id === helper.cohostId).is_self).toBe(true);

    expect((await client.post(`/api/services/co-host/${other.cohostId}/remove/`)).json()).toEqual({
      ok: true,
    });
    expect((await other.client.get('/api/jwt/me/')).statusCode).toBe(401);
    const again = t.client();
    const login = await again.post('/api/jwt/login/', {
      email: other.email,
      password: STRONG_PASSWORD,
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ non_field_errors: [messages.cohostAccessRemoved] });
    expect(login.headers['set-cookie']).toBeUndefined();
    expect((await again.get('/api/jwt/me/')).statusCode).toBe(401);
    expect(
      (await client.post(`/api/services/co-host/${other.cohostId}/resend-invitation/`)).json(),
    ).toEqual({ non_field_errors: [accountMessages.cohostNotResendable] });
    expect((await client.post(`/api/services/co-host/${other.cohostId}/remove/`)).statusCode).toBe(
      400,
    );
  });

  it('lets a removed co-host sign in again only once a new invitation is accepted', async () => {
    const { client, ownerId } = await proPlusOwner();
    const helper = await signedInCohost(t, ownerId);
    const { invitationUuid: oldUuid } = (await t.db.query.cohosts.findFirst({
      where: eq(cohosts.id, helper.cohostId),
    }))!;
    await client.post(`/api/services/co-host/${helper.cohostId}/remove/`);
    const signIn = () =>
      t.client().post('/api/jwt/login/', { email: helper.email, password: STRONG_PASSWORD });
    const { lastLogin } = (await t.db.query.users.findFirst({
      where: eq(users.id, helper.userId),
    }))!;

    const mailsBefore = t.smtp.received.filter((mail) => mail.to.includes(helper.email)).length;
    const reinvited = await invite(client, { email: helper.email });
    expect(reinvited.json()).toMatchObject({ id: helper.cohostId, status: 'PENDING' });
    const refused = await signIn();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ non_field_errors: [messages.cohostAccessRemoved] });
    const user = await t.db.query.users.findFirst({ where: eq(users.id, helper.userId) });
    expect(user!.lastLogin).toEqual(lastLogin);

    // The link from before the removal stays dead; only the new one brings the access back.
    const replay = await t
      .client()
      .post(`/api/services/co-host/${oldUuid}/setup-password/`, { password: STRONG_PASSWORD });
    expect(replay.json()).toEqual({ non_field_errors: [messages.invitationInvalid] });
    expect((await signIn()).statusCode).toBe(400);
    const uuid = await invitationLink(helper.email, mailsBefore);
    expect(uuid).not.toBe(oldUuid);
    const accepted = await t
      .client()
      .post(`/api/services/co-host/${uuid}/setup-password/`, { password: STRONG_PASSWORD });
    expect(accepted.statusCode).toBe(200);
    expect((await signIn()).json()).toMatchObject({ owner_id: ownerId, is_cohost: true });
  });

  it('signs a co-host of two owners in for the one who keeps them, until both removed', async () => {
    const first = await proPlusOwner();
    const second = await proPlusOwner();
    const helper = await signedInCohost(t, first.ownerId);
    expect((await invite(second.client, { email: helper.email })).statusCode).toBe(200);
    const uuid = await invitationLink(helper.email);
    await t
      .client()
      .post(`/api/services/co-host/${uuid}/setup-password/`, { password: STRONG_PASSWORD });
    // The second owner cannot remove the first owner's co-host entry.
    const foreign = await second.client.post(`/api/services/co-host/${helper.cohostId}/remove/`);
    expect(foreign.statusCode).toBe(404);
    await first.client.post(`/api/services/co-host/${helper.cohostId}/remove/`);
    const signIn = () =>
      t.client().post('/api/jwt/login/', { email: helper.email, password: STRONG_PASSWORD });
    expect((await signIn()).json()).toMatchObject({ owner_id: second.ownerId, is_cohost: true });
    const [entry] = (await second.client.get('/api/services/co-host/')).json().results;
    await second.client.post(`/api/services/co-host/${entry.id}/remove/`);
    expect((await signIn()).json()).toEqual({ non_field_errors: [messages.cohostAccessRemoved] });
  });

  it('ends a session started while the co-host was being removed', async () => {
    const { ownerId } = await proPlusOwner();
    const helper = await signedInCohost(t, ownerId);
    // The removal's own session ending is skipped: as if the sign-in came just after it.
    await t.db.update(cohosts).set({ status: 'REMOVED' }).where(eq(cohosts.id, helper.cohostId));
    expect((await helper.client.get('/api/jwt/me/')).statusCode).toBe(401);
    expect((await helper.client.get('/api/services/co-host/')).statusCode).toBe(401);
  });

  it('refuses to invite an address that has its own host account, and sends nothing', async () => {
    const { client } = await proPlusOwner();
    const { email } = await signUpOwner(t.client());
    for (const address of [email, email.toUpperCase()]) {
      const response = await invite(client, { email: address });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ email: [accountMessages.cohostHasOwnAccount] });
    }
    expect((await client.get('/api/services/co-host/')).json().results).toEqual([]);
    expect(t.smtp.received.filter((mail) => mail.to.includes(email))).toEqual([]);
  });

  it('refuses to resend an invitation to an address that became an owner since', async () => {
    const { client } = await proPlusOwner();
    const email = uniqueEmail('later-owner');
    const { id } = (await invite(client, { email })).json();
    await invitationLink(email);
    await signUpOwner(t.client(), email);
    const resent = await client.post(`/api/services/co-host/${id}/resend-invitation/`);
    expect(resent.statusCode).toBe(400);
    expect(resent.json()).toEqual({ non_field_errors: [accountMessages.cohostHasOwnAccount] });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it("answers another owner's co-host with 404 and needs a host session", async () => {
    const { client } = await proPlusOwner();
    const { id } = (await invite(client, { email: uniqueEmail() })).json();
    const stranger = await proPlusOwner();
    for (const path of ['update', 'remove', 'resend-invitation']) {
      const response = await stranger.client.post(`/api/services/co-host/${id}/${path}/`, {});
      expect(response.statusCode).toBe(404);
    }
    const malformed = await stranger.client.post('/api/services/co-host/not-a-uuid/remove/');
    expect(malformed.json()).toEqual({ id: ['Not found.'] });
    expect((await t.client().get('/api/services/co-host/')).statusCode).toBe(401);
  });
});
