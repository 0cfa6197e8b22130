import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, following changes (e.g. a rotated phone). */
export function useMediaQuery(query: string): boolean {
  // One list per query and component: React reads the value at every render and commit, and a
  // new list each time was a query parsed and evaluated again.
  const list = useMemo(() => window.matchMedia(query), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => list.matches,
    () => false,
  );
}
