import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The session cookie is a compact JWT signed with HS256. It is read on nearly every request, so
 * it is checked with one synchronous HMAC here instead of a WebCrypto round trip per request
 * (which cost more than the storefront's own database reads).
 */
export interface SessionClaims {
  sub: string;
  /** session version of the user the token was issued to */
  sv: number;
  /** the support user behind a masquerade, with that user's session version */
  act?: string;
  asv?: number;
}

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
  if (typeof body.sub !== 'string' || typeof body.sv !== 'number') return null;
  return {
    sub: body.sub,
    sv: body.sv,
    act: typeof body.act === 'string' ? body.act : undefined,
    asv: typeof body.asv === 'number' ? body.asv : undefined,
  };
}
