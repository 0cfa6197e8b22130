import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * OWASP's "device cookie": a browser that signed in to an account before carries a signed proof
 * of it, and its sign-in attempts for that account are counted against that cookie alone. So an
 * attacker guessing the password (from anywhere) slows down only the attacker; the owner's own
 * browser keeps signing in.
 */
export const DEVICE_COOKIE = 'stayfront_device';
const DEVICE_COOKIE_PATH = '/api/jwt/login/';
const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export interface DeviceCookie {
  userId: string;
  nonce: string;
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', `${secret}:device-cookie`).update(payload).digest('base64url');
}

/** The device cookie's account and nonce when `secret` signed it; null for anything else. */
export function readDeviceCookie(secret: string, value: string | undefined): DeviceCookie | null {
  const parts = value?.split('.');
  if (parts?.length !== 3) return null;
  const [userId, nonce, given] = parts as [string, string, string];
  const expected = Buffer.from(sign(secret, `${userId}.${nonce}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId, nonce };
}

/** Issued on each successful sign-in; a browser that already has one for the account keeps it. */
export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  current: DeviceCookie | null,
) {
  const { config } = request.server;
  const nonce = current?.userId === userId ? current.nonce : randomBytes(16).toString('base64url');
  const payload = `${userId}.${nonce}`;
  reply.setCookie(DEVICE_COOKIE, `${payload}.${sign(config.SESSION_SECRET, payload)}`, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.PUBLIC_URL.startsWith('https://'),
    maxAge: DEVICE_COOKIE_MAX_AGE,
  });
}
