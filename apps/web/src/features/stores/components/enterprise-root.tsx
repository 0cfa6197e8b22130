import { Navigate } from 'react-router';
import { PageLoader } from '@/components/feedback/page-loader';
import { paths } from '@/config/paths';
import { useStoreIdBySubdomain } from '../api/get-store-by-subdomain';
import { getEnterpriseSubdomain } from '../utils/enterprise-subdomain';

function SubdomainStore({ subdomain }: { subdomain: string }) {
  const { data: storeId, isPending } = useStoreIdBySubdomain(subdomain);
  if (isPending) return <PageLoader />;
  return <Navigate to={storeId ? paths.store.home(storeId) : paths.login} replace />;
}

/**
 * The root address: an Enterprise store's subdomain shows that store; everywhere else the root
 * goes to the login page.
 */
export function EnterpriseRoot({ hostname = window.location.hostname }: { hostname?: string }) {
  const subdomain = getEnterpriseSubdomain(hostname);
  if (!subdomain) return <Navigate to={paths.login} replace />;
  return <SubdomainStore subdomain={subdomain} />;
}
