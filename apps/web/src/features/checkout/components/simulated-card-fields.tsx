import { useI18n } from '@/lib/i18n';
import { CheckoutTextField, type CheckoutFieldsProps } from './checkout-text-field';

/** The plain card form of the simulated provider. */
export function SimulatedCardFields(fields: CheckoutFieldsProps) {
  const { t } = useI18n();
  return (
    <>
      <p className="ck-test-note">{t('checkout.testMode')}</p>
      <CheckoutTextField field="cardNumber" {...fields} />
      <div className="ck-row ck-row--card">
        <CheckoutTextField field="expiry" {...fields} />
        <CheckoutTextField field="cvc" {...fields} />
      </div>
    </>
  );
}
