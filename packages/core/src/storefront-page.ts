/**
 * What the server writes into a store page for the web app: the answers its first render needs
 * (a JSON script) and the store's first paint (plain HTML shown until the app renders the store).
 */
export const STORE_PAGE_IDS = {
  bootData: 'sf-boot',
  firstPaint: 'sf-first-paint',
} as const;
