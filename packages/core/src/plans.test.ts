import { describe, expect, it } from 'vitest';
import { notificationNumbersError, notificationRowError, toNorthAmericanE164 } from './account';
import {
  featuresOfPlan,
  maxNotificationNumbers,
  parsePlanPriceId,
  PLAN_PRICE_IDS,
  planHasFeature,
  planMessages,
} from './plans';

describe('plan gates', () => {
  it('follow the spec roles section', () => {
    expect(planHasFeature('BASIC', 'smsNotifications')).toBe(false);
    expect(planHasFeature('PRO', 'smsNotifications')).toBe(true);
    expect(planHasFeature('PRO', 'cohosts')).toBe(false);
    expect(planHasFeature('PRO_PLUS', 'cohosts')).toBe(true);
    expect(planHasFeature('PRO_PLUS', 'branding')).toBe(false);
    expect(planHasFeature('ENTERPRISE', 'branding')).toBe(true);
    expect([0, 1, 10, 10]).toEqual(
      (['BASIC', 'PRO', 'PRO_PLUS', 'ENTERPRISE'] as const).map(maxNotificationNumbers),
    );
  });

  it('list every lower plan’s features under a higher plan', () => {
    expect(featuresOfPlan('BASIC')).toEqual([]);
    for (const feature of featuresOfPlan('PRO'))
      expect(featuresOfPlan('PRO_PLUS')).toContain(feature);
    expect(featuresOfPlan('ENTERPRISE')).toHaveLength(11);
  });

  it('name each paid plan and period', () => {
    expect(PLAN_PRICE_IDS).toHaveLength(6);
    expect(parsePlanPriceId('PRO_PLUS_YEARLY')).toEqual({ plan: 'PRO_PLUS', period: 'YEARLY' });
    expect(parsePlanPriceId('BASIC_MONTHLY')).toBeNull();
    expect(parsePlanPriceId('PRO_MONTHLY ')).toBeNull();
  });
});

describe('notification numbers', () => {
  it('are limited by plan', () => {
    expect(notificationNumbersError('BASIC', 0)).toBeNull();
    expect(notificationNumbersError('BASIC', 1)).toBe(planMessages.smsNeedsPro);
    expect(notificationNumbersError('PRO', 1)).toBeNull();
    expect(notificationNumbersError('PRO', 2)).toBe(planMessages.moreNumbersNeedProPlus);
    expect(notificationNumbersError('PRO_PLUS', 10)).toBeNull();
  });

  it("give the spec's row messages", () => {
    const flags = {
      is_request_sms_enabled: false,
      is_sales_sms_enabled: false,
      is_marketing_sms_enabled: false,
    };
    expect(notificationRowError({ phone_number: '+1 (415) 555-0100', ...flags })).toBe(
      'Select the text info you would like to receive.',
    );
    expect(notificationRowError({ phone_number: '', ...flags, is_sales_sms_enabled: true })).toBe(
      'Phone number is required to receive text info.',
    );
    expect(
      notificationRowError({
        phone_number: '+1 (415) 555-0100',
        ...flags,
        is_sales_sms_enabled: true,
      }),
    ).toBeNull();
  });
});

describe('toNorthAmericanE164', () => {
  it('accepts US and Canadian numbers only', () => {
    expect(toNorthAmericanE164('(415) 555-0100')).toBe('+14155550100');
    expect(toNorthAmericanE164('+1 604 555 0100')).toBe('+16045550100');
    expect(toNorthAmericanE164('+44 20 7946 0958')).toBeNull();
    expect(toNorthAmericanE164('015-555-0100')).toBeNull();
  });
});
