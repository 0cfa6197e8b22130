import type { Db } from '../db/client';
import { cohosts } from '../db/schema';
import { STRONG_PASSWORD, uniqueEmail } from './factories';
import type { TestApp } from './test-app';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Invitations are created from My Account (a later issue); tests insert them directly. */
export async function insertInvitation(
  db: Db,
  ownerId: string,
  email: string,
  expiresAt = new Date(Date.now() + WEEK_MS),
) {
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
