export const PASSWORD_MIN_LENGTH = 8;

export type PasswordRuleId = 'length' | 'uppercase' | 'number' | 'special';

export interface PasswordRule {
  id: PasswordRuleId;
  label: string;
  test: (password: string) => boolean;
}

export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'uppercase', label: 'One uppercase letter', test: (p) => /\p{Lu}/u.test(p) },
  { id: 'number', label: 'One number', test: (p) => /\d/.test(p) },
  // Anything that is neither a letter, a digit nor white space counts as special.
  { id: 'special', label: 'One special character', test: (p) => /[^\p{L}\p{N}\s]/u.test(p) },
];

export function checkPasswordRules(password: string): Record<PasswordRuleId, boolean> {
  return Object.fromEntries(passwordRules.map((rule) => [rule.id, rule.test(password)])) as Record<
    PasswordRuleId,
    boolean
  >;
}

export function isStrongPassword(password: string): boolean {
  return passwordRules.every((rule) => rule.test(password));
}
