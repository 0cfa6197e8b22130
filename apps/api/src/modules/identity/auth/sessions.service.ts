import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSessionUser } from '@stayfront/core';
import type { Db } from '../../../db/client';
import { AppError } from '../../../errors';
import {
  clearSessionCookie,
  readSessionCookie,
  setSessionCookie,
  type AuthContext,
} from '../../../plugins/session';
import type { SessionClaims } from '../../../plugins/session-token';
import { findHostLink, type UserRow } from './auth.repository';
import {
  endSession,
  insertSession,
  prepareSessionUserQuery,
  SESSION_LIFETIME_SECONDS,
  sessionKindOf,
  touchSession,
  type SessionUserQuery,
} from './sessions.repository';

/**
 * Starts a server-side session for `user` (for a masquerade: `user` acted as by `masqueradedBy`)
 * and sets its cookie. The session this browser had before is ended: it cannot be reached again.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: Pick<UserRow, 'id' | 'role'>,
  masqueradedBy?: Pick<UserRow, 'id'>,
): Promise<void> {
  const kind = masqueradedBy ? 'support' : sessionKindOf(user.role);
  await endBrowserSession(request);
  const session = await insertSession(request.server.db, {
    userId: user.id,
    kind,
    masqueradeActorId: masqueradedBy?.id ?? null,
  });
  setSessionCookie(
    request,
    reply,
    { sub: user.id, sid: session.id, act: masqueradedBy?.id },
    SESSION_LIFETIME_SECONDS[kind],
  );
}

async function endBrowserSession(request: FastifyRequest) {
  const previous = request.auth?.sessionId ?? request.sessionClaims?.sid;
  if (previous) await endSession(request.server.db, previous);
}

/**
 * Hands a new anonymous guest the session made with its account (createAnonymousGuest) and
 * answers what `jwt/me/` would; the session this browser had before is ended.
 */
export async function adoptNewGuestSession(
  request: FastifyRequest,
  reply: FastifyReply,
  guest: { user: Pick<UserRow, 'id' | 'email'>; sessionId: string },
): Promise<TSessionUser> {
  await endBrowserSession(request);
  setSessionCookie(
    request,
    reply,
    { sub: guest.user.id, sid: guest.sessionId },
    SESSION_LIFETIME_SECONDS.guest,
  );
  return toSessionUser({
    user: { ...guest.user, role: 'GUEST', firstName: '' },
    ownerId: null,
    cohostId: null,
    masqueradedBy: null,
  });
}

/** Starts a session for `user` and answers what `jwt/me/` would. */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  masqueradedBy: UserRow | null = null,
): Promise<TSessionUser> {
  await startSession(request, reply, user, masqueradedBy ?? undefined);
  const link = user.role === 'HOST' ? await findHostLink(request.server.db, user.id) : null;
  return toSessionUser({
    user,
    ownerId: link && !link.suspended ? link.ownerId : null,
    cohostId: link && !link.suspended ? link.cohostId : null,
    masqueradedBy,
  });
}

/**
 * Logout: the session ends on the server at once, not only in this browser. Any session our own
 * cookie names is ended, also one that no longer loads a user (e.g. a disabled account).
 */
export async function endCurrentSession(request: FastifyRequest, reply: FastifyReply) {
  const claims = readSessionCookie(request);
  if (claims) await endSession(request.server.db, claims.sid);
  clearSessionCookie(reply);
}

async function loadAuthContext(
  db: Db,
  findSessionUser: SessionUserQuery,
  claims: SessionClaims,
): Promise<AuthContext | null> {
  const [row] = await findSessionUser.execute({ sessionId: claims.sid, userId: claims.sub });
  if (!row) return null;
  if (row.seenLongAgo) await touchSession(db, claims.sid);
  const { user } = row;
  // A co-host whose owner's plan no longer has co-hosts is suspended: the session ends.
  if (row.cohostId && !row.cohostOwnerId) return null;
  const isHost = user.role === 'HOST';
  // A host acting for no owner is a removed co-host (a session started while it was removed).
  if (isHost && !row.ownerId && !row.cohostId) return null;
  return {
    user,
    ownerId: isHost ? (row.ownerId ?? row.cohostOwnerId) : null,
    cohostId: isHost ? row.cohostId : null,
    masqueradedBy: row.actor,
    sessionId: claims.sid,
  };
}

/**
 * The row a `sessionInHandler` query read beside its session check, once that session is known
 * to hold (401 otherwise); a session last seen long ago is marked seen, as the hook would.
 */
export async function heldSessionRow<T extends { seenLongAgo: boolean }>(
  db: Db,
  claims: SessionClaims,
  found: T | undefined,
): Promise<T> {
  if (!found) throw new AppError('NOT_AUTHENTICATED');
  if (found.seenLongAgo) await touchSession(db, claims.sid);
  return found;
}

export function toSessionUser(
  auth: Pick<AuthContext, 'ownerId' | 'cohostId' | 'masqueradedBy'> & {
    user: Pick<UserRow, 'id' | 'email' | 'role' | 'firstName'>;
  },
): TSessionUser {
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

/**
 * What the session plugin loads a request's user with: one prepared statement for this
 * database, made once, as it runs for nearly every request.
 */
export function createAuthLoader(db: Db) {
  const findSessionUser = prepareSessionUserQuery(db);
  return (claims: SessionClaims) => loadAuthContext(db, findSessionUser, claims);
}
