import { describe, expect, it } from 'vitest';
import { ZOwnerSignupSchema } from './auth-schemas';

describe('ZOwnerSignupSchema', () => {
  it('normalizes the e-mail', () => {
    const parsed = ZOwnerSignupSchema.parse({
      firstName: ' Ana ',
      email: 'Ana@Example.com',
      password: 'Secret12!',
    });
    expect(parsed).toEqual({ firstName: 'Ana', email: 'ana@example.com', password: 'Secret12!' });
  });

  it('gives the spec messages per field', () => {
    const result = ZOwnerSignupSchema.safeParse({ email: 'nope', password: 'weak' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path[0], issue.message]),
    );
    expect(byField).toEqual({
      firstName: 'This field is required.',
      email: 'Enter a valid email',
      password:
        'The password must have at least 8 characters, an uppercase letter, a number and a special character.',
    });
  });
});
