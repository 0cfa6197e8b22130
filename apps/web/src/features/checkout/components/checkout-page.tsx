import { ArrowLeftOutlined } from '@ant-design/icons';
import type { Order } from '@/features/cart';
import { GuestAlert, GuestButton, GuestRouterLink, GuestSpinner } from '@/features/guest-ui';
import { getErrorMessage } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n';
import { useCheckoutOrder } from '../api/get-checkout-order';
import { CheckoutForm } from './checkout-form';
import '../checkout.css';

export interface CheckoutPageProps {
  storeId: string;
  orderId: string;
  customerId: string;
  cartHref: string;
  detailsHref: string;
  termsHref: string;
}

/** An order whose payment went through: its checkout has nothing left to do. */
function isPaid(order: Pick<Order, 'is_ready' | 'has_error'>): boolean {
  return order.is_ready && !order.has_error;
}

/**
 * Checkout (spec: /store/:storeId/checkout/:orderId/:customerId/): the guest's details, the card
 * (a plain form for the simulated provider, Stripe's Payment Element for the real one), the
 * agreement, Place your order, and the order summary.
 */
export function CheckoutPage({ storeId, orderId, cartHref, ...formProps }: CheckoutPageProps) {
  const { t, message } = useI18n();
  // Asked again on every visit: back and forward through the cart may have changed the lines.
  const orderQuery = useCheckoutOrder(storeId, orderId, { fresh: true, watchCart: true });
  const order = orderQuery.data;
  return (
    <div className="sf-cart-page ck-page">
      <GuestRouterLink to={cartHref} icon={<ArrowLeftOutlined aria-hidden="true" />}>
        {t('checkout.backToCart')}
      </GuestRouterLink>
      <h1 className="sf-page-title ck-page__title">{t('checkout.title')}</h1>
      {orderQuery.isPending ? (
        <div className="sf-popup__loading" role="status" aria-live="polite">
          <GuestSpinner />
          <span className="visually-hidden">{t('common.loading')}</span>
        </div>
      ) : orderQuery.isError || !order ? (
        <div className="sf-empty" role="alert">
          <p>{message(getErrorMessage(orderQuery.error))}</p>
          <GuestButton onClick={() => void orderQuery.refetch()}>
            {t('common.tryAgain')}
          </GuestButton>
        </div>
      ) : isPaid(order) ? (
        <GuestAlert
          type="success"
          role="status"
          title={t('checkout.alreadyPaid')}
          description={t('checkout.alreadyPaidHint')}
          action={
            <GuestRouterLink to={formProps.detailsHref}>{t('checkout.seeOrder')}</GuestRouterLink>
          }
        />
      ) : order.order_products.length === 0 ? (
        // A form for an empty cart could never be sent: say so, beside the way back to the cart.
        <div className="sf-empty" role="status">
          <p>{t('cart.empty')}</p>
        </div>
      ) : (
        <CheckoutForm storeId={storeId} order={order} orderId={orderId} {...formProps} />
      )}
    </div>
  );
}
