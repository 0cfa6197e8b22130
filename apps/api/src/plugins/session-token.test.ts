import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { readSessionToken, signSessionToken } from './session-token';

const SECRET = 's'.repeat(40);
const claims = {
  sub: '0b9c6a4e-6f0e-4a53-9d7e-1f1f3c1d2a10',
  sid: '6f6c1d2e-3b4a-4c5d-8e9f-a0b1c2d3e4f5',
};
const SUPPORT_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signRaw(header: object, payload: object, secret = SECRET) {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

describe('session token', () => {
  it('reads back what it signed, with a masquerade', () => {
    const token = signSessionToken(SECRET, { ...claims, act: SUPPORT_ID }, 60);
    expect(readSessionToken(SECRET, token)).toEqual({ ...claims, act: SUPPORT_ID });
  });

  it('reads tokens signed by the JWT library used before (cookies already issued)', async () => {
    const token = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(new TextEncoder().encode(SECRET));
    expect(readSessionToken(SECRET, token)).toEqual({ ...claims, act: undefined });
  });

  it('refuses another secret, a changed payload or signature, and expired tokens', () => {
    const token = signSessionToken(SECRET, claims, 60);
    const [header, , signature] = token.split('.');
    expect(readSessionToken('t'.repeat(40), token)).toBeNull();
    expect(
      readSessionToken(SECRET, `${header}.${b64({ ...claims, sid: SUPPORT_ID })}.${signature}`),
    ).toBe(null);
    expect(readSessionToken(SECRET, `${token}x`)).toBeNull();
    expect(readSessionToken(SECRET, token.slice(0, -1))).toBeNull();
    expect(readSessionToken(SECRET, token, Date.now() + 61_000)).toBeNull();
    expect(readSessionToken(SECRET, 'not-a-token')).toBeNull();
  });

  it('refuses other algorithms, critical extensions and missing claims', () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    expect(readSessionToken(SECRET, signRaw({ alg: 'none' }, { ...claims, exp }))).toBeNull();
    expect(readSessionToken(SECRET, signRaw({ alg: 'HS512' }, { ...claims, exp }))).toBeNull();
    expect(
      readSessionToken(SECRET, signRaw({ alg: 'HS256', crit: ['b64'] }, { ...claims, exp })),
    ).toBeNull();
    expect(readSessionToken(SECRET, signRaw({ alg: 'HS256' }, claims))).toBeNull();
    expect(readSessionToken(SECRET, signRaw({ alg: 'HS256' }, { sub: claims.sub, exp }))).toBe(
      null,
    );
    expect(
      readSessionToken(SECRET, signRaw({ alg: 'HS256' }, { ...claims, exp, nbf: exp })),
    ).toBeNull();
    expect(readSessionToken(SECRET, signRaw({ alg: 'HS256' }, { ...claims, exp }))).toEqual({
      ...claims,
      act: undefined,
    });
  });

  it('refuses ids that are not uuids, which the session query could not take', () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    for (const bad of [{ sid: "x' OR 1=1" }, { sub: 'support-id' }, { act: 7 }, { act: 'x' }]) {
      expect(readSessionToken(SECRET, signRaw({ alg: 'HS256' }, { ...claims, exp, ...bad }))).toBe(
        null,
      );
    }
  });

  it('refuses a token from before server-side sessions (no session id)', () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    expect(
      readSessionToken(SECRET, signRaw({ alg: 'HS256' }, { sub: claims.sub, sv: 0, exp })),
    ).toBe(null);
  });
});
