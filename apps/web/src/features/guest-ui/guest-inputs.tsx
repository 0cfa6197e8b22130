import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import './guest-ui.css';

type Size = { size?: 'default' | 'large' };

function inputClass(base: string, size: Size['size'], className?: string) {
  return [base, size === 'large' ? `${base}--large` : null, className].filter(Boolean).join(' ');
}

/** A text box; `prefix` (e.g. "$") sits inside it, before the text. */
export function GuestInput({
  size,
  prefix,
  className,
  ...props
}: Size & { prefix?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'>) {
  const input = <input className={inputClass('gu-input', size, className)} {...props} />;
  if (!prefix) return input;
  return (
    <span className="gu-affix">
      <span className="gu-affix__prefix" aria-hidden="true">
        {prefix}
      </span>
      {input}
    </span>
  );
}

/** A text area that grows with its text (up to a few lines where browsers can). */
export function GuestTextArea({
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea
      rows={2}
      className={inputClass('gu-input gu-textarea', undefined, className)}
      {...props}
    />
  );
}

interface GuestSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange'
> {
  value: string | null;
  onChange: (value: string) => void;
  placeholder: string;
  options: { value: string; label: string }[];
}

/** The browser's own select, with a placeholder that cannot be chosen back. */
export function GuestSelect({
  value,
  onChange,
  placeholder,
  options,
  className,
  ...props
}: GuestSelectProps) {
  return (
    <select
      className={inputClass('gu-input gu-select', undefined, className)}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      {...props}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A check box with its label beside it (the label may hold links). */
export function GuestCheckbox({
  children,
  className,
  ...props
}: { children: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <label className={['gu-checkbox', className].filter(Boolean).join(' ')}>
      <input type="checkbox" className="gu-checkbox__input" {...props} />
      <span>{children}</span>
    </label>
  );
}
