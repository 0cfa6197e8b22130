import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { AccountPage } from '@/features/account/components/account-page';
import { getDefaultAccountTab } from '@/features/account/utils/account-tabs';
import { OffersPage } from '@/features/offers/components/offers-page';
import { PayoutsPage } from '@/features/payouts/components/payouts-page';
import {
  SimulatedDashboardPage,
  SimulatedOnboardingPage,
} from '@/features/payouts/components/simulated-onboarding-page';
import { RecentOrdersPage } from '@/features/orders/components/recent-orders-page';
import { RequestsPage } from '@/features/requests/components/requests-page';
import { ServicesCalendarPage } from '@/features/services-calendar/components/services-calendar-page';
import { StoresPage } from '@/features/stores/components/stores-page';
import { PricingPage } from '@/features/subscriptions/components/pricing-page';
import { SimulatedCheckoutPage } from '@/features/subscriptions/components/simulated-checkout-page';
import { SimulatedPortalPage } from '@/features/subscriptions/components/simulated-portal-page';
import { useSignedInUser } from '@/lib/session';

export const StoresRoute = () => <StoresPage />;
export const PayoutsRoute = () => <PayoutsPage />;
export const SimulatedOnboardingRoute = () => <SimulatedOnboardingPage />;
export const SimulatedDashboardRoute = () => <SimulatedDashboardPage />;
export const RequestsRoute = () => <RequestsPage />;
export const OrdersRoute = () => <RecentOrdersPage />;
export const ServicesCalendarRoute = () => <ServicesCalendarPage />;
export const OffersRoute = () => <OffersPage />;
export const PricingRoute = () => <PricingPage />;
export const SimulatedCheckoutRoute = () => <SimulatedCheckoutPage />;
export const SimulatedPortalRoute = () => <SimulatedPortalPage />;

/** /overview/account/ without a tab: the tab the account menu would open. */
export function AccountIndexRoute() {
  const user = useSignedInUser();
  return <Navigate to={paths.overview.account(getDefaultAccountTab(user))} replace />;
}

export const AccountRoute = () => <AccountPage />;
