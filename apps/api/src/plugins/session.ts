import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import type { TSessionUser } from '@stayfront/core';
import { AppError, permissionDenied } from '../errors';
import { findHostLink, findUserById, type UserRow } from '../modules/auth/auth.repository';

export const SESSION_COOKIE = 'stayfront_session';
const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

interface SessionClaims {
  sub: string;
  /** session version of the user the token was issued to */
  sv: number;
  /** the support user behind a masquerade, with that user's session version */
  act?: string;
  asv?: number;
}

export interface AuthContext {
  user: UserRow;
  ownerId: string | null;
  cohostId: string | null;
  masqueradedBy: UserRow | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

function secretKey(secret: string) {
  return new TextEncoder().encode(secret);
}

export async function signSession(secret: string, claims: SessionClaims): Promise<string> {
  return new SignJWT({ sv: claims.sv, act: claims.act, asv: claims.asv })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
    .sign(secretKey(secret));
}

async function readClaims(secret: string, token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sv !== 'number') return null;
    return {
      sub: payload.sub,
      sv: payload.sv,
      act: typeof payload.act === 'string' ? payload.act : undefined,
      asv: typeof payload.asv === 'number' ? payload.asv : undefined,
    };
  } catch {
    return null;
  }
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
    ownerId: link?.ownerId ?? null,
    cohostId: link?.cohostId ?? null,
    masqueradedBy,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

async function loadAuthContext(app: FastifyInstance, token: string): Promise<AuthContext | null> {
  const claims = await readClaims(app.config.SESSION_SECRET, token);
  if (!claims) return null;
  const user = await findUserById(app.db, claims.sub);
  if (!user || !user.isActive) return null;
  let masqueradedBy: UserRow | null = null;
  if (claims.act) {
    const support = await findUserById(app.db, claims.act);
    // A masquerade lives only as long as the support user's own session would.
    if (!support || !support.isActive || support.role !== 'SUPPORT') return null;
    if (support.sessionVersion !== claims.asv) return null;
    masqueradedBy = support;
  } else if (user.sessionVersion !== claims.sv) {
    return null;
  }
  const link = user.role === 'HOST' ? await findHostLink(app.db, user.id) : null;
  return {
    user,
    ownerId: link?.ownerId ?? null,
    cohostId: link?.cohostId ?? null,
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

export function requireSupport(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (auth.user.role !== 'SUPPORT' || auth.masqueradedBy) throw permissionDenied();
  return auth;
}

export default fp(async function session(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.auth = token ? await loadAuthContext(app, token) : null;
    if (request.auth) {
      request.log = request.log.child({
        userId: request.auth.user.id,
        ...(request.auth.masqueradedBy ? { masqueradedBy: request.auth.masqueradedBy.id } : {}),
      });
    }
  });
});
