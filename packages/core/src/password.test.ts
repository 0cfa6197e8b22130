import { describe, expect, it } from 'vitest';
import { checkPasswordRules, isStrongPassword, passwordRules } from './password';

describe('password rules', () => {
  it('lists the four rules in the spec order', () => {
    expect(passwordRules.map((r) => r.label)).toEqual([
      'At least 8 characters',
      'One uppercase letter',
      'One number',
      'One special character',
    ]);
  });

  it.each([
    ['Abcdef1!', true],
    ['Abcde1!', false],
    ['abcdefg1!', false],
    ['Abcdefgh!', false],
    ['Abcdefgh1', false],
    ['Ünïcödé9#', true],
    ['Abcdefg1 ', false],
  ])('%s is strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });

  it('reports each rule separately for the live checklist', () => {
    expect(checkPasswordRules('abc')).toEqual({
      length: false,
      uppercase: false,
      number: false,
      special: false,
    });
    expect(checkPasswordRules('ABCDEFGH1')).toEqual({
      length: true,
      uppercase: true,
      number: true,
      special: false,
    });
  });
});
