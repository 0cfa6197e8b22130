import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The session cookie is a compact JWT signed with HS256. It is read on nearly every request, so
 * it is checked with one synchronous HMAC here instead of a WebCrypto round trip per request
 * (which cost more than the storefront's own database reads).
 */
export interface SessionClaims {
  sub: string;
  /** the server-side session (table `sessions`), checked on every request */
  sid: string;
  /** the support user behind a masquerade */
  act?: string;
}

// Ids go into uuid-typed query parameters: anything else would be a database error, not a 401.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

function signature(secret: string, signingInput: string): string {
  return createHmac('sha256', secret).update(signingInput).digest('base64url');
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function signSessionToken(
  secret: string,
  claims: SessionClaims,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const payload = Buffer.from(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds })).toString(
    'base64url',
  );
  const signingInput = `${HEADER}.${payload}`;
  return `${signingInput}.${signature(secret, signingInput)}`;
}

/** The claims of a token signed with `secret` that has not expired; null for anything else. */
export function readSessionToken(
  secret: string,
  token: string,
  now = Date.now(),
): SessionClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, given] = parts as [string, string, string];
  // Compared as text, so a signature with stray characters base64url decoding would skip fails.
  const expected = Buffer.from(signature(secret, `${header}.${payload}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const head = decodeJson(header);
  // Only the algorithm we sign with; "crit" extensions are not understood, so refused.
  if (!isRecord(head) || head.alg !== 'HS256' || 'crit' in head) return null;
  const body = decodeJson(payload);
  if (!isRecord(body)) return null;
  const seconds = now / 1000;
  if (typeof body.exp !== 'number' || body.exp <= seconds) return null;
  if (body.nbf !== undefined && (typeof body.nbf !== 'number' || body.nbf > seconds)) return null;
  if (typeof body.sub !== 'string' || !UUID.test(body.sub)) return null;
  if (typeof body.sid !== 'string' || !UUID.test(body.sid)) return null;
  if (body.act !== undefined && (typeof body.act !== 'string' || !UUID.test(body.act))) return null;
  return { sub: body.sub, sid: body.sid, act: body.act };
}
