import { Input, type InputProps } from 'antd';
import { sanitizeMoney } from '../../utils/price-mode';

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

/** An amount as text, kept to digits and two decimals (spec: amount text sanitised to money). */
export function MoneyInput({ value, onChange, currency, ...props }: MoneyInputProps) {
  return (
    <Input
      {...props}
      inputMode="decimal"
      autoComplete="off"
      prefix={<span aria-hidden="true">{currencySymbol(currency)}</span>}
      value={value}
      onChange={(event) => onChange(sanitizeMoney(event.target.value))}
      onBlur={() => {
        if (/^\d+(\.\d{0,2})?$/.test(value)) onChange(Number(value).toFixed(2));
      }}
    />
  );
}
