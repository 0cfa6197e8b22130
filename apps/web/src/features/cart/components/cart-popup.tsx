import { useRef } from 'react';
import type { CartProductRules } from '@stayfront/core';
import { Button, Drawer, Spin } from 'antd';
import { useCart } from '../api/get-cart';
import { useCartLineActions } from '../hooks/use-cart-line-actions';
import { useI18n } from '@/lib/i18n';
import { itemCountText } from '../utils/cart-display';
import { CartLineItem } from './cart-line-item';
import { RecommendedProducts } from './recommended-products';

export interface CartPopupProps {
  storeId: string;
  open: boolean;
  isPhone: boolean;
  productRules: ReadonlyMap<string, CartProductRules>;
  onClose: () => void;
  onCheckout: () => void;
  onSelectProduct: (productId: string) => void;
}

/** The header's cart: My Cart, its lines, Checkout now and Recommended for you. */
export function CartPopup({
  storeId,
  open,
  isPhone,
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
  const titleRef = useRef<HTMLSpanElement>(null);

  // antd focuses the drawer's outer box, outside the dialog, so its name is never read; opened
  // by the product modal's Add to cart, it may not even get focus. Once open, the dialog's first
  // button (Close) takes it.
  const takeFocus = (visible: boolean) => {
    const dialog = titleRef.current?.closest<HTMLElement>('[role="dialog"]');
    if (visible && dialog && !dialog.contains(document.activeElement)) {
      dialog.querySelector<HTMLElement>('button')?.focus();
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={isPhone ? '100%' : 420}
      afterOpenChange={takeFocus}
      // The store layout gives focus back (to what opened the product modal before the popup,
      // or to the new page's content after Checkout now).
      focusable={{ focusTriggerAfterClose: false }}
      title={
        <span className="sf-popup__title" ref={titleRef}>
          {t('cart.title')} <span className="sf-popup__count">{itemCountText(i18n, count)}</span>
        </span>
      }
      footer={
        lines.length > 0 ? (
          <Button type="primary" size="large" block onClick={onCheckout}>
            {t('cart.checkoutNow')}
          </Button>
        ) : null
      }
      rootClassName="sf-popup"
    >
      {cart.isPending ? (
        <div className="sf-popup__loading">
          <Spin />
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
    </Drawer>
  );
}
