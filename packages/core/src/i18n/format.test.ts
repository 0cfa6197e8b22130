import { describe, expect, it } from 'vitest';
import {
  dateInputPattern,
  formatCentsIn,
  formatIsoDateIn,
  formatMoneyIn,
  formatTimeIn,
} from './format';
import { pickLocale } from './locales';

describe('guest formats', () => {
  it('keeps the spec formats in English', () => {
    expect(formatMoneyIn('en', 1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoneyIn('en', 12, 'EUR')).toBe('€12.00');
    expect(formatIsoDateIn('en', '2026-05-04')).toBe('05/04/2026');
    expect(formatTimeIn('en', '14:00:00')).toBe('2:00 PM');
    expect(dateInputPattern('en')).toBe('MM/DD/YYYY');
  });

  it("uses each locale's forms in the store's currency", () => {
    expect(formatMoneyIn('de', 1234.5, 'EUR').replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(formatCentsIn('fr', 1250, 'EUR').replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatMoneyIn('es', 12, 'USD')).toContain('12,00');
    expect(formatIsoDateIn('de', '2026-05-04')).toBe('04.05.2026');
    expect(formatIsoDateIn('pt', '2026-05-04')).toBe('04/05/2026');
    expect(formatTimeIn('fr', '14:00:00')).toBe('14:00');
    expect(dateInputPattern('de')).toBe('DD.MM.YYYY');
    expect(dateInputPattern('fr')).toBe('DD/MM/YYYY');
  });

  it('keeps the half of the day of a time written in English', () => {
    expect(formatTimeIn('en', '2:00 PM')).toBe('2:00 PM');
    expect(formatTimeIn('fr', '2:00 PM')).toBe('14:00');
    expect(formatTimeIn('de', '12:30 AM')).toBe(formatTimeIn('de', '00:30:00'));
    expect(formatTimeIn('en', '12:00 pm')).toBe('12:00 PM');
  });

  it('leaves what is not a date or a time', () => {
    expect(formatIsoDateIn('de', null)).toBeNull();
    expect(formatIsoDateIn('de', 'soon')).toBeNull();
    expect(formatTimeIn('de', 'Noon')).toBe('Noon');
    expect(formatTimeIn('de', '')).toBeNull();
  });

  it("picks the first of the browser's languages that guests can read", () => {
    expect(pickLocale(['de-AT', 'en-US'])).toBe('de');
    expect(pickLocale(['ja', 'pt-BR'])).toBe('pt');
    expect(pickLocale(['ja'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });
});
