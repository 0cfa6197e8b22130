import { useEffect, useRef } from 'react';
import { Alert } from 'antd';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useHasPendingRequests } from '@/features/requests';

/**
 * Spec: a banner linking to the pending requests while the owner has any and the user is on
 * another page. Requests are answered outside this frame (the approval page, e-mail links, the
 * merchant), so the flag is read again on every page change and when the window regains focus.
 */
export function RequestsBanner({ ownerId }: { ownerId: string | null }) {
  const { pathname } = useLocation();
  const { data: hasRequests, refetch } = useHasPendingRequests(ownerId);
  const lastPath = useRef(pathname);
  useEffect(() => {
    // The first page's read is the query's own; later pages read again.
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    void refetch();
  }, [pathname, refetch]);

  if (!hasRequests || pathname.startsWith(paths.overview.requests)) return null;
  return (
    <Alert
      banner
      type="info"
      title={
        <>
          You have requests waiting for your approval.{' '}
          <Link to={paths.overview.requests}>Review requests</Link>
        </>
      }
    />
  );
}
