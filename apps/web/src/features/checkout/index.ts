// The checkout's public part: the order summary the cart page shows too.
export { OrderSummary } from './components/order-summary';
