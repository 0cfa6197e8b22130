// The offers feature's public part, for the support area.
export { OffersPanel } from './components/offers-panel';
