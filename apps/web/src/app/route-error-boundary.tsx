import { Component, type ReactNode } from 'react';
import { messages } from '@stayfront/core';
import { useLocation } from 'react-router';
import { retryFailedImports } from '@/utils/lazy-with-retry';

interface ErrorBoundaryProps {
  /** A new value (another page's address) gives the children another chance. */
  resetKey: unknown;
  /** What shows instead of the children; `retry` renders them again, fetching failed code. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  resetKey: unknown;
  /** A retry was made at this key: failing again, the next one reloads the page. */
  retried: boolean;
}

/**
 * Shows `fallback` instead of children that broke while loading or rendering (a chunk that did
 * not arrive, a rendering error), until the visitor retries or `resetKey` changes. Retried on its
 * own when the browser comes back online.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {
    failed: false,
    resetKey: this.props.resetKey,
    retried: false,
  };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    { resetKey }: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (Object.is(resetKey, state.resetKey)) return null;
    // Another page gets its own chance, with the code that failed fetched again.
    if (state.failed) retryFailedImports();
    return { failed: false, resetKey, retried: false };
  }

  override componentDidMount() {
    window.addEventListener('online', this.retryOnline);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retryOnline);
  }

  private retryOnline = () => {
    if (!this.state.failed) return;
    retryFailedImports();
    this.setState({ failed: false });
  };

  private retry = () => {
    // Failing again after a retry while online: a browser may keep a failed chunk for the page's
    // life (the module map before whatwg/html#10327), which only a reload clears.
    if (this.state.retried && navigator.onLine) {
      window.location.reload();
      return;
    }
    retryFailedImports();
    this.setState({ failed: false, retried: true });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/**
 * The error page: plain markup with the entry's styles (global.css), so it shows even when no
 * other code can be loaded (offline, or a deploy replaced the chunks) instead of a white screen.
 */
function RouteErrorPage({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="plain-error">
      <p className="plain-error__title" role="alert">
        {messages.somethingWentWrong}
      </p>
      <button type="button" className="plain-error__button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/**
 * Anything that broke while loading or rendering a page (a chunk gone after a release or while
 * offline, a rendering error) shows the error page instead of a blank screen, until the visitor
 * tries again or goes to another page.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(retry) => <RouteErrorPage onRetry={retry} />}>
      {children}
    </ErrorBoundary>
  );
}
