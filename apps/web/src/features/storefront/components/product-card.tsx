import { memo } from 'react';
import { Link } from 'react-router';
import { productPriceText } from '@/features/cart';
import { useI18n } from '@/lib/i18n';
import type { GuestProduct } from '../types';
import { GuestButton, GuestLinkButton } from '@/features/guest-ui';
import { isOutOfStock, productBadge, productLinkUrl } from '../utils/product-display';

interface ProductCardProps {
  product: GuestProduct;
  currency: string;
  /** The address that opens this product's modal (the current one plus `product`). */
  productHref: string;
  onOpen: (product: GuestProduct) => void;
  onOpenLink: (product: GuestProduct, url: string) => void;
}

/**
 * A product tile: image, title, price, and Select options (or View Site for link products).
 * Memoised: the page around the grid renders again as the guest's session and cart arrive, and
 * redrawing every tile each time made those renders the longest tasks after the first paint.
 */
export const ProductCard = memo(function ProductCard({
  product,
  currency,
  productHref,
  onOpen,
  onOpenLink,
}: ProductCardProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const badge = productBadge(product);
  const linkUrl = productLinkUrl(product);
  const titleId = `sf-product-${product.id}`;
  const soldOut = isOutOfStock(product);
  // A link product's partner sets its price: a $0.00 here would only mislead.
  const hidesPrice = linkUrl != null && product.price_type === 'static' && product.price === 0;
  return (
    <li className="sf-card">
      <div className="sf-card__media">
        {product.image ? (
          <img src={product.image} alt="" loading="lazy" className="sf-card__image" />
        ) : (
          <div className="sf-card__image sf-card__image--empty" aria-hidden="true" />
        )}
        {badge ? <span className="sf-badge sf-card__badge">{t(badge)}</span> : null}
      </div>
      <div className="sf-card__body">
        <h2 className="sf-card__title" id={titleId}>
          <Link
            to={productHref}
            state={{ openedProduct: true }}
            className="sf-card__link"
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onOpen(product);
            }}
          >
            {product.product_name}
          </Link>
        </h2>
        {hidesPrice ? null : (
          <p className="sf-card__price">
            {productPriceText(product, currency, i18n)}
            {soldOut ? <span className="sf-card__stock"> · {t('product.outOfStock')}</span> : null}
          </p>
        )}
        {linkUrl ? (
          <GuestLinkButton
            block
            href={linkUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('product.viewSiteLabel', { name: product.product_name })}
            onClick={() => onOpenLink(product, linkUrl)}
          >
            {t('product.viewSite')}
          </GuestLinkButton>
        ) : (
          <GuestButton
            block
            variant="primary"
            aria-label={t('product.selectOptionsLabel', { name: product.product_name })}
            onClick={() => onOpen(product)}
          >
            {t('product.selectOptions')}
          </GuestButton>
        )}
      </div>
    </li>
  );
});
