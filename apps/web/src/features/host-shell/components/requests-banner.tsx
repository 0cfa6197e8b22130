import { Alert } from 'antd';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';

/** Spec: a banner linking to the pending requests, while the user is on another page. */
export function RequestsBanner({ hasRequests }: { hasRequests: boolean }) {
  const { pathname } = useLocation();
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
