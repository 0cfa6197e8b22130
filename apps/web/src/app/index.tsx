import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { getAppConfigQueryOptions } from '@/lib/app-config';
import { prefetchStorefront } from '@/features/storefront/api/prefetch-storefront';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { createAppRoutes } from './router';

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    prefetchStorefront(client, window.location.pathname);
    // Every page needs the deployment configuration: ask for it while the route chunks load
    // (a store page may carry it already).
    void client.prefetchQuery(getAppConfigQueryOptions());
    return client;
  });
  const [router] = useState(() => createBrowserRouter(createAppRoutes()));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
