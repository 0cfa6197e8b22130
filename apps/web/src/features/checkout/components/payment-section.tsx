import { LockOutlined } from '@ant-design/icons';
import { useI18n } from '@/lib/i18n';
import type { PaymentIntent } from '../api/checkout-calls';
import { CheckoutTextField, type CheckoutFieldsProps } from './checkout-text-field';
import { SimulatedCardFields } from './simulated-card-fields';
import { StripePaymentElement, type StripeConfirm } from './stripe-payment-element';
import { useFeedback } from '@/components/feedback/app-feedback';

interface PaymentSectionProps extends CheckoutFieldsProps {
  stripeIntent: PaymentIntent | null;
  onStripeReady: (confirm: StripeConfirm | null) => void;
  simulatedCard: boolean;
}

/** The receipt e-mail and the card: Stripe's Payment Element, or the simulated card fields. */
export function PaymentSection({
  stripeIntent,
  onStripeReady,
  simulatedCard,
  ...fields
}: PaymentSectionProps) {
  const { message } = useFeedback();
  const { t } = useI18n();
  return (
    <section className="ck-card" aria-labelledby="ck-payment-title">
      <h2 id="ck-payment-title" className="ck-card__title">
        <LockOutlined aria-hidden="true" /> {t('checkout.payment')}
      </h2>
      <CheckoutTextField field="email" {...fields} />
      {stripeIntent ? (
        <StripePaymentElement
          intent={stripeIntent}
          onReady={onStripeReady}
          onLoadError={() => void message.error(t('common.somethingWentWrong'))}
        />
      ) : null}
      {simulatedCard ? <SimulatedCardFields {...fields} /> : null}
    </section>
  );
}
