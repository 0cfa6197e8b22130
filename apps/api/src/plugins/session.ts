import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { alias } from 'drizzle-orm/pg-core';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TSessionUser } from '@stayfront/core';
import type { Db } from '../db/client';
import { cohosts, owners, users } from '../db/schema';
import { AppError, permissionDenied } from '../errors';
import { findHostLink, PLANS_WITH_COHOSTS, type UserRow } from '../modules/auth/auth.repository';
import { readSessionToken, signSessionToken, type SessionClaims } from './session-token';

export const SESSION_COOKIE = 'stayfront_session';
const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

export interface AuthContext {
  user: UserRow;
  ownerId: string | null;
  cohostId: string | null;
  masqueradedBy: UserRow | null;
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

export async function signSession(secret: string, claims: SessionClaims): Promise<string> {
  return signSessionToken(secret, claims, SESSION_TTL_SECONDS);
}

export async function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  user: Pick<UserRow, 'id' | 'sessionVersion'>,
  masqueradedBy?: Pick<UserRow, 'id' | 'sessionVersion'>,
) {
  const { config } = request.server;
  const token = await signSession(config.SESSION_SECRET, {
    sub: user.id,
    sv: user.sessionVersion,
    act: masqueradedBy?.id,
    asv: masqueradedBy?.sessionVersion,
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.PUBLIC_URL.startsWith('https://'),
    maxAge: SESSION_TTL_SECONDS,
  });
}

/** Starts a session for `user` and answers what `jwt/me/` would. */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  masqueradedBy: UserRow | null = null,
): Promise<TSessionUser> {
  await setSessionCookie(request, reply, user, masqueradedBy ?? undefined);
  const link = user.role === 'HOST' ? await findHostLink(request.server.db, user.id) : null;
  return toSessionUser({
    user,
    ownerId: link && !link.suspended ? link.ownerId : null,
    cohostId: link && !link.suspended ? link.cohostId : null,
    masqueradedBy,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

const cohostOwners = alias(owners, 'cohost_owners');

/**
 * A user with the owner it acts for (its own owner record first, else an accepted co-host
 * invitation) in one prepared statement: it runs for nearly every request.
 */
function prepareSessionUserQuery(db: Db) {
  return db
    .select({
      user: users,
      ownerId: owners.id,
      cohostId: cohosts.id,
      cohostOwnerId: cohostOwners.id,
    })
    .from(users)
    .leftJoin(owners, eq(owners.userId, users.id))
    .leftJoin(
      cohosts,
      and(isNull(owners.id), eq(cohosts.userId, users.id), eq(cohosts.status, 'ACCEPTED')),
    )
    .leftJoin(
      cohostOwners,
      and(eq(cohostOwners.id, cohosts.ownerId), inArray(cohostOwners.plan, PLANS_WITH_COHOSTS)),
    )
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_user');
}

type SessionUserQuery = ReturnType<typeof prepareSessionUserQuery>;

async function loadAuthContext(
  app: FastifyInstance,
  findSessionUser: SessionUserQuery,
  token: string,
): Promise<AuthContext | null> {
  const claims = readSessionToken(app.config.SESSION_SECRET, token);
  if (!claims) return null;
  const [row] = await findSessionUser.execute({ id: claims.sub });
  if (!row || !row.user.isActive) return null;
  const { user } = row;
  // A co-host whose owner's plan no longer has co-hosts is suspended: the session ends.
  if (row.cohostId && !row.cohostOwnerId) return null;
  let masqueradedBy: UserRow | null = null;
  if (claims.act) {
    const [support] = await findSessionUser.execute({ id: claims.act });
    // A masquerade lives only as long as the support user's own session would.
    if (!support || !support.user.isActive || support.user.role !== 'SUPPORT') return null;
    if (support.user.sessionVersion !== claims.asv) return null;
    masqueradedBy = support.user;
  } else if (user.sessionVersion !== claims.sv) {
    return null;
  }
  const isHost = user.role === 'HOST';
  return {
    user,
    ownerId: isHost ? (row.ownerId ?? row.cohostOwnerId) : null,
    cohostId: isHost ? row.cohostId : null,
    masqueradedBy,
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
    if (sessionInHandler && token) {
      const claims = readSessionToken(app.config.SESSION_SECRET, token);
      if (!claims?.act) {
        request.sessionClaims = claims;
        if (claims) request.log = request.log.child({ userId: claims.sub });
        return;
      }
    }
    request.auth = token ? await loadAuthContext(app, findSessionUser, token) : null;
    if (request.auth) {
      request.log = request.log.child({
        userId: request.auth.user.id,
        ...(request.auth.masqueradedBy ? { masqueradedBy: request.auth.masqueradedBy.id } : {}),
      });
    }
  });
});
