import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export const STOREFRONT_MAIN_ID = 'sf-main';

/**
 * A new page of the store (cart, checkout, result) starts with focus on its content, as a page
 * load would; otherwise a keyboard user stays on a button that has gone, that is the page body.
 */
export function useFocusMainOnPageChange() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    document.getElementById(STOREFRONT_MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
