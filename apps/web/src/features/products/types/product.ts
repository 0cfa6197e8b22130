import type { Category, PriceType } from '@stayfront/core';
import type {
  THostProduct,
  THostProductList,
  THostProductPrice,
  TProductDelegateAnswer,
  TProductExtraField,
} from '@stayfront/core/contract';

/** One price option of a product with several prices (money in dollars). */
export type ProductPrice = THostProductPrice;

export type ProductExtraField = TProductExtraField;

/** A product contact: who is notified of sales and requests. */
export type ProductDelegate = TProductDelegateAnswer;

/** A store's product as `GET /api/services/store/:id/products/` answers it. */
export type Product = THostProduct;

export type ProductList = THostProductList;

/** The dashboard tabs, as the route's category segment. */
export type ProductTab = 'all' | 'in-home' | 'local-products';

/** The product fields the create and update calls take (money in dollars). */
export interface ProductPayload {
  product_name: string;
  category: Category;
  subcategory: string;
  description: string;
  instructions: string;
  image: string;
  price: number | string;
  price_type: PriceType;
  product_prices: {
    id?: string;
    label: string;
    time_label: string;
    price: number | string;
    arrangement: number;
    is_variable_price: boolean;
  }[];
  is_early_checkin: boolean;
  is_late_checkout: boolean;
  has_quantity: boolean;
  quantity: number | null;
  preorder_by: number | null;
  alert_threshold: number | null;
  requires_approval: boolean;
  external_link: string;
  product_delegates: (Omit<ProductDelegate, 'id'> & { id?: string })[];
  extra_fields: { id?: string; label: string }[];
  show_delivery_date: boolean;
  is_purchasable_off_platform: boolean;
  instructions_off_platform: string;
}
