import { useI18n } from '@/lib/i18n';
import { CheckoutTextField, type CheckoutFieldsProps } from './checkout-text-field';

export function CustomerDetailsSection(fields: CheckoutFieldsProps) {
  const { t } = useI18n();
  return (
    <section className="ck-card" aria-labelledby="ck-details-title">
      <h2 id="ck-details-title" className="ck-card__title">
        {t('checkout.yourDetails')}
      </h2>
      <div className="ck-row">
        <CheckoutTextField field="firstName" {...fields} />
        <CheckoutTextField field="lastName" {...fields} />
      </div>
      <CheckoutTextField field="phone" {...fields} />
    </section>
  );
}
