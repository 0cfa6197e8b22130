import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useEffect, useId, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isPaidOffPlatform } from '@stayfront/core';
import { GuestButton, GuestRouterLink, GuestSpinner } from '@/features/guest-ui';
import { cartKeys, type Order, type OrderProduct } from '@/features/cart';
import { LinkifiedText } from '@/components/linkified-text';
import { SupportContact } from '@/components/support-contact';
import { getErrorMessage } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n';
import { useRetryPayment } from '../api/checkout-calls';
import { useCheckoutOrder } from '../api/get-checkout-order';
import { useOrderReadiness } from '../api/get-order-readiness';
import { OrderLines } from './order-lines';
import { OrderSummary } from './order-summary';
import '../checkout.css';
import { useFeedback } from '@/components/feedback/app-feedback';

export interface CheckoutDetailsPageProps {
  storeId: string;
  orderId: string;
  storeHref: string;
  cartHref: string;
  supportEmail: string;
}

function Processing() {
  const { t } = useI18n();
  return (
    <div className="ck-result">
      <GuestSpinner size="large" />
      <h1 className="sf-page-title ck-result__title">{t('result.processing')}</h1>
    </div>
  );
}

/** The order is still a cart (never sent for payment, or back after a declined card). */
function NotPaid({ cartHref }: { cartHref: string }) {
  const { t } = useI18n();
  return (
    <div className="ck-result">
      <h1 className="sf-page-title ck-result__title">{t('result.notPaidTitle')}</h1>
      <p className="ck-result__text">{t('result.notPaid')}</p>
      <GuestRouterLink to={cartHref} variant="solid" size="large">
        {t('checkout.backToCart')}
      </GuestRouterLink>
    </div>
  );
}

const lineName = (line: OrderProduct) => line.product_info.product_name || line.product_name;

/**
 * What the order still waits for: approvals of requests, and Airbnb's payment requests, each item
 * with what its host wrote for guests paying it there (once per product).
 */
