// The subscriptions feature's public part, for the host shell.
export { PaymentFailedBanner } from './components/payment-failed-banner';
