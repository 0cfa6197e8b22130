import { useEffect, useRef } from 'react';

/** Focus that a closed dialog left behind: on the page body, or on an element gone or hidden. */
function isFocusLost(active: Element | null): boolean {
  if (!active || active === document.body || !active.isConnected) return true;
  return Boolean(active.closest('.ant-modal-wrap, .ant-drawer, .gu-dialog-root'));
}

/**
 * Gives focus back to what had it when `open` became true, once `open` is false again. antd's
 * own return fails when the dialog unmounts at once (the product modal lives in the address) or
 * when one dialog hands over to the next (the product modal opens the cart popup): focus would
 * fall to the page body. `fallbackId` names where to go when that element has gone.
 */
export function useFocusReturn(open: boolean, fallbackId?: string) {
  const wasOpen = useRef(false);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      const active = document.activeElement;
      if (!opener.current && active instanceof HTMLElement && !isFocusLost(active)) {
        opener.current = active;
      }
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const target = opener.current?.isConnected
      ? opener.current
      : fallbackId && document.getElementById(fallbackId);
    opener.current = null;
    if (target && isFocusLost(document.activeElement)) target.focus({ preventScroll: true });
  }, [open, fallbackId]);
}
