import {
  createContext,
  useContext,
  useLayoutEffect,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

const NavigationPending = createContext(false);

/** True while the page navigated to is still loading (its code or its data suspends). */
export function useNavigationPending(): boolean {
  return useContext(NavigationPending);
}

/**
 * React Router's BrowserRouter, with its navigations as a transition the app can see: the current
 * page stays while the next one loads, and `useNavigationPending` says that it does. The
 * declarative router instead of the data router (createBrowserRouter) leaves about 17 KB gzip of
 * loader and action machinery, which the app does not use, out of every first page.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [{ action, location }, setState] = useState({
    action: history.action,
    location: history.location,
  });
  const [isPending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action: next, location: to }) =>
        startTransition(() => setState({ action: next, location: to })),
      ),
    [history],
  );
  return (
    <NavigationPending value={isPending}>
      <Router location={location} navigationType={action} navigator={history}>
        {children}
      </Router>
    </NavigationPending>
  );
}
