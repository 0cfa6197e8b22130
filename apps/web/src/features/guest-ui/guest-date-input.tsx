import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useI18n } from '@/lib/i18n';
import type { FieldControlProps } from './guest-field';
import { GuestCalendar } from './guest-calendar';
import { formatIsoIn, parseIn } from './date-pattern';
import './guest-ui.css';

interface GuestDateInputProps extends FieldControlProps {
  /** The chosen day (YYYY-MM-DD), or null. */
  value: string | null;
  onChange: (iso: string | null) => void;
  /** How the guest's language writes a day ("MM/DD/YYYY"): shown, typed and read back. */
  pattern: string;
  /** Days that cannot be chosen. */
  isDisabled: (iso: string) => boolean;
  /** Where to open the calendar when nothing is chosen. */
  today: string;
  /** Phones pick from the calendar only, without their keyboard covering it. */
  readOnly?: boolean;
}

/**
 * A day typed in the guest's pattern or picked from a calendar that opens under the box on a
 * click or ArrowDown (Escape closes it, focus comes back to the box).
 */
export function GuestDateInput({
  value,
  onChange,
  pattern,
  isDisabled,
  today,
  readOnly,
  ...control
}: GuestDateInputProps) {
  const { locale } = useI18n();
  const [text, setText] = useState(value ? formatIsoIn(pattern, value) : '');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const pick = (iso: string) => {
    setText(formatIsoIn(pattern, iso));
    onChange(iso);
    setOpen(false);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="gu-date" ref={root}>
      <input
        ref={input}
        {...control}
        className="gu-input"
        value={text}
        placeholder={pattern}
        readOnly={readOnly}
        autoComplete="off"
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseIn(pattern, event.target.value));
        }}
        onBlur={() => setText(value ? formatIsoIn(pattern, value) : text)}
      />
      {open ? (
        <GuestCalendar
          locale={locale}
          selected={value}
          start={value ?? today}
          isDisabled={isDisabled}
          onPick={pick}
          onClose={() => {
            setOpen(false);
            input.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
