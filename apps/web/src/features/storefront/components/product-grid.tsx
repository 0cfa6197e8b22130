import type { GuestProduct } from '../types';
import { ProductCard } from './product-card';
import { useI18n } from '@/lib/i18n';

interface ProductGridProps {
  products: readonly GuestProduct[];
  currency: string;
  productHref: (product: GuestProduct) => string;
  onOpen: (product: GuestProduct) => void;
  onOpenLink: (product: GuestProduct, url: string) => void;
}

export function ProductGrid({
  products,
  currency,
  productHref,
  onOpen,
  onOpenLink,
}: ProductGridProps) {
  const { t } = useI18n();
  return (
    <ul className="sf-grid" aria-label={t('store.products')}>
      {products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          currency={currency}
          productHref={productHref(product)}
          onOpen={onOpen}
          onOpenLink={onOpenLink}
        />
      ))}
    </ul>
  );
}
