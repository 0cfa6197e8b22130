import { lazy, Suspense } from 'react';
import type { ResultProps } from 'antd';

// antd's Result carries large illustrations (the 404 one...): it loads when a result shows, not
// with every first page.
const AntResult = lazy(() => import('antd/es/result'));

/** antd's Result, loaded on demand. */
export function Result(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <AntResult {...props} />
    </Suspense>
  );
}
