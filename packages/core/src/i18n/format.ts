import { formatMoney } from '../money';
import { INTL_LOCALE, type Locale } from './locales';

// Making a formatter costs far more than formatting: keep one per locale and option set.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, kind: 'date' | 'time'): Intl.DateTimeFormat {
  const key = `${locale}:${kind}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      INTL_LOCALE[locale],
      kind === 'date'
        ? { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }
        : { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' },
    );
    dateFormats.set(key, format);
  }
  return format;
}

/** An amount in the store's currency: en-US with 2 decimals in English, else the locale's form. */
export function formatMoneyIn(locale: Locale, amount: number, currency = 'USD'): string {
  if (locale === 'en') return formatMoney(amount, currency);
  const key = `${locale}:${currency}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency });
    numberFormats.set(key, format);
  }
  return format.format(amount);
}

export function formatCentsIn(locale: Locale, cents: number, currency = 'USD'): string {
  return formatMoneyIn(locale, cents / 100, currency);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A YYYY-MM-DD day as guests read it: MM/DD/YYYY in English, else the locale's form. */
export function formatIsoDateIn(locale: Locale, isoDate: string | null | undefined): string | null {
  const match = isoDate ? ISO_DATE.exec(isoDate) : null;
  if (!match) return null;
  if (locale === 'en') return `${match[2]}/${match[3]}/${match[1]}`;
  return dateFormat(locale, 'date').format(new Date(`${match[0]}T00:00:00Z`));
}

/**
 * A time of day kept as "14:00:00" as guests read it: 2:00 PM in English, else 14:00 and so on.
 * A time already written in English ("2:00 PM") keeps its half of the day.
 */
export function formatTimeIn(locale: Locale, time: string | null | undefined): string | null {
  const match = time ? /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([AP]M)?$/i.exec(time.trim()) : null;
  if (!match) return time?.trim() || null;
  const half = match[3]?.toUpperCase();
  const hours = (Number(match[1]) % (half ? 12 : 24)) + (half === 'PM' ? 12 : 0);
  const date = new Date(Date.UTC(2000, 0, 1, hours, Number(match[2])));
  return dateFormat(locale, 'time').format(date);
}

/** The typing pattern of a date field ("MM/DD/YYYY", "DD.MM.YYYY") in the locale's order. */
export function dateInputPattern(locale: Locale): string {
  if (locale === 'en') return 'MM/DD/YYYY';
  const names: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
    day: 'DD',
    month: 'MM',
    year: 'YYYY',
  };
  return dateFormat(locale, 'date')
    .formatToParts(new Date(Date.UTC(2000, 10, 22)))
    .map((part) => (part.type === 'literal' ? part.value : (names[part.type] ?? '')))
    .join('');
}
