import { memo } from 'react';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { paths } from '@/config/paths';
import { itemCountText } from '@/features/cart';
import { useI18n } from '@/lib/i18n';
import { LanguageSwitcher } from './language-switcher';
import type { GuestStore } from '../types';

/** The header's cart button, where focus returns from a cart popup that opened by itself. */
export const CART_BUTTON_ID = 'sf-cart-button';

interface StorefrontHeaderProps {
  storeId: string;
  store: GuestStore | undefined;
  brandName: string;
  hidden: boolean;
  /** The cart button shows once the store and the session are there. */
  cartCount: number | null;
  onOpenCart: () => void;
}

function StoreLogo({ store, brandName }: { store: GuestStore | undefined; brandName: string }) {
  const enterprise = store?.enterprise_info;
  if (enterprise?.isEnabled) {
    const name = enterprise.company_name || store?.storeName || brandName;
    return (
      <span className="sf-header__enterprise">
        {enterprise.image ? (
          <img src={enterprise.image} alt="" className="sf-header__enterprise-logo" />
        ) : null}
        <span className="sf-header__enterprise-name">{name}</span>
      </span>
    );
  }
  // Below 360 px the name is for screen readers only: the mark, the language menu and the cart
  // button fill a 320 px phone's header.
  return (
    <BrandMark name={brandName} className="sf-header__brand" nameClassName="sf-header__wordmark" />
  );
}

/**
 * Logo and cart button; it slides away while the guest scrolls down. Memoised: the frame around
 * it renders again as the session and the cart arrive, mostly with the same header.
 */
export const StorefrontHeader = memo(function StorefrontHeader({
  storeId,
  store,
  brandName,
  hidden,
  cartCount,
  onOpenCart,
}: StorefrontHeaderProps) {
  const i18n = useI18n();
  return (
    <header className={`sf-header${hidden ? ' sf-header--hidden' : ''}`}>
      <div className="sf-header__inner">
        <Link to={paths.store.home(storeId)} className="sf-header__logo">
          <StoreLogo store={store} brandName={brandName} />
        </Link>
        <LanguageSwitcher />
        {cartCount == null ? (
          // The cart button's place, held until the guest's session is known: the language menu
          // beside it does not move when the button comes.
          <span className="sf-cart-button sf-cart-button--pending" aria-hidden="true">
            <ShoppingCartOutlined className="sf-cart-button__icon" />
            <span className="sf-cart-button__count">0</span>
          </span>
        ) : (
          <button
            type="button"
            id={CART_BUTTON_ID}
            className="sf-cart-button"
            onClick={onOpenCart}
            aria-label={i18n.t('cart.buttonLabel', { items: itemCountText(i18n, cartCount) })}
            aria-haspopup="dialog"
          >
            <ShoppingCartOutlined aria-hidden="true" className="sf-cart-button__icon" />
            <span className="sf-cart-button__count" aria-hidden="true">
              {cartCount}
            </span>
          </button>
        )}
      </div>
    </header>
  );
});
