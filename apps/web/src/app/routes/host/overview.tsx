import { Tabs } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/features/app-config/hooks/use-page-title';
import { getAccountTabs, getDefaultAccountTab } from '@/features/host-shell/account-tabs';
import { OffersPage } from '@/features/offers/components/offers-page';
import { RecentOrdersPage } from '@/features/orders/components/recent-orders-page';
import { RequestsPage } from '@/features/requests/components/requests-page';
import { ServicesCalendarPage } from '@/features/services-calendar/components/services-calendar-page';
import { StoresPage } from '@/features/stores/components/stores-page';
import { useSignedInUser } from '@/lib/session';
import { SectionPage } from '../section-page';

export const StoresRoute = () => <StoresPage />;
export const PayoutsRoute = () => <SectionPage title="Payouts" />;
export const RequestsRoute = () => <RequestsPage />;
export const OrdersRoute = () => <RecentOrdersPage />;
export const ServicesCalendarRoute = () => <ServicesCalendarPage />;
export const OffersRoute = () => <OffersPage />;
export const PricingRoute = () => <SectionPage title="Plans" />;

/** /overview/account/ without a tab: the tab the account menu would open. */
export function AccountIndexRoute() {
  const user = useSignedInUser();
  return <Navigate to={paths.overview.account(getDefaultAccountTab(user))} replace />;
}

export function AccountRoute() {
  const user = useSignedInUser();
  const { tab } = useParams();
  const navigate = useNavigate();
  usePageTitle('My Account');
  const tabs = getAccountTabs(user);
  if (!tabs.some((item) => item.key === tab)) {
    return <Navigate to={paths.overview.account(getDefaultAccountTab(user))} replace />;
  }
  return (
    <>
      <PageHeader title="My Account" />
      <Tabs
        activeKey={tab}
        items={tabs.map(({ key, label }) => ({ key, label }))}
        onChange={(key) => void navigate(paths.overview.account(key))}
      />
    </>
  );
}
