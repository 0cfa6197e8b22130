import { lazy, Suspense, type ReactNode } from 'react';

// Stands in for antd's tooltip UniqueProvider inside ConfigProvider (see vite.config.ts):
// ConfigProvider only renders it with `tooltip.unique`, yet imports it (and the popup engine
// behind it) into every page. Here it loads only if a page ever turns that option on.
const UniqueProvider = lazy(() => import('antd/es/tooltip/UniqueProvider'));

export default function LazyTooltipUniqueProvider({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <UniqueProvider>{children}</UniqueProvider>
    </Suspense>
  );
}
