import { describe, expect, it } from 'vitest';
import { parseTypedAmountCents, sanitizeTypedAmount } from './money';

describe('parseTypedAmountCents', () => {
  it('reads a comma or a dot as the decimal mark, in every language', () => {
    expect(parseTypedAmountCents('12,50')).toBe(1250);
    expect(parseTypedAmountCents('12.50')).toBe(1250);
    expect(parseTypedAmountCents('12,5')).toBe(1250);
    expect(parseTypedAmountCents('0,3')).toBe(30);
    expect(parseTypedAmountCents(',5')).toBe(50);
    expect(parseTypedAmountCents('12')).toBe(1200);
    expect(parseTypedAmountCents(' 7.05 ')).toBe(705);
    expect(parseTypedAmountCents('0')).toBe(0);
  });

  it('takes a mark still waiting for its decimals, as the amount is being typed', () => {
    expect(parseTypedAmountCents('12,')).toBe(1200);
    expect(parseTypedAmountCents('12.')).toBe(1200);
  });

  it('refuses what could be read two ways rather than guess, and what has no digit', () => {
    expect(parseTypedAmountCents('1,234')).toBeNull();
    expect(parseTypedAmountCents('1.234')).toBeNull();
    expect(parseTypedAmountCents('12.345')).toBeNull();
    expect(parseTypedAmountCents('1.234,50')).toBeNull();
    expect(parseTypedAmountCents('1,234.50')).toBeNull();
    expect(parseTypedAmountCents('1.2.3')).toBeNull();
    expect(parseTypedAmountCents('12,,5')).toBeNull();
    expect(parseTypedAmountCents('')).toBeNull();
    expect(parseTypedAmountCents(',')).toBeNull();
    expect(parseTypedAmountCents('12a')).toBeNull();
    expect(parseTypedAmountCents('9'.repeat(20))).toBeNull();
  });
});

describe('sanitizeTypedAmount', () => {
  it('drops what is neither a digit nor a decimal mark, and keeps every mark', () => {
    expect(sanitizeTypedAmount('$12,50')).toBe('12,50');
    expect(sanitizeTypedAmount('a0,3x')).toBe('0,3');
    expect(sanitizeTypedAmount('12.50 €')).toBe('12.50');
    expect(sanitizeTypedAmount('1.2.3')).toBe('1.2.3');
    expect(sanitizeTypedAmount('abc')).toBe('');
  });
});
