import { describe, expect, it } from 'vitest';
import { keepPhoneDigits } from './phone-digits';

describe('keepPhoneDigits', () => {
  it('keeps every digit of a formatted number, however long', () => {
    expect(keepPhoneDigits('+1 (303) 555-0100')).toBe('13035550100');
    expect(keepPhoneDigits('+44 20 7946 0958 12 34')).toBe('4420794609581234');
  });

  it('reads a cleared field as empty', () => {
    expect(keepPhoneDigits(undefined)).toBe('');
  });
});
