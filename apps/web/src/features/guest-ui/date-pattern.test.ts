import { describe, expect, it } from 'vitest';
import { addDays, formatIsoIn, monthGrid, parseIn, shiftMonth } from './date-pattern';

describe('date patterns', () => {
  it("writes a day in each language's pattern", () => {
    expect(formatIsoIn('MM/DD/YYYY', '2026-05-04')).toBe('05/04/2026');
    expect(formatIsoIn('DD.MM.YYYY', '2026-05-04')).toBe('04.05.2026');
  });

  it('reads what a guest typed back, only when it is a real day', () => {
    expect(parseIn('MM/DD/YYYY', '05/04/2026')).toBe('2026-05-04');
    expect(parseIn('MM/DD/YYYY', '5/4/2026')).toBe('2026-05-04');
    expect(parseIn('DD/MM/YYYY', '04/05/2026')).toBe('2026-05-04');
    expect(parseIn('DD.MM.YYYY', '31.12.2026')).toBe('2026-12-31');
    expect(parseIn('MM/DD/YYYY', '02/30/2026')).toBeNull();
    expect(parseIn('MM/DD/YYYY', '05/04/26')).toBeNull();
    expect(parseIn('MM/DD/YYYY', 'soon')).toBeNull();
  });

  it('counts days and months across their ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('lays a month out in whole weeks from Sunday', () => {
    const weeks = monthGrid('2026-05');
    expect(weeks[0]![0]).toBe('2026-04-26');
    expect(weeks.at(-1)!.at(-1)).toBe('2026-06-06');
    expect(weeks.flat()).toContain('2026-05-31');
  });
});
