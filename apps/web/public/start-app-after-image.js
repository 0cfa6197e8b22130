/* global document, requestAnimationFrame, Worker */
// Starts the web app on a store home page once the store's image is on screen. The page's first
// paint (the header and the store's top in plain HTML) needs none of the app's code, so the server
// holds that code back in a template (apps/api/src/plugins/spa-page-preloads.ts): on a slow link
// the image, the page's largest element, then gets the bandwidth to itself before the app's
// JavaScript (about 130 KB gzip). An image slower than MAX_WAIT_MS holds the app back no longer.
const MAX_WAIT_MS = 1000;
// STORE_PAGE_IDS in packages/core/src/storefront-page.ts.
const code = document.getElementById('sf-app-code');
// The store's image, not the header's logo (a branded store's first paint shows both).
const image = document.querySelector('#sf-first-paint .sf-hero__image');

let started = false;
function startApp() {
  if (started || !code) return;
  started = true;
  // The app's code takes a while to arrive: the number formats' data loads meanwhile, off the main
  // thread, rather than in the first render's longest task.
  new Worker('/warm-number-formats.js');
  // Scripts cloned out of a template run once they are in the document.
  document.head.append(code.content.cloneNode(true));
}

if (image) {
  // A timeout queued from an animation frame runs once that frame, the one with the image, is drawn.
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(startApp));
  image.decode().then(afterNextPaint, startApp);
  setTimeout(startApp, MAX_WAIT_MS);
} else {
  startApp();
}
