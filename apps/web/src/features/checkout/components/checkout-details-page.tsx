import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { checkoutMessages } from '@stayfront/core';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { cartKeys, type Order } from '@/features/cart';
import { getErrorMessage } from '@/lib/api-client';
import { useRetryPayment } from '../api/checkout-calls';
import { useCheckoutOrder } from '../api/get-checkout-order';
import { useOrderReadiness } from '../api/get-order-readiness';
import { OrderLines } from './order-lines';
import { OrderSummary } from './order-summary';
import '../checkout.css';
import { useFeedback } from '@/components/feedback/app-feedback';

export const PROCESSING_TEXT = 'Processing payment...';
export const THANK_YOU_TEXT = 'Thank you!';

export interface CheckoutDetailsPageProps {
  storeId: string;
  orderId: string;
  storeHref: string;
  cartHref: string;
  supportEmail: string;
}

function Processing() {
  return (
    <div className="ck-result">
      <Spin size="large" />
      <h1 className="sf-page-title ck-result__title">{PROCESSING_TEXT}</h1>
    </div>
  );
}

function ThankYou({ storeHref, supportEmail }: { storeHref: string; supportEmail: string }) {
  return (
    <div className="ck-result">
      <CheckCircleFilled className="ck-result__icon ck-result__icon--ok" aria-hidden="true" />
      <h1 className="sf-page-title ck-result__title">{THANK_YOU_TEXT}</h1>
      <p className="ck-result__text">
        If you need support contact us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
      <ButtonLink to={storeHref} type="primary" size="large">
        Back to store
      </ButtonLink>
    </div>
  );
}

function GuestDetails({ order }: { order: Order }) {
  const rows = [
    { label: 'Name', value: order.guest_name },
    { label: 'E-mail', value: order.guest_email },
    { label: 'Phone', value: order.guest_phone },
  ];
  return (
    <section className="ck-card" aria-labelledby="ck-guest-title">
      <h2 id="ck-guest-title" className="ck-card__title">
        Guest details
      </h2>
      <dl className="ck-guest">
        {rows.map((row) => (
          <div key={row.label} className="ck-guest__row">
            <dt>{row.label}</dt>
            <dd>{row.value || '-'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function PaymentDeclined({
  storeId,
  orderId,
  cartHref,
}: {
  storeId: string;
  orderId: string;
  cartHref: string;
}) {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const orderQuery = useCheckoutOrder(storeId, orderId, { fresh: true });
  const retry = useRetryPayment(storeId);
  const order = orderQuery.data;

  const updateDetails = () =>
    retry.mutate(orderId, {
      onSuccess: () => void navigate(cartHref),
      onError: (error) => void message.error(getErrorMessage(error)),
    });

  return (
    <div className="ck-declined">
      <div className="ck-result ck-result--declined">
        <CloseCircleFilled className="ck-result__icon ck-result__icon--error" aria-hidden="true" />
        <h1 className="sf-page-title ck-result__title">{checkoutMessages.paymentDeclinedTitle}</h1>
        <p className="ck-result__text">{checkoutMessages.paymentDeclined}</p>
        <Button type="primary" size="large" loading={retry.isPending} onClick={updateDetails}>
          Update details
        </Button>
      </div>
      {orderQuery.isPending ? (
        <div className="sf-popup__loading">
          <Spin />
        </div>
      ) : order ? (
        <div className="ck-layout">
          <div className="ck-layout__summary">
            <OrderSummary order={order} />
          </div>
          <div className="ck-form">
            <GuestDetails order={order} />
            <section className="ck-card" aria-labelledby="ck-lines-title">
              <h2 id="ck-lines-title" className="ck-card__title">
                Your items
              </h2>
              <OrderLines order={order} showStatus label="Your items" />
            </section>
          </div>
        </div>
      ) : (
        <div className="sf-empty">
          <p>{getErrorMessage(orderQuery.error)}</p>
          <Button onClick={() => void orderQuery.refetch()}>Try again</Button>
        </div>
      )}
    </div>
  );
}

/**
 * Checkout details (spec: /store/:storeId/:orderId/checkout-details/): asks every 3 seconds
 * whether the payment has settled, then thanks the guest or says the payment was declined.
 */
export function CheckoutDetailsPage({
  storeId,
  orderId,
  storeHref,
  cartHref,
  supportEmail,
}: CheckoutDetailsPageProps) {
  const queryClient = useQueryClient();
  const readiness = useOrderReadiness(orderId);
  const state = readiness.data;
  const settled = Boolean(state?.is_ready);

  // Once the payment has settled the guest's cart is a new, empty one (or the failed order).
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: cartKeys.detail(storeId) });
  }, [settled, queryClient, storeId]);

  let content;
  if (readiness.isError && !state) {
    content = (
      <div className="sf-empty" role="alert">
        <p>{getErrorMessage(readiness.error)}</p>
        <Button onClick={() => void readiness.refetch()}>Try again</Button>
      </div>
    );
  } else if (!state?.is_ready) {
    content = <Processing />;
  } else if (state.has_error) {
    content = <PaymentDeclined storeId={storeId} orderId={orderId} cartHref={cartHref} />;
  } else {
    content = <ThankYou storeHref={storeHref} supportEmail={supportEmail} />;
  }

  // One live region: the change from processing to the result is announced.
  return (
    <div className="sf-cart-page ck-page" aria-live="polite" aria-atomic="false">
      {content}
    </div>
  );
}
