import { useCallback, useEffect, useRef } from 'react';

/**
 * `callback`, called only once `delay` ms pass without a new call; `cancel` drops the pending
 * call, and so does unmounting.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delay: number,
) {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const call = useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delay);
    },
    [delay],
  );
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  return { call, cancel };
}
