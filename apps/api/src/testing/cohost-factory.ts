import type { Db } from '../db/client';
import { cohosts } from '../db/schema';

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
