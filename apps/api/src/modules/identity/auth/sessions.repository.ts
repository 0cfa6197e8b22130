import { and, eq, gt, inArray, isNull, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../../db/client';
import { cohosts, owners, sessions, users, type SessionKind } from '../../../db/schema/index';
import { PLANS_WITH_COHOSTS, type UserRow } from './auth.repository';

const DAY_SECONDS = 24 * 60 * 60;

/** How long a session lasts from its start, by kind. */
export const SESSION_LIFETIME_SECONDS: Record<SessionKind, number> = {
  host: 14 * DAY_SECONDS,
  support: 14 * DAY_SECONDS,
  // A guest's cart outlives a host's working session: a stay can be weeks away.
  guest: 30 * DAY_SECONDS,
};

/** Host and support sessions also end after this long without a request; guest ones do not. */
export const SESSION_IDLE_DAYS = 7;

/** `last_seen_at` is written at most this often, so a busy session is not a write per request. */
const LAST_SEEN_RESOLUTION = sql`interval '5 minutes'`;

export type SessionRow = typeof sessions.$inferSelect;

export function sessionKindOf(role: UserRow['role']): SessionKind {
  if (role === 'HOST') return 'host';
  if (role === 'SUPPORT') return 'support';
  return 'guest';
}

export async function insertSession(
  db: DbOrTx,
  values: { userId: string; kind: SessionKind; masqueradeActorId?: string | null },
): Promise<SessionRow> {
  const lifetime = SESSION_LIFETIME_SECONDS[values.kind];
  const [row] = await db
    .insert(sessions)
    .values({
      ...values,
      expiresAt: sql`now() + make_interval(secs => ${lifetime})`,
    })
    .returning();
  return row!;
}

/**
 * The condition of a session that still holds, for the queries that load a request's user: not
 * ended, not past its lifetime, and (host and support) used within the idle limit.
 */
function isLiveSession(sessionId: SQLWrapper | string, userId: SQLWrapper | string): SQL {
  return and(
    eq(sessions.id, sessionId),
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    or(
      eq(sessions.kind, 'guest'),
      gt(sessions.lastSeenAt, sql`now() - make_interval(days => ${SESSION_IDLE_DAYS})`),
    ),
  )!;
}

/**
 * The check of a plain (not masqueraded) session that still holds and whose user is active, for a
 * prepared query that loads a hot guest read with it (`sessionInHandler` routes): its
 * placeholders are `sessionId` and `userId`, and the query joins `users` to `sessions`.
 */
export function isPlainLiveSessionOfClaims(): SQL {
  return isPlainLiveSession(sql.placeholder('sessionId'), sql.placeholder('userId'));
}

/** isPlainLiveSessionOfClaims with the session's ids written in, for a statement not prepared. */
export function isPlainLiveSession(sessionId: SQLWrapper | string, userId: SQLWrapper | string) {
  return and(
    isLiveSession(sessionId, userId),
    isNull(sessions.masqueradeActorId),
    eq(users.isActive, true),
  )!;
}

/** Selected beside the session check: whether `last_seen_at` is due to be written again. */
export const sessionSeenLongAgo = sql<boolean>`${sessions.lastSeenAt} < now() - ${LAST_SEEN_RESOLUTION}`;

export async function touchSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, sessionId),
        sql`${sessions.lastSeenAt} < now() - ${LAST_SEEN_RESOLUTION}`,
      ),
    );
}

export async function endSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Ends every session of `userId`, and every masquerade that user runs as support staff, at once
 * (in every process: each request reads its session row). `except` keeps the caller's own session
 * (a password change ends the other browsers, not this one).
 */
export async function endSessionsOfUser(
  db: DbOrTx,
  userId: string,
  { except }: { except?: string } = {},
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        or(eq(sessions.userId, userId), eq(sessions.masqueradeActorId, userId)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        except ? ne(sessions.id, except) : undefined,
      ),
    );
}

/** Sessions over for more than a day (ended or expired) are kept no longer. */
export async function deleteEndedSessions(db: DbOrTx): Promise<number> {
  const result = await db
    .delete(sessions)
    .where(
      or(
        sql`${sessions.expiresAt} < now() - interval '1 day'`,
        sql`${sessions.revokedAt} < now() - interval '1 day'`,
      ),
    )
    .returning({ id: sessions.id });
  return result.length;
}

const actors = alias(users, 'actors');
const cohostOwners = alias(owners, 'cohost_owners');

/**
 * The user of a session that still holds, with the owner it acts for (its own owner record
 * first, else an accepted co-host invitation) and the support user behind a masquerade, in one
 * prepared statement: it runs for nearly every request.
 */
export function prepareSessionUserQuery(db: Db) {
  return db
    .select({
      user: users,
      actor: actors,
      ownerId: owners.id,
      cohostId: cohosts.id,
      cohostOwnerId: cohostOwners.id,
      seenLongAgo: sessionSeenLongAgo,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(actors, eq(actors.id, sessions.masqueradeActorId))
    .leftJoin(owners, eq(owners.userId, users.id))
    .leftJoin(
      cohosts,
      and(isNull(owners.id), eq(cohosts.userId, users.id), eq(cohosts.status, 'ACCEPTED')),
    )
    .leftJoin(
      cohostOwners,
      and(eq(cohostOwners.id, cohosts.ownerId), inArray(cohostOwners.plan, PLANS_WITH_COHOSTS)),
    )
    .where(
      and(
        isLiveSession(sql.placeholder('sessionId'), sql.placeholder('userId')),
        eq(users.isActive, true),
        // A masquerade lives only as long as its support user stays an active support user.
        or(
          isNull(sessions.masqueradeActorId),
          and(eq(actors.isActive, true), eq(actors.role, 'SUPPORT')),
        ),
      ),
    )
    .limit(1)
    .prepare('session_user');
}

export type SessionUserQuery = ReturnType<typeof prepareSessionUserQuery>;
