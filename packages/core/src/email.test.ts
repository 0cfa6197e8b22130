import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email';

describe('isValidEmail', () => {
  it.each(['host@example.com', 'a.b+c@sub.example.co.uk', 'x@x-y.io'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'plain', 'a@b', 'a b@example.com', '@example.com', 'a@-x.com', 'a@@x.com'])(
    'rejects %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('rejects addresses longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });

  it('normalizes case and surrounding space', () => {
    expect(normalizeEmail('  Host@Example.COM ')).toBe('host@example.com');
  });
});
