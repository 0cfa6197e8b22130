import { useRecommendations } from '../api/get-recommendations';
import { useI18n } from '@/lib/i18n';
import { productPriceText } from '../utils/price-text';

interface RecommendedProductsProps {
  orderId: string | null;
  currency: string;
  onSelect: (productId: string) => void;
}

/** "Recommended for you": other products of the store; choosing one opens its modal. */
export function RecommendedProducts({ orderId, currency, onSelect }: RecommendedProductsProps) {
  const i18n = useI18n();
  const { data } = useRecommendations(orderId);
  const products = data?.results ?? [];
  if (products.length === 0) return null;
  return (
    <section className="sf-recommended" aria-labelledby="sf-recommended-title">
      <h3 id="sf-recommended-title" className="sf-recommended__title">
        {i18n.t('cart.recommended')}
      </h3>
      <ul className="sf-recommended__list">
        {products.map((product) => (
          <li key={product.id}>
            <button
              type="button"
              className="sf-recommended__item"
              onClick={() => onSelect(product.id)}
            >
              {product.image ? (
                <img src={product.image} alt="" className="sf-recommended__image" />
              ) : (
                <span className="sf-recommended__image sf-card__image--empty" aria-hidden="true" />
              )}
              <span className="sf-recommended__text">
                <span className="sf-recommended__name">{product.product_name}</span>
                <span className="sf-recommended__price">
                  {productPriceText(product, currency, i18n)}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
