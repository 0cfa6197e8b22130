import { describe, expect, it } from 'vitest';
import { addMonths, defaultServicesCalendarRange } from './services-calendar';

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
