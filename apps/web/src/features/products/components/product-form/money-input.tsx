import { parseTypedAmountCents, sanitizeTypedAmount } from '@stayfront/core';
import { Input, type InputProps } from 'antd';

/** The currency's symbol ("$" for USD). */
export function currencySymbol(currency: string): string {
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

type MoneyInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  currency: string;
};

/**
 * An amount as text, kept to digits and decimal marks (spec: amount text sanitised to money);
 * once left, one the shared rule reads is shown as money ("12,5" -> "12.50").
 */
export function MoneyInput({ value, onChange, currency, ...props }: MoneyInputProps) {
  return (
    <Input
      {...props}
      inputMode="decimal"
      autoComplete="off"
      prefix={<span aria-hidden="true">{currencySymbol(currency)}</span>}
      value={value}
      onChange={(event) => onChange(sanitizeTypedAmount(event.target.value))}
      onBlur={() => {
        const cents = parseTypedAmountCents(value);
        if (cents != null) onChange((cents / 100).toFixed(2));
      }}
    />
  );
}
