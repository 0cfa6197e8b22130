import { createElement, lazy, type ComponentType, type ReactNode } from 'react';

/** Each lazy component whose code failed to load, with the function that lets it try again. */
const failed = new Set<() => void>();

/**
 * `React.lazy`, but a chunk that failed to load (offline, or a deploy replaced it) is fetched
 * again after `retryFailedImports()`: React's own lazy keeps the failure for the page's life, so
 * a "Try again" would fail again until a reload (and lose what the guest typed).
 */
export function lazyWithRetry<C extends (props: never) => ReactNode>(
  load: () => Promise<{ default: C }>,
): C {
  const loadComponent = load as unknown as () => Promise<{ default: ComponentType<object> }>;
  const fresh = () =>
    lazy(() =>
      loadComponent().catch((error: unknown) => {
        failed.add(renew);
        throw error;
      }),
    );
  let current = fresh();
  function renew() {
    current = fresh();
  }
  function Retryable(props: object) {
    return createElement(current, props);
  }
  return Retryable as unknown as C;
}

/** The next render of every lazy component whose code failed to load fetches it again. */
export function retryFailedImports(): void {
  const renewals = [...failed];
  failed.clear();
  for (const renew of renewals) renew();
}
