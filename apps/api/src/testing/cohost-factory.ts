import type { Db } from '../db/client';
import { and, eq, inArray } from 'drizzle-orm';
import { cohosts, owners } from '../db/schema';
import { STRONG_PASSWORD, uniqueEmail } from './factories';
import type { TestApp } from './test-app';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * An invitation inserted directly. Co-hosts work only for owners on Pro Plus and up, so an owner
 * on a lower plan is moved to Pro Plus first.
 */
export async function insertInvitation(
  db: Db,
  ownerId: string,
  email: string,
  expiresAt = new Date(Date.now() + WEEK_MS),
) {
  await db
    .update(owners)
    .set({ plan: 'PRO_PLUS' })
    .where(and(eq(owners.id, ownerId), inArray(owners.plan, ['BASIC', 'PRO'])));
  const [row] = await db
    .insert(cohosts)
    .values({ ownerId, email, invitationExpiresAt: expiresAt })
    .returning();
  return row!;
}

/** An accepted co-host of `ownerId`, signed in. */
export async function signedInCohost(t: TestApp, ownerId: string) {
  const email = uniqueEmail('cohost');
  const invitation = await insertInvitation(t.db, ownerId, email);
  const client = t.client();
  const setup = await client.post(
    `/api/services/co-host/${invitation.invitationUuid}/setup-password/`,
    { password: STRONG_PASSWORD },
  );
  if (setup.statusCode !== 200) throw new Error(`co-host setup failed: ${setup.body}`);
  const login = await client.post('/api/jwt/login/', { email, password: STRONG_PASSWORD });
  if (login.statusCode !== 200) throw new Error(`co-host login failed: ${login.body}`);
  return { client, email, cohostId: invitation.id, userId: login.json().user_id as string };
}
