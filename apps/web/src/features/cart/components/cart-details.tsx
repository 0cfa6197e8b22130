import { useId, useState } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { isPaidOffPlatform, type CartProductRules } from '@stayfront/core';
import { useNavigate } from 'react-router';
import { GuestButton, GuestRouterLink, GuestSpinner } from '@/features/guest-ui';
import { getErrorMessage } from '@/lib/api-client';
import { useSingleFlight } from '@/hooks/use-single-flight';
import { useCreateCustomer } from '../api/create-customer';
import { useCart } from '../api/get-cart';
import { useUpdatePurchasableOffPlatform } from '../api/update-purchasable-off-platform';
import { useCartLineActions } from '../hooks/use-cart-line-actions';
import type { Order, OrderProduct } from '../types';
import { useI18n } from '@/lib/i18n';
import { itemCountText } from '../utils/cart-display';
import { CartLineItem } from './cart-line-item';
import { OffPlatformAnswer } from './off-platform-answer';
import { OffPlatformModal } from './off-platform-modal';
import { OrderSummary } from '@/features/checkout';
import { useFeedback } from '@/components/feedback/app-feedback';
import '../cart.css';

export interface CartDetailsProps {
  storeId: string;
  storeHref: string;
  /** A host previewing the store: Pay now shows the shop-preview modal instead. */
  isPreview: boolean;
  productRules: ReadonlyMap<string, CartProductRules>;
  checkoutHref: (orderId: string, customerId: string) => string;
  onEditLine: (line: OrderProduct) => void;
  onPreviewBlocked: () => void;
}

/** The Airbnb question opens by itself while it has no answer, unless the guest closed it. */
function needsOffPlatformAnswer(order: Order | undefined): boolean {
  return Boolean(
    order?.id && order.has_off_platform_products && order.is_purchasable_off_platform == null,
  );
}

/** Cart details (spec: /store/:storeId/cart/): lines, order summary and Pay now. */
export function CartDetails({
  storeId,
  storeHref,
  isPreview,
  productRules,
  checkoutHref,
  onEditLine,
  onPreviewBlocked,
}: CartDetailsProps) {
  const { message } = useFeedback();
  const i18n = useI18n();
  const { t } = i18n;
  const navigate = useNavigate();
  const cart = useCart(storeId);
  const actions = useCartLineActions(storeId);
  const createCustomer = useCreateCustomer();
  // A double tap on Pay now, or a tap while the checkout's code loads after the first one, would
  // create a second customer for the order: one at a time, and none after the first success.
  const sendOnce = useSingleFlight();
  const answerOffPlatform = useUpdatePurchasableOffPlatform(storeId);
  const [questionClosed, setQuestionClosed] = useState(false);
  const [payAfterAnswer, setPayAfterAnswer] = useState(false);
  const [changingAnswer, setChangingAnswer] = useState(false);
  const payNoteId = useId();

  const order = cart.data;
  const lines = order?.order_products ?? [];
  const unanswered = needsOffPlatformAnswer(order);
  // The checkout refuses these lines as they stand: the guest fixes them here first.
  const hasProblems = lines.some((line) => line.cart_problem);
  const payBlocked = !isPreview && hasProblems;

  const goToCheckout = (orderId: string) =>
    sendOnce(createCustomer, undefined, {
      onSuccess: ({ id }) => void navigate(checkoutHref(orderId, id)),
      onError: (error) => void message.error(i18n.message(getErrorMessage(error))),
    });

  const payNow = () => {
    if (isPreview) {
      onPreviewBlocked();
      return;
    }
    if (!order?.id || lines.length === 0) return;
    if (unanswered) {
      setPayAfterAnswer(true);
      setQuestionClosed(false);
      return;
    }
    goToCheckout(order.id);
  };

  const answer = (madeOnAirbnb: boolean) => {
    if (!order?.id) return;
    const orderId = order.id;
    answerOffPlatform.mutate(
      { orderId, isPurchasableOffPlatform: madeOnAirbnb },
      {
        onSuccess: () => {
          if (payAfterAnswer) goToCheckout(orderId);
          setPayAfterAnswer(false);
          setChangingAnswer(false);
        },
        onError: (error) => void message.error(i18n.message(getErrorMessage(error))),
      },
    );
  };

  return (
    <div className="sf-cart-page">
      <GuestRouterLink to={storeHref} icon={<ArrowLeftOutlined aria-hidden="true" />}>
        {t('common.backToStore')}
      </GuestRouterLink>
      <div className="sf-cart-page__heading">
        <h1 className="sf-page-title">{t('cart.title')}</h1>
        {order ? (
          <span className="sf-popup__count">
            {itemCountText(i18n, order.order_product_quantity)}
          </span>
        ) : null}
      </div>
      {cart.isPending ? (
        <div className="sf-popup__loading">
          <GuestSpinner />
        </div>
      ) : cart.isError || !order ? (
        <div className="sf-empty" role="alert">
          <p>{t('common.somethingWentWrong')}</p>
          <GuestButton onClick={() => void cart.refetch()}>{t('common.tryAgain')}</GuestButton>
        </div>
      ) : (
        <div className="sf-cart-page__layout">
          <div className="sf-cart-page__lines">
            {lines.length === 0 ? (
              <p className="sf-popup__empty">{t('cart.empty')}</p>
            ) : (
              <ul className="sf-lines" aria-label={t('cart.items')}>
                {lines.map((line) => (
                  <CartLineItem
                    key={line.id}
                    line={line}
                    currency={order.currency}
                    rules={productRules.get(line.product_id)}
                    busy={actions.pendingLineId === line.id}
                    paidOnAirbnb={isPaidOffPlatform(
                      order.is_purchasable_off_platform,
                      line.is_purchasable_off_platform,
                    )}
                    onIncrement={actions.increment}
                    onDecrement={actions.decrement}
                    onEdit={onEditLine}
                    onRemove={actions.remove}
                  />
                ))}
              </ul>
            )}
          </div>
          <OrderSummary order={order}>
            {order.has_off_platform_products && order.is_purchasable_off_platform != null ? (
              <OffPlatformAnswer
                madeOnAirbnb={order.is_purchasable_off_platform}
                onChange={() => setChangingAnswer(true)}
              />
            ) : null}
            <GuestButton
              variant="solid"
              size="large"
              block
              loading={createCustomer.isPending}
              disabled={(!isPreview && lines.length === 0) || payBlocked}
              aria-describedby={payBlocked ? payNoteId : undefined}
              onClick={payNow}
            >
              {t('cart.payNow')}
            </GuestButton>
            {payBlocked ? (
              <p id={payNoteId} className="sf-pay-note">
                {t('cart.fixProblemsFirst')}
              </p>
            ) : null}
          </OrderSummary>
        </div>
      )}
      <OffPlatformModal
        open={(unanswered && !questionClosed) || changingAnswer}
        saving={answerOffPlatform.isPending}
        onAnswer={answer}
        onClose={() => {
          setQuestionClosed(true);
          setPayAfterAnswer(false);
          setChangingAnswer(false);
        }}
      />
      {actions.removeDialog}
    </div>
  );
}
