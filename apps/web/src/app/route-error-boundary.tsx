import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';

const RouteError = lazy(() =>
  import('@/components/feedback/route-error').then((m) => ({ default: m.RouteError })),
);

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  /** The page that broke, null while none has. */
  brokenAt: string | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { brokenAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    // Which page broke is set from the props right after (getDerivedStateFromProps).
    return { brokenAt: '' };
  }

  static getDerivedStateFromProps(
    { pathname }: BoundaryProps,
    { brokenAt }: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (brokenAt === '') return { brokenAt: pathname };
    // Another page gets its own chance.
    return brokenAt !== null && brokenAt !== pathname ? { brokenAt: null } : null;
  }

  override render() {
    if (this.state.brokenAt === null) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RouteError />
      </Suspense>
    );
  }
}

/**
 * Anything that broke while loading or rendering a page (a chunk gone after a release, a
 * rendering error) shows the error page instead of a blank screen, until the visitor goes to
 * another page.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
