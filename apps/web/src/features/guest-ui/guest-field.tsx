import type { ReactNode } from 'react';
import './guest-ui.css';

/** What a field gives its control: its id, and the state and texts a screen reader reads. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface GuestFieldProps {
  id: string;
  label: ReactNode;
  /** The message of what is wrong, announced when it appears. */
  error?: string | null;
  /** A line of help under the control. */
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form field: the label names the control, and the error (announced when it appears)
 * and hint describe it.
 */
export function GuestField({
  id,
  label,
  error,
  hint,
  required,
  className,
  children,
}: GuestFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div
      className={['gu-field', error ? 'gu-field--error' : null, className]
        .filter(Boolean)
        .join(' ')}
    >
      <label className="gu-field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {error ? (
        <p id={errorId} className="gu-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="gu-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
