import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohosts } from '../../../db/schema/index';
import { insertInvitation } from '../../../testing/cohost-factory';
import { signedInOwner, STRONG_PASSWORD, uniqueEmail } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const check = (uuid: string) => t.client().get(`/api/services/co-host/${uuid}/check-uuid/`);
const setup = (uuid: string, password = STRONG_PASSWORD) =>
  t.client().post(`/api/services/co-host/${uuid}/setup-password/`, { password });

describe('co-host invitations', () => {
  it('accepts a pending invitation; the co-host then acts for the owner', async () => {
    const { ownerId } = await signedInOwner(t);
    const email = uniqueEmail('cohost');
    const invitation = await insertInvitation(t.db, ownerId, email);
    expect((await check(invitation.invitationUuid)).json()).toEqual({ is_valid: true });

    const response = await setup(invitation.invitationUuid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const login = await t.client().post('/api/jwt/login/', { email, password: STRONG_PASSWORD });
    expect(login.json()).toMatchObject({ role: 'HOST', owner_id: ownerId, is_cohost: true });
    expect((await check(invitation.invitationUuid)).json()).toEqual({ is_valid: false });
  });

  it('cannot be used twice', async () => {
    const { ownerId } = await signedInOwner(t);
    const invitation = await insertInvitation(t.db, ownerId, uniqueEmail('cohost'));
    expect((await setup(invitation.invitationUuid)).statusCode).toBe(200);
    const again = await setup(invitation.invitationUuid, 'Other-Pass-99');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: ['This invitation is invalid.'] });
  });

  it('expires, and is then marked INVITATION_EXPIRED', async () => {
    const { ownerId } = await signedInOwner(t);
    const invitation = await insertInvitation(
      t.db,
      ownerId,
      uniqueEmail('cohost'),
      new Date(Date.now() - 1000),
    );
    expect((await check(invitation.invitationUuid)).json()).toEqual({ is_valid: false });
    expect((await setup(invitation.invitationUuid)).json()).toEqual({
      non_field_errors: ['This invitation is invalid.'],
    });
    const row = await t.db.query.cohosts.findFirst({ where: eq(cohosts.id, invitation.id) });
    expect(row!.status).toBe('INVITATION_EXPIRED');
  });

  it('answers unknown and malformed ids as invalid', async () => {
    expect((await check(randomUUID())).json()).toEqual({ is_valid: false });
    expect((await check('not-a-uuid')).json()).toEqual({ is_valid: false });
    expect((await setup('not-a-uuid')).statusCode).toBe(400);
  });

  it('applies the password rules', async () => {
    const { ownerId } = await signedInOwner(t);
    const invitation = await insertInvitation(t.db, ownerId, uniqueEmail('cohost'));
    const response = await setup(invitation.invitationUuid, 'weakpass');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('password');
    expect((await check(invitation.invitationUuid)).json()).toEqual({ is_valid: true });
  });

  it('refuses to turn another owner into a co-host', async () => {
    const { ownerId } = await signedInOwner(t);
    const other = await signedInOwner(t);
    const invitation = await insertInvitation(t.db, ownerId, other.email);
    const response = await setup(invitation.invitationUuid);
    expect(response.statusCode).toBe(400);
    expect(response.json().non_field_errors[0]).toMatch(/already has its own host account/);
  });
});
