import { NOTIFICATION_PHONE_PATTERN } from '@stayfront/core';
import { describe, expect, it } from 'vitest';
import { maskNotificationPhone } from './phone-mask';

describe('maskNotificationPhone', () => {
  it('fills the mask as digits are typed', () => {
    expect(maskNotificationPhone('4')).toBe('+1 (4');
    expect(maskNotificationPhone('415')).toBe('+1 (415)');
    expect(maskNotificationPhone('4155')).toBe('+1 (415) 5');
    expect(maskNotificationPhone('4155550100')).toBe('+1 (415) 555-0100');
  });

  it('keeps the country code once and drops what does not fit', () => {
    expect(maskNotificationPhone('+1 (415) 555-01009')).toBe('+1 (415) 555-0100');
    expect(maskNotificationPhone('1-415-555-0100')).toMatch(NOTIFICATION_PHONE_PATTERN);
    expect(maskNotificationPhone('')).toBe('');
  });
});
