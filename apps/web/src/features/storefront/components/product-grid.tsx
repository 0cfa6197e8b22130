import type { GuestProduct } from '../types';
import { ProductCard } from './product-card';

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
  return (
    <ul className="sf-grid" aria-label="Products">
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
