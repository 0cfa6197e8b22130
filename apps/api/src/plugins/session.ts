import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TSessionUser } from '@stayfront/core';
import type { Db } from '../db/client';
import { cohosts, owners, sessions, users } from '../db/schema';
import { AppError, permissionDenied } from '../errors';
import {
  findHostLink,
  PLANS_WITH_COHOSTS,
  type UserRow,
} from '../modules/identity/auth/auth.repository';
import {
  endSession,
  insertSession,
  isLiveSession,
  SESSION_LIFETIME_SECONDS,
  sessionKindOf,
  sessionSeenLongAgo,
  touchSession,
} from '../modules/identity/auth/sessions.repository';
import { readSessionToken, signSessionToken, type SessionClaims } from './session-token';

export const SESSION_COOKIE = 'stayfront_session';

export interface AuthContext {
  user: UserRow;
  ownerId: string | null;
  cohostId: string | null;
  masqueradedBy: UserRow | null;
  /** The row in `sessions` this request runs under. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** On `sessionInHandler` routes: the verified claims of a plain session, not yet checked. */
    sessionClaims: SessionClaims | null;
  }
  interface FastifyContextConfig {
    /**
     * A public read that answers every visitor alike: the session is not read for it, so it
     * costs no user query, and `request.auth` stays null.
     */
    publicRead?: boolean;
    /**
     * The handler checks the session in its own query (a hot per-guest read saves a round trip):
     * the hook only verifies the token and leaves its claims in `request.sessionClaims`. A
     * masquerade is loaded into `request.auth` as usual.
     */
    sessionInHandler?: boolean;
  }
}

/**
 * Starts a server-side session for `user` (for a masquerade: `user` acted as by `masqueradedBy`)
 * and sets its cookie. The session this browser had before is ended: it cannot be reached again.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: Pick<UserRow, 'id' | 'role'>,
  masqueradedBy?: Pick<UserRow, 'id'>,
): Promise<string> {
  const { config, db } = request.server;
  const previous = request.auth?.sessionId ?? request.sessionClaims?.sid;
  if (previous) await endSession(db, previous);
  const kind = masqueradedBy ? 'support' : sessionKindOf(user.role);
  const session = await insertSession(db, {
    userId: user.id,
    kind,
    masqueradeActorId: masqueradedBy?.id ?? null,
  });
  const lifetime = SESSION_LIFETIME_SECONDS[kind];
  const token = signSessionToken(
    config.SESSION_SECRET,
    { sub: user.id, sid: session.id, act: masqueradedBy?.id },
    lifetime,
  );
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.PUBLIC_URL.startsWith('https://'),
    maxAge: lifetime,
  });
  return session.id;
}

/** Starts a session for `user` and answers what `jwt/me/` would. */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  masqueradedBy: UserRow | null = null,
): Promise<TSessionUser> {
  const sessionId = await startSession(request, reply, user, masqueradedBy ?? undefined);
  const link = user.role === 'HOST' ? await findHostLink(request.server.db, user.id) : null;
  return toSessionUser({
    user,
    ownerId: link && !link.suspended ? link.ownerId : null,
    cohostId: link && !link.suspended ? link.cohostId : null,
    masqueradedBy,
    sessionId,
  });
}

/**
 * Logout: the session ends on the server at once, not only in this browser. Any session our own
 * cookie names is ended, also one that no longer loads a user (e.g. a disabled account).
 */
export async function endCurrentSession(request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  const claims = token ? readSessionToken(request.server.config.SESSION_SECRET, token) : null;
  if (claims) await endSession(request.server.db, claims.sid);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

const actors = alias(users, 'actors');
const cohostOwners = alias(owners, 'cohost_owners');

/**
 * The user of a session that still holds, with the owner it acts for (its own owner record
 * first, else an accepted co-host invitation) and the support user behind a masquerade, in one
 * prepared statement: it runs for nearly every request.
 */
function prepareSessionUserQuery(db: Db) {
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

type SessionUserQuery = ReturnType<typeof prepareSessionUserQuery>;

async function loadAuthContext(
  app: FastifyInstance,
  findSessionUser: SessionUserQuery,
  claims: SessionClaims,
): Promise<AuthContext | null> {
  const [row] = await findSessionUser.execute({ sessionId: claims.sid, userId: claims.sub });
  if (!row) return null;
  if (row.seenLongAgo) await touchSession(app.db, claims.sid);
  const { user } = row;
  // A co-host whose owner's plan no longer has co-hosts is suspended: the session ends.
  if (row.cohostId && !row.cohostOwnerId) return null;
  const isHost = user.role === 'HOST';
  return {
    user,
    ownerId: isHost ? (row.ownerId ?? row.cohostOwnerId) : null,
    cohostId: isHost ? row.cohostId : null,
    masqueradedBy: row.actor,
    sessionId: claims.sid,
  };
}

export function toSessionUser(auth: AuthContext): TSessionUser {
  return {
    email: auth.user.email,
    role: auth.user.role,
    owner_id: auth.ownerId,
    user_id: auth.user.id,
    is_masqueraded: auth.masqueradedBy != null,
    is_cohost: auth.cohostId != null,
    first_name: auth.user.firstName,
  };
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('NOT_AUTHENTICATED');
  return request.auth;
}

/** Host calls act for one owner: the signed-in owner, or the owner a co-host helps. */
export function requireHost(request: FastifyRequest): AuthContext & { ownerId: string } {
  const auth = requireAuth(request);
  if (auth.user.role !== 'HOST' || !auth.ownerId) throw permissionDenied();
  return auth as AuthContext & { ownerId: string };
}

/** Owner-only calls (plan, account, co-hosts, payout methods): a co-host is refused. */
export function requireOwner(request: FastifyRequest): AuthContext & { ownerId: string } {
  const auth = requireHost(request);
  if (auth.cohostId) throw permissionDenied();
  return auth;
}

export function requireSupport(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (auth.user.role !== 'SUPPORT' || auth.masqueradedBy) throw permissionDenied();
  return auth;
}

export default fp(async function session(app: FastifyInstance) {
  const findSessionUser = prepareSessionUserQuery(app.db);
  app.decorateRequest('auth', null);
  app.decorateRequest('sessionClaims', null);
  app.addHook('onRequest', async (request) => {
    const { publicRead, sessionInHandler } = request.routeOptions.config;
    if (publicRead) return;
    const token = request.cookies[SESSION_COOKIE];
    const claims = token ? readSessionToken(app.config.SESSION_SECRET, token) : null;
    if (!claims) return;
    if (sessionInHandler && !claims.act) {
      request.sessionClaims = claims;
      request.log = request.log.child({ userId: claims.sub });
      return;
    }
    request.auth = await loadAuthContext(app, findSessionUser, claims);
    if (request.auth) {
      request.log = request.log.child({
        userId: request.auth.user.id,
        ...(request.auth.masqueradedBy ? { masqueradedBy: request.auth.masqueradedBy.id } : {}),
      });
    }
  });
});
