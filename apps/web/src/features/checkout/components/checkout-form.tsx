import { AUTHORISATION_DAYS } from '@stayfront/core';
import { GuestAlert, GuestButton } from '@/features/guest-ui';
import type { Order } from '@/features/cart';
import { useI18n } from '@/lib/i18n';
import { OrderSummary } from './order-summary';
import { useCheckout } from '../hooks/use-checkout';
import { hasRequestChargedOnApproval } from '../utils/charge-on-approval';
import { AgreementCheckbox } from './agreement-checkbox';
import { CustomerDetailsSection } from './customer-details-section';
import { OrderLines } from './order-lines';
import { PaymentSection } from './payment-section';

interface CheckoutFormProps {
  storeId: string;
  order: Order;
  orderId: string;
  customerId: string;
  detailsHref: string;
  termsHref: string;
}

export function CheckoutForm({ order, termsHref, ...target }: CheckoutFormProps) {
  const { t, message } = useI18n();
  const checkout = useCheckout({ order, ...target });
  return (
    <div className="ck-layout">
      <div className="ck-layout__summary">
        <OrderSummary order={order}>
          <OrderLines order={order} />
        </OrderSummary>
      </div>
      <form
        className="ck-form"
        aria-label={t('checkout.title')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void checkout.placeOrder();
        }}
      >
        <CustomerDetailsSection {...checkout.fields} />
        <PaymentSection
          {...checkout.fields}
          stripeIntent={checkout.stripeIntent}
          onStripeReady={checkout.setStripeConfirm}
          simulatedCard={checkout.simulatedCard}
        />
        <AgreementCheckbox
          agreed={checkout.agreed}
          error={checkout.agreementError}
          onChange={checkout.agree}
          termsHref={termsHref}
        />

        {hasRequestChargedOnApproval(order) ? (
          <p className="ck-consent">
            {t('checkout.chargeOnApproval', { days: AUTHORISATION_DAYS })}
          </p>
        ) : null}

        {checkout.blockedDetail ? (
          <GuestAlert type="error" role="alert" title={message(checkout.blockedDetail)} />
        ) : null}

        <GuestButton variant="solid" size="large" block type="submit" loading={checkout.submitting}>
          {t('checkout.placeOrder')}
        </GuestButton>
      </form>
    </div>
  );
}
