import { useState, type KeyboardEvent } from 'react';
import { useI18n } from '@/lib/i18n';
import { monthGrid, shiftMonth } from './date-pattern';

interface GuestCalendarProps {
  locale: string;
  selected: string | null;
  /** A day of the month shown first. */
  start: string;
  isDisabled: (iso: string) => boolean;
  onPick: (iso: string) => void;
  onClose: () => void;
}

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** A month of days as buttons, named and headed in the guest's language by the browser. */
export function GuestCalendar({
  locale,
  selected,
  start,
  isDisabled,
  onPick,
  onClose,
}: GuestCalendarProps) {
  const { t } = useI18n();
  const [month, setMonth] = useState(start.slice(0, 7));
  const weeks = monthGrid(month);
  const monthName = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const dayName = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const weekday = (style: 'narrow' | 'long') =>
    new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' });
  const heading = monthName.format(utc(`${month}-01`));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <div className="gu-calendar" role="group" aria-label={heading} onKeyDown={onKeyDown}>
      <div className="gu-calendar__header">
        <button
          type="button"
          className="gu-calendar__nav"
          aria-label={t('date.previousMonth')}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <span aria-hidden="true">{'\u2039'}</span>
        </button>
        <span className="gu-calendar__month" aria-live="polite">
          {heading}
        </span>
        <button
          type="button"
          className="gu-calendar__nav"
          aria-label={t('date.nextMonth')}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          <span aria-hidden="true">{'\u203a'}</span>
        </button>
      </div>
      <table className="gu-calendar__grid">
        <thead>
          <tr>
            {weeks[0]!.map((day) => (
              <th key={day} scope="col" abbr={weekday('long').format(utc(day))}>
                {weekday('narrow').format(utc(day))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => (
                <td key={day}>
                  <button
                    type="button"
                    className={
                      day.startsWith(month)
                        ? 'gu-calendar__day'
                        : 'gu-calendar__day gu-calendar__day--other'
                    }
                    data-date={day}
                    aria-label={dayName.format(utc(day))}
                    aria-pressed={day === selected}
                    disabled={isDisabled(day)}
                    onClick={() => onPick(day)}
                  >
                    {Number(day.slice(8))}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
