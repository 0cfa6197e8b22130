import { describe, expect, it } from 'vitest';
import { addMonths, defaultServicesCalendarRange, isIsoDate } from './services-calendar';

describe('isIsoDate', () => {
  it('accepts real days only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('01/02/2026')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});

describe('addMonths', () => {
  it('keeps the day, or takes the last day of a shorter month', () => {
    expect(addMonths('2026-03-15', 1)).toBe('2026-04-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-20', 1)).toBe('2027-01-20');
  });
});

describe('defaultServicesCalendarRange', () => {
  it('runs from today to one month ahead', () => {
    expect(defaultServicesCalendarRange('2026-05-10')).toEqual({
      start: '2026-05-10',
      end: '2026-06-10',
    });
  });
});
