import { lazy, Suspense, useState, type ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@stayfront/core';
import { Link, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRouter, useNavigationPending } from './app-router';
import { lazyWithRetry } from '@/utils/lazy-with-retry';
import { RouteErrorBoundary } from './route-error-boundary';
import { loadMatchedPages } from './router';

function PendingFlag() {
  return <p>{useNavigationPending() ? 'loading' : 'idle'}</p>;
}

/** A page whose code arrives when the test says so. */
function deferredPage(text: string) {
  let arrive = () => {};
  const Page = lazy(
    () =>
      new Promise<{ default: () => ReactElement }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>{text}</h1> });
      }),
  );
  return { Page, arrive: () => arrive() };
}

function Broken(): ReactElement {
  throw new Error('a page that cannot render');
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('AppRouter', () => {
  it('keeps the current page while the next one loads, and says it is loading', async () => {
    const next = deferredPage('Orders');
    function Routes() {
      const [routes] = useState(() => [
        { path: '/', element: <Link to="/orders/">Go to orders</Link> },
        { path: '/orders/', element: <next.Page /> },
      ]);
      return useRoutes(routes);
    }
    render(
      <AppRouter>
        <PendingFlag />
        <Suspense fallback={<p>spinner</p>}>
          <Routes />
        </Suspense>
      </AppRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Go to orders' }));
    expect(window.location.pathname).toBe('/orders/');
    expect(screen.getByRole('link', { name: 'Go to orders' })).toBeInTheDocument();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByText('spinner')).not.toBeInTheDocument();

    await act(async () => next.arrive());
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText('idle')).toBeInTheDocument();
  });
});

/** A page whose code cannot be fetched until `goOnline()`, under the router's error boundary. */
function renderOfflinePage() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  let online = false;
  const load = vi.fn(async () => {
    if (!online) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: () => <h1>Cart</h1> };
  });
  const Cart = lazyWithRetry(load);
  function Routes() {
    return useRoutes([{ path: '/', element: <Cart /> }]);
  }
  render(
    <AppRouter>
      <RouteErrorBoundary>
        <Suspense fallback={<p>spinner</p>}>
          <Routes />
        </Suspense>
      </RouteErrorBoundary>
    </AppRouter>,
  );
  return {
    load,
    goOnline: () => {
      online = true;
    },
  };
}

describe('RouteErrorBoundary', () => {
  it('shows the error page for a page that broke, until the visitor goes elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Routes() {
      return useRoutes([
        { path: '/', element: <Broken /> },
        { path: '/login/', element: <h1>Log in</h1> },
      ]);
    }
    render(
      <AppRouter>
        <Link to="/login/">Log in instead</Link>
        <RouteErrorBoundary>
          <Routes />
        </RouteErrorBoundary>
      </AppRouter>,
    );
    expect(await screen.findByText(messages.somethingWentWrong)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Log in instead' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText(messages.somethingWentWrong)).not.toBeInTheDocument();
  });

  it("says so when a page's code cannot be fetched (offline), and Try again fetches it again", async () => {
    const { load, goOnline } = renderOfflinePage();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.somethingWentWrong);

    goOnline();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries the page again by itself when the browser is back online', async () => {
    const { goOnline } = renderOfflinePage();
    expect(await screen.findByText(messages.somethingWentWrong)).toBeInTheDocument();
    goOnline();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Cart' })).toBeInTheDocument();
  });
});

describe('loadMatchedPages', () => {
  it('starts loading every page of the address at once, not each after the one around it', () => {
    const load = { frame: vi.fn(async () => ({})), page: vi.fn(async () => ({})) };
    const other = vi.fn(async () => ({}));
    loadMatchedPages(
      [
        {
          path: 'overview',
          handle: { load: load.frame },
          children: [
            { path: 'orders', handle: { load: load.page } },
            { path: 'payouts', handle: { load: other } },
          ],
        },
      ],
      '/overview/orders/',
    );
    expect(load.frame).toHaveBeenCalledOnce();
    expect(load.page).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
  });
});
