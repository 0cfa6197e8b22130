import type { ReactElement } from 'react';
import type { TSessionUser } from '@stayfront/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { RootLayout } from '@/app/layouts/root-layout';
import { AppProviders } from '@/app/providers';
import type { AppConfig } from '@/lib/app-config';
import { createTestQueryClient, testAppConfig } from './fixtures';
import { APP_CONFIG_QUERY_KEY, SESSION_QUERY_KEY } from '@/lib/query-keys';

/** Shows where the router ended up, for assertions on navigation. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

interface RenderOptions {
  /** Address the router starts at. */
  url?: string;
  /** Route pattern the element is mounted on (defaults to the pathname of `url`). */
  path?: string;
  /** Session user seeded in the cache; `undefined` leaves the session to be fetched. */
  user?: TSessionUser | null;
  appConfig?: Partial<AppConfig>;
  /** Routes to use instead of `ui` (e.g. the app's own route table). */
  routes?: RouteObject[];
}

/**
 * Renders `ui` inside the app's providers and root layout, on a memory router. Any other address
 * renders a LocationProbe, so tests can see where a page navigated.
 */
export function renderWithProviders(ui: ReactElement | null, options: RenderOptions = {}) {
  const { url = '/', appConfig, routes } = options;
  const path = options.path ?? new URL(url, 'http://localhost').pathname;
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(APP_CONFIG_QUERY_KEY, { ...testAppConfig, ...appConfig });
  if (options.user !== undefined) queryClient.setQueryData(SESSION_QUERY_KEY, options.user);

  const router = createMemoryRouter(
    routes ?? [
      {
        element: <RootLayout />,
        children: [
          { path, element: ui },
          { path: '*', element: <LocationProbe /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const result = render(
    // No animations: closed modals and toasts leave the DOM at once.
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </ConfigProvider>,
  );
  return { ...result, user, router, queryClient };
}

export { createTestQueryClient, testAppConfig, testHost } from './fixtures';
