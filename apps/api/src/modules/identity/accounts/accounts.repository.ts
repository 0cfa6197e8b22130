import type { UserRole } from '@stayfront/core';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { guests, owners, sessions, users } from '../../../db/schema/index';

interface NewUser {
  email: string;
  passwordHash: string | null;
  firstName?: string;
  role: UserRole;
  isActive?: boolean;
  isAnonymous?: boolean;
}

export async function insertUser(db: DbOrTx, values: NewUser) {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

/** Changes what signs a user in and as what: their password, role or anonymity. */
export async function updateUserAccess(
  db: DbOrTx,
  userId: string,
  values: Partial<Pick<typeof users.$inferSelect, 'passwordHash' | 'role' | 'isAnonymous'>>,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

export async function insertOwner(db: DbOrTx, userId: string) {
  const [owner] = await db.insert(owners).values({ userId }).returning();
  return owner!;
}

/**
 * An anonymous guest's user, guest record and first session in one statement: the guest route
 * runs once per new visitor, so it costs one round trip instead of a transaction of four.
 */
export async function insertAnonymousGuestWithSession(
  db: DbOrTx,
  values: { email: string; passwordHash: string | null; sessionSeconds: number },
) {
  const { rows } = await db.execute<{ id: string; email: string; session_id: string }>(sql`
    WITH new_user AS (
      INSERT INTO ${users} (email, password_hash, role, is_anonymous)
      VALUES (${values.email}, ${values.passwordHash}, 'GUEST', true)
      RETURNING id, email
    ), new_guest AS (
      INSERT INTO ${guests} (user_id) SELECT id FROM new_user
    ), new_session AS (
      INSERT INTO ${sessions} (user_id, kind, expires_at)
      SELECT id, 'guest', now() + make_interval(secs => ${values.sessionSeconds})
      FROM new_user
      RETURNING id
    )
    SELECT new_user.id, new_user.email, new_session.id AS session_id
    FROM new_user, new_session`);
  const row = rows[0]!;
  return { user: { id: row.id, email: row.email }, sessionId: row.session_id };
}

/**
 * Up to `limit` anonymous guests older than `olderThanDays` with no live session, no order that
 * reached checkout and no affiliate click, oldest first.
 */
export async function lockStaleAnonymousGuests(
  tx: Tx,
  olderThanDays: number,
  limit: number,
): Promise<string[]> {
  // Locked so a second run (another process) skips them, and a checkout starting meanwhile
  // waits for the guest's row or sees it gone.
  const stale = await tx.execute<{ id: string }>(sql`
    SELECT u.id FROM users u
    WHERE u.is_anonymous AND u.role = 'GUEST'
      AND u.date_joined < now() - make_interval(days => ${olderThanDays})
      AND NOT EXISTS (
        SELECT 1 FROM orders o
        WHERE o.guest_user_id = u.id
          AND (o.status <> 'PEND' OR o.customer_id IS NOT NULL OR o.placed_at IS NOT NULL
            OR EXISTS (SELECT 1 FROM purchases p WHERE p.order_id = o.id)))
      AND NOT EXISTS (SELECT 1 FROM affiliate_clicks c WHERE c.guest_user_id = u.id)
      AND NOT EXISTS (
        SELECT 1 FROM sessions s
        WHERE s.user_id = u.id AND s.revoked_at IS NULL AND s.expires_at > now())
    ORDER BY u.date_joined
    LIMIT ${limit}
    FOR UPDATE OF u SKIP LOCKED`);
  return stale.rows.map((row) => row.id);
}

/** Removes these guests with their carts (order lines, reservations and the like cascade). */
export async function deleteGuestsWithCarts(tx: Tx, ids: string[]): Promise<void> {
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`DELETE FROM orders WHERE guest_user_id IN (${list})`);
  await tx.execute(sql`DELETE FROM users WHERE id IN (${list})`);
}
