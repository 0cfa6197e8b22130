import { describe, expect, it } from 'vitest';
import { AUTHORISATION_DAYS, daysBetween, isChargedOnApproval } from './orders';

describe('requests charged on approval', () => {
  it('counts whole days between two dates', () => {
    expect(daysBetween('2030-02-27', '2030-03-01')).toBe(2);
    expect(daysBetween('2030-03-01', '2030-03-01')).toBe(0);
    expect(daysBetween('2030-03-10', '2030-03-01')).toBe(-9);
  });

  it('charges on approval only a delivery more than 6 days ahead', () => {
    expect(AUTHORISATION_DAYS).toBe(6);
    expect(isChargedOnApproval('2030-01-07', '2030-01-01')).toBe(false);
    expect(isChargedOnApproval('2030-01-08', '2030-01-01')).toBe(true);
    expect(isChargedOnApproval(null, '2030-01-01')).toBe(false);
    expect(isChargedOnApproval(undefined, '2030-01-01')).toBe(false);
  });
});
