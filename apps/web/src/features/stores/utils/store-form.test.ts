import { STORE_NAME_MAX, ZStoreFormSchema } from '@stayfront/core';
import { describe, expect, it } from 'vitest';
import { duplicateStoreName } from './store-form';

describe('duplicateStoreName', () => {
  it('fits a copy of a name at the limit into the limit', () => {
    const name = duplicateStoreName('L'.repeat(STORE_NAME_MAX));
    expect(name).toBe(`Copy ${'L'.repeat(STORE_NAME_MAX - 5)}`);
    expect(ZStoreFormSchema.shape.storeName.safeParse(name).success).toBe(true);
  });

  it('does not cut an emoji in half', () => {
    const name = duplicateStoreName(`${'L'.repeat(STORE_NAME_MAX - 6)}🏡 Lodge`);
    expect(name).toBe(`Copy ${'L'.repeat(STORE_NAME_MAX - 6)}`);
  });
});
