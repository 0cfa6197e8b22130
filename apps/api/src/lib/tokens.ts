import { createHash, randomBytes } from 'node:crypto';

export function createRandomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored hashed: a leaked table gives no usable links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#$%^&*';

export function createRandomPassword(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length]).join('');
}
