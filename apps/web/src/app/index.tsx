import { useState } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { getAppConfigQueryOptions } from '@/lib/app-config';
import { getSessionQueryOptions } from '@/lib/session';
import { prefetchStorefront } from '@/features/storefront/api/prefetch-storefront';
import { createQueryClient } from '@/lib/query-client';
import { AppRouter } from './app-router';
import { AppProviders } from './providers';
import { RouteErrorBoundary } from './route-error-boundary';
import { createAppRoutes, loadMatchedPages } from './router';

/**
 * The request pages of a guest's or a merchant's e-mailed link: the link is their credential and
 * nothing there reads a session, so asking for one would only log a 401 in their console.
 */
function opensWithoutAccount(pathname: string): boolean {
  return /^\/(guest|merchant)\//.test(pathname);
}

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    prefetchStorefront(client, window.location.pathname);
    // Every page needs the deployment configuration, and a host's pages open behind the session
    // guard: ask for both while the route chunks load (a store page may carry them already).
    // Asked only once the guard's chunk ran, the session came 0.7 s into a host page's load.
    void client.prefetchQuery(getAppConfigQueryOptions());
    if (!opensWithoutAccount(window.location.pathname)) {
      void client.prefetchQuery(getSessionQueryOptions());
    }
    return client;
  });
  const [routes] = useState(() => {
    const table = createAppRoutes();
    // From the next task: matching the whole table here as well as in the first render made this
    // one of the longest tasks of a page's start.
    const { pathname } = window.location;
    setTimeout(() => loadMatchedPages(table, pathname), 0);
    return table;
  });
  return (
    <AppProviders queryClient={queryClient}>
      <AppRouter>
        <RouteErrorBoundary>
          <AppRoutes routes={routes} />
        </RouteErrorBoundary>
      </AppRouter>
    </AppProviders>
  );
}
