import type { ChangeEvent } from 'react';
import { Form, Input } from 'antd';
import type { CheckoutErrors, CheckoutField, CheckoutValues } from '../utils/checkout-form';
import { FIELD_SPECS } from '../utils/field-specs';
import { useI18n } from '@/lib/i18n';

/** What each section of the form gets: the typed values, their messages, and the change. */
export interface CheckoutFieldsProps {
  values: CheckoutValues;
  errors: CheckoutErrors;
  onChange: (field: CheckoutField, value: string) => void;
}

export function CheckoutTextField({
  field,
  values,
  errors,
  onChange,
}: CheckoutFieldsProps & { field: CheckoutField }) {
  const { t, message } = useI18n();
  const { id, label, format, ...inputProps } = FIELD_SPECS[field];
  const error = errors[field] && message(errors[field]);
  const errorId = `${id}-error`;
  return (
    <Form.Item
      label={t(label)}
      htmlFor={id}
      required
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={errorId}>{error}</span> : undefined}
    >
      <Input
        id={id}
        size="large"
        value={values[field]}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          onChange(field, format ? format(event.target.value) : event.target.value)
        }
        {...inputProps}
      />
    </Form.Item>
  );
}
