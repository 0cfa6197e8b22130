import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../../db/schema/index';
import { signedInOwner } from '../../../testing/factories';
import { signedInSupport } from '../../../testing/support-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('masquerade', () => {
  it('lets a support user act as an owner and come back, recording both ids', async () => {
    const owner = await signedInOwner(t);
    const { client, userId: supportUserId } = await signedInSupport(t);

    const start = await client.post('/api/services/masquerade/start/', { ownerId: owner.ownerId });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({
      email: owner.email,
      role: 'HOST',
      owner_id: owner.ownerId,
      is_masqueraded: true,
    });
    expect((await client.get('/api/jwt/me/')).json()).toMatchObject({
      is_masqueraded: true,
      owner_id: owner.ownerId,
    });

    await client.post('/api/auth/disconnect-backend/', { provider: 'facebook' });
    const [recorded] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'masquerade.request'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(recorded).toMatchObject({ actorUserId: supportUserId, subjectUserId: owner.userId });

    const stop = await client.post('/api/services/masquerade/stop/');
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toMatchObject({
      role: 'SUPPORT',
      is_masqueraded: false,
      user_id: supportUserId,
    });
    const actions = (await t.db.select().from(auditEvents)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['masquerade.start', 'masquerade.stop']));
  });

  it('is for support users only', async () => {
    const owner = await signedInOwner(t);
    const other = await signedInOwner(t);
    const response = await owner.client.post('/api/services/masquerade/start/', {
      ownerId: other.ownerId,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail: 'You do not have permission to perform this action.',
    });
    expect((await owner.client.get('/api/jwt/me/')).json()).toMatchObject({
      owner_id: owner.ownerId,
    });
  });

  it('needs a session, a valid id and an existing owner', async () => {
    expect(
      (await t.client().post('/api/services/masquerade/start/', { ownerId: crypto.randomUUID() }))
        .statusCode,
    ).toBe(401);
    const { client } = await signedInSupport(t);
    const bad = await client.post('/api/services/masquerade/start/', { ownerId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ ownerId: ['Enter a valid owner id.'] });
    expect(
      (await client.post('/api/services/masquerade/start/', { ownerId: crypto.randomUUID() }))
        .statusCode,
    ).toBe(404);
  });

  it('cannot be stopped when not masquerading', async () => {
    const { client } = await signedInSupport(t);
    const response = await client.post('/api/services/masquerade/stop/');
    expect(response.statusCode).toBe(400);
  });
});
