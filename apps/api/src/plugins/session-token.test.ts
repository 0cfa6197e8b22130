import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { readSessionToken, signSessionToken } from './session-token';

const SECRET = 's'.repeat(40);
const claims = { sub: '0b9c6a4e-6f0e-4a53-9d7e-1f1f3c1d2a10', sv: 3 };
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signRaw(header: object, payload: object, secret = SECRET) {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

describe('session token', () => {
  it('reads back what it signed, with a masquerade', () => {
    const token = signSessionToken(SECRET, { ...claims, act: 'support-id', asv: 1 }, 60);
    expect(readSessionToken(SECRET, token)).toEqual({ ...claims, act: 'support-id', asv: 1 });
  });

  it('reads tokens signed by the JWT library used before (cookies already issued)', async () => {
    const token = await new SignJWT({ sv: 3 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(new TextEncoder().encode(SECRET));
    expect(readSessionToken(SECRET, token)).toEqual({ ...claims, act: undefined, asv: undefined });
  });

  it('refuses another secret, a changed payload or signature, and expired tokens', () => {
    const token = signSessionToken(SECRET, claims, 60);
    const [header, , signature] = token.split('.');
    expect(readSessionToken('t'.repeat(40), token)).toBeNull();
    expect(readSessionToken(SECRET, `${header}.${b64({ ...claims, sv: 4 })}.${signature}`)).toBe(
      null,
    );
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
      asv: undefined,
    });
  });
});
