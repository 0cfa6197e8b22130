/**
 * What the server writes into a store page for the web app: the answers its first render needs
 * (a JSON script), the store's first paint (plain HTML shown until the app renders the store) and,
 * on a home page with a store image, the app's code held back until that image shows (a template
 * that apps/web/public/start-app-after-image.js adds to the page).
 */
export const STORE_PAGE_IDS = {
  bootData: 'sf-boot',
  firstPaint: 'sf-first-paint',
  appCode: 'sf-app-code',
} as const;