function StillToCome({ order }: { order: Order }) {
  const { t } = useI18n();
  const airbnbTitleId = useId();
  const waiting = order.order_products.filter((line) => line.purchase_status === 'HOLD');
  const offPlatform = order.order_products.filter((line) =>
    isPaidOffPlatform(order.is_purchasable_off_platform, line.is_purchasable_off_platform),
  );
  return (
    <>
      {waiting.length > 0 ? (
        <div className="ck-result__text">
          <p>{t('result.waiting')}</p>
          <ul>
            {waiting.map((line) => (
              <li key={line.id}>{lineName(line)}</li>
            ))}
          </ul>
          <p>{t('result.waitingHint')}</p>
        </div>
      ) : null}
      {offPlatform.length > 0 ? (
        <div className="ck-result__text">
          <p id={airbnbTitleId}>{t('result.airbnbItems')}</p>
          <ul aria-labelledby={airbnbTitleId}>
            {offPlatform.map((line, index) => {
              const instructions = line.product_info.instructions_off_platform;
              const first =
                offPlatform.findIndex((other) => other.product_id === line.product_id) === index;
              return (
                <li key={line.id}>
                  {lineName(line)}
                  {instructions && first ? (
                    <p className="ck-result__host-text">
                      <LinkifiedText text={instructions} />
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <p>{t('result.airbnbHint')}</p>
        </div>
      ) : null}
    </>
  );
}

function ThankYou({
  storeId,
  orderId,
  storeHref,
  supportEmail,
}: {
  storeId: string;
  orderId: string;
  storeHref: string;
  supportEmail: string;
}) {
  const { t } = useI18n();
  const order = useCheckoutOrder(storeId, orderId, { fresh: true }).data;
  return (
    <div className="ck-result">
      <CheckCircleFilled className="ck-result__icon ck-result__icon--ok" aria-hidden="true" />
      <h1 className="sf-page-title ck-result__title">{t('result.thankYou')}</h1>
      {order?.order_number != null ? (
        <p className="ck-result__text">{t('result.orderNumber', { number: order.order_number })}</p>
      ) : null}
      {order ? <StillToCome order={order} /> : null}
      <p className="ck-result__text">
        <SupportContact email={supportEmail} />
      </p>
      <GuestRouterLink to={storeHref} variant="solid" size="large">
        {t('common.backToStore')}
      </GuestRouterLink>
    </div>
  );
}

function GuestDetails({ order }: { order: Order }) {
  const { t } = useI18n();
  const rows = [
    { label: t('result.name'), value: order.guest_name },
    { label: t('common.email'), value: order.guest_email },
    { label: t('common.phone'), value: order.guest_phone },
  ];
  return (
    <section className="ck-card" aria-labelledby="ck-guest-title">
      <h2 id="ck-guest-title" className="ck-card__title">
        {t('result.guestDetails')}
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

/** The outcome of an order that did not go through, with the guest, the summary and each line. */
function FailedOrder({
  storeId,
  orderId,
  title,
  text,
  action,
}: {
  storeId: string;
  orderId: string;
  title: string;
  text: string;
  action: ReactNode;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const orderQuery = useCheckoutOrder(storeId, orderId, { fresh: true });
  const order = orderQuery.data;
  return (
    <div className="ck-declined">
      <div className="ck-result ck-result--declined">
        <CloseCircleFilled className="ck-result__icon ck-result__icon--error" aria-hidden="true" />
        <h1 className="sf-page-title ck-result__title">{title}</h1>
        <p className="ck-result__text">{text}</p>
        {action}
      </div>
      {orderQuery.isPending ? (
        <div className="sf-popup__loading">
          <GuestSpinner />
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
                {t('result.yourItems')}
              </h2>
              <OrderLines order={order} showStatus label={t('result.yourItems')} />
            </section>
          </div>
        </div>
      ) : (
        <div className="sf-empty">
          <p>{i18n.message(getErrorMessage(orderQuery.error))}</p>
          <GuestButton onClick={() => void orderQuery.refetch()}>
            {t('common.tryAgain')}
          </GuestButton>
        </div>
      )}
    </div>
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
  const i18n = useI18n();
  const { t } = i18n;
  const navigate = useNavigate();
  const retry = useRetryPayment(storeId);
  const updateDetails = () =>
    retry.mutate(orderId, {
      onSuccess: () => void navigate(cartHref),
      onError: (error) => void message.error(i18n.message(getErrorMessage(error))),
    });
  return (
    <FailedOrder
      storeId={storeId}
      orderId={orderId}
      title={t('result.declinedTitle')}
      text={t('result.declined')}
      action={
        <GuestButton variant="solid" size="large" loading={retry.isPending} onClick={updateDetails}>
          {t('result.updateDetails')}
        </GuestButton>
      }
    />
  );
}

/**
 * The card was charged after the 30-minute hold lapsed and an item had sold meanwhile: the
 * payment was refunded, so new billing details would not help (issue 14).
 */
function SoldOutWhilePaying({
  storeId,
  orderId,
  storeHref,
}: {
  storeId: string;
  orderId: string;
  storeHref: string;
}) {
  const { t } = useI18n();
  return (
    <FailedOrder
      storeId={storeId}
      orderId={orderId}
      title={t('result.soldOutTitle')}
      text={t('result.soldOut')}
      action={
        <GuestRouterLink to={storeHref} variant="solid" size="large">
          {t('common.backToStore')}
        </GuestRouterLink>
      }
    />
  );
}

/**
 * Checkout details (spec: /store/:storeId/:orderId/checkout-details/): asks every 3 seconds
 * whether the payment has settled, then thanks the guest, says the payment was declined, or that
 * an item sold out while the guest paid (refunded). An order still in the cart (reached with the
 * browser's Back after "Update details") is not being paid: the page says so instead of waiting.
 */
export function CheckoutDetailsPage({
  storeId,
  orderId,
  storeHref,
  cartHref,
  supportEmail,
}: CheckoutDetailsPageProps) {
  const { t, message } = useI18n();
  const queryClient = useQueryClient();
  const readiness = useOrderReadiness(orderId);
  const state = readiness.data;
  const settled = Boolean(state?.is_ready);

  // Once the payment has settled the guest's cart is a new, empty one (or the failed order).
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: cartKeys.detail(storeId) });
  }, [settled, queryClient, storeId]);

  let content;
  let status = t('result.processing');
  if (readiness.isError && !state) {
    content = (
      <div className="sf-empty" role="alert">
        <p>{message(getErrorMessage(readiness.error))}</p>
        <GuestButton onClick={() => void readiness.refetch()}>{t('common.tryAgain')}</GuestButton>
      </div>
    );
  } else if (state && !state.is_ready && state.is_cart) {
    status = t('result.notPaidTitle');
    content = <NotPaid cartHref={cartHref} />;
  } else if (!state?.is_ready) {
    content = <Processing />;
  } else if (state.has_error && state.sold_out) {
    status = t('result.soldOutTitle');
    content = <SoldOutWhilePaying storeId={storeId} orderId={orderId} storeHref={storeHref} />;
  } else if (state.has_error) {
    status = t('result.declinedTitle');
    content = <PaymentDeclined storeId={storeId} orderId={orderId} cartHref={cartHref} />;
  } else {
    status = t('result.thankYou');
    content = (
      <ThankYou
        storeId={storeId}
        orderId={orderId}
        storeHref={storeHref}
        supportEmail={supportEmail}
      />
    );
  }

  // Only the outcome's title is announced when it changes, not the whole page below it.
  return (
    <div className="sf-cart-page ck-page">
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
      {content}
    </div>
  );
}
