import { GuestField, GuestInput } from '@/features/guest-ui';
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
  const { id, label, format, placeholderKey, ...inputProps } = FIELD_SPECS[field];
  const error = errors[field] && message(errors[field]);
  return (
    <GuestField id={id} label={t(label)} error={error} required>
      {(control) => (
        <GuestInput
          {...control}
          size="large"
          value={values[field]}
          onChange={(event) =>
            onChange(field, format ? format(event.target.value) : event.target.value)
          }
          {...inputProps}
          {...(placeholderKey ? { placeholder: t(placeholderKey) } : {})}
        />
      )}
    </GuestField>
  );
}
