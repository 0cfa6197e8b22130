import { isPaidOffPlatform, type CartProductRules } from '@stayfront/core';
import { GuestButton, GuestDialog, GuestSpinner } from '@/features/guest-ui';
import { useCart } from '../api/get-cart';
import { useCartLineActions } from '../hooks/use-cart-line-actions';
import { useI18n } from '@/lib/i18n';
import { itemCountText } from '../utils/cart-display';
import { CartLineItem } from './cart-line-item';
import { RecommendedProducts } from './recommended-products';

export interface CartPopupProps {
  storeId: string;
  open: boolean;
  productRules: ReadonlyMap<string, CartProductRules>;
  onClose: () => void;
  onCheckout: () => void;
  onSelectProduct: (productId: string) => void;
}

/** The header's cart: My Cart, its lines, Checkout now and Recommended for you. */
export function CartPopup({
  storeId,
  open,
  productRules,
  onClose,
  onCheckout,
  onSelectProduct,
}: CartPopupProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const cart = useCart(storeId);
  const actions = useCartLineActions(storeId);
  const order = cart.data;
  const lines = order?.order_products ?? [];
  const count = order?.order_product_quantity ?? 0;
  const currency = order?.currency ?? 'USD';
  return (
    <GuestDialog
      open={open}
      onClose={onClose}
      placement="right"
      width={420}
      // The store layout gives focus back (to what opened the product modal before the popup,
      // or to the new page's content after Checkout now).
      returnFocus={false}
      title={
        <span className="sf-popup__title">
          {t('cart.title')} <span className="sf-popup__count">{itemCountText(i18n, count)}</span>
        </span>
      }
      footer={
        lines.length > 0 ? (
          <GuestButton variant="solid" size="large" block onClick={onCheckout}>
            {t('cart.checkoutNow')}
          </GuestButton>
        ) : null
      }
      className="sf-popup"
    >
      {cart.isPending ? (
        <div className="sf-popup__loading">
          <GuestSpinner />
        </div>
      ) : lines.length === 0 ? (
        <p className="sf-popup__empty">{t('cart.empty')}</p>
      ) : (
        <ul className="sf-lines" aria-label={t('cart.items')}>
          {lines.map((line) => (
            <CartLineItem
              key={line.id}
              line={line}
              currency={currency}
              rules={productRules.get(line.product_id)}
              busy={actions.pendingLineId === line.id}
              paidOnAirbnb={isPaidOffPlatform(
                order?.is_purchasable_off_platform,
                line.is_purchasable_off_platform,
              )}
              onIncrement={actions.increment}
              onDecrement={actions.decrement}
            />
          ))}
        </ul>
      )}
      <RecommendedProducts
        orderId={order?.id ?? null}
        currency={currency}
        onSelect={onSelectProduct}
      />
      {actions.removeDialog}
    </GuestDialog>
  );
}
