import { describe, expect, it } from 'vitest';
import { earliestTodayAnywhere, isIsoDate, toLocalIsoDate } from './dates';

describe('isIsoDate', () => {
  it('accepts real days only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('01/02/2026')).toBe(false);
    expect(isIsoDate('')).toBe(false);
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('0001-01-01')).toBe(true);
  });
});

describe("a guest's today", () => {
  it('is the day on the device clock, in its own time zone', () => {
    expect(toLocalIsoDate(new Date(2026, 10, 28, 20, 30))).toBe('2026-11-28');
    expect(toLocalIsoDate(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05');
  });

  it('is never before the earliest today anywhere, which the server allows from', () => {
    // 20:30 in California on 11/28 is 04:30 UTC on 11/29.
    expect(earliestTodayAnywhere(new Date('2026-11-29T04:30:00Z'))).toBe('2026-11-28');
    expect(earliestTodayAnywhere(new Date('2026-11-29T12:00:00Z'))).toBe('2026-11-29');
    expect(earliestTodayAnywhere(new Date('2026-11-29T11:59:59Z'))).toBe('2026-11-28');
  });
});
