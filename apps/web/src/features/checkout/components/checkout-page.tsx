import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { ButtonLink } from '@/components/button-link';
import { getErrorMessage } from '@/lib/api-client';
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

/**
 * Checkout (spec: /store/:storeId/checkout/:orderId/:customerId/): the guest's details, the card
 * (a plain form for the simulated provider, Stripe's Payment Element for the real one), the
 * agreement, Place your order, and the order summary.
 */
export function CheckoutPage({ storeId, orderId, cartHref, ...formProps }: CheckoutPageProps) {
  const orderQuery = useCheckoutOrder(storeId, orderId);
  const order = orderQuery.data;
  return (
    <div className="sf-cart-page ck-page">
      <ButtonLink to={cartHref} icon={<ArrowLeftOutlined aria-hidden="true" />}>
        Back to cart
      </ButtonLink>
      <h1 className="sf-page-title ck-page__title">Checkout</h1>
      {orderQuery.isPending ? (
        <div className="sf-popup__loading" role="status" aria-live="polite">
          <Spin />
          <span className="visually-hidden">Loading</span>
        </div>
      ) : orderQuery.isError || !order ? (
        <div className="sf-empty" role="alert">
          <p>{getErrorMessage(orderQuery.error)}</p>
          <Button onClick={() => void orderQuery.refetch()}>Try again</Button>
        </div>
      ) : (
        <CheckoutForm storeId={storeId} order={order} orderId={orderId} {...formProps} />
      )}
    </div>
  );
}
