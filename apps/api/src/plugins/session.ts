import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { users } from '../db/schema';
import { AppError, permissionDenied } from '../errors';
import { readSessionToken, signSessionToken, type SessionClaims } from './session-token';

const SESSION_COOKIE = 'stayfront_session';

type UserRow = typeof users.$inferSelect;

/** Who a request acts as, loaded from its session by the loader the plugin is given. */
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

/** The verified claims of the session cookie this request carries, whatever its session's state. */
export function readSessionCookie(request: FastifyRequest): SessionClaims | null {
  const token = request.cookies[SESSION_COOKIE];
  return token ? readSessionToken(request.server.config.SESSION_SECRET, token) : null;
}

/** Sets the cookie of a session that lasts `lifetimeSeconds`. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  claims: SessionClaims,
  lifetimeSeconds: number,
) {
  const { config } = request.server;
  const token = signSessionToken(config.SESSION_SECRET, claims, lifetimeSeconds);
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.PUBLIC_URL.startsWith('https://'),
    maxAge: lifetimeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
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

interface SessionOptions {
  /** The user of the session `claims` name, or null when it no longer holds. */
  loadAuth(claims: SessionClaims): Promise<AuthContext | null>;
}

export default fp(async function session(app: FastifyInstance, { loadAuth }: SessionOptions) {
  app.decorateRequest('auth', null);
  app.decorateRequest('sessionClaims', null);
  app.addHook('onRequest', async (request) => {
    const { publicRead, sessionInHandler } = request.routeOptions.config;
    if (publicRead) return;
    const claims = readSessionCookie(request);
    if (!claims) return;
    if (sessionInHandler && !claims.act) {
      request.sessionClaims = claims;
      request.log = request.log.child({ userId: claims.sub });
      return;
    }
    request.auth = await loadAuth(claims);
    if (request.auth) {
      request.log = request.log.child({
        userId: request.auth.user.id,
        ...(request.auth.masqueradedBy ? { masqueradedBy: request.auth.masqueradedBy.id } : {}),
      });
    }
  });
});
