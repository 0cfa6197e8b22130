import { Suspense, type ReactNode } from 'react';
import { lazyWithRetry } from '@/utils/lazy-with-retry';

const loadAntdFrame = () => import('./antd-frame');
const AntdFrame = lazyWithRetry(loadAntdFrame);

/** Fetches the antd theme's code ahead of need (e.g. at a guest's first interaction). */
export function preloadAntdFrame(): void {
  void loadAntdFrame();
}

/**
 * The app's antd theme, loaded on first use, around `children`; `fallback` shows until both the
 * theme and any lazy child have loaded.
 */
export function LazyAntdFrame({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <AntdFrame>{children}</AntdFrame>
    </Suspense>
  );
}
