// The cart's public part: what the store page and checkout use (guest features only).
export { useAddToCart } from './api/add-to-cart';
export { useCart } from './api/get-cart';
export { cartKeys } from './api/keys';
export { useUpdateCartLine } from './api/update-cart-line';
export { CartLineProblem } from './components/cart-line-problem';
export { QuantityStepper } from './components/quantity-stepper';
export type { CartLinePayload, Order, OrderProduct } from './types';
export { itemCountText, lineOptionText } from './utils/cart-display';
export { productPriceText } from './utils/price-text';
