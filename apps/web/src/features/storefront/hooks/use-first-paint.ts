import { useLayoutEffect } from 'react';
import { STORE_PAGE_IDS } from '@stayfront/core';

/**
 * Removes the store's first paint once the app shows a page of its own. The server writes it
 * into a store home page (the header and the store's top in plain HTML, with the app hidden
 * behind it: apps/api/src/plugins/store-first-paint.ts); a layout effect takes it away in the
 * same frame the app's page first paints, so the two never show together.
 */
export function useRemoveFirstPaint(appShowsPage: boolean) {
  useLayoutEffect(() => {
    if (appShowsPage) document.getElementById(STORE_PAGE_IDS.firstPaint)?.remove();
  }, [appShowsPage]);
}
