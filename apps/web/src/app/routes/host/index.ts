// The host area: one lazily loaded chunk (with the host frame) for all of its pages.
export {
  StoreDashboardRoute,
  StoreFrameRoute,
  StoreProductsIndexRoute,
  StoreProductsRoute,
  SaleDetailRoute,
  SalesReportRoute,
  SignageRoute,
} from './dashboard';
export { HostRoot } from './host-root';
export { OnboardingRoute, OnboardingVideoRoute } from './onboarding';
export {
  AccountIndexRoute,
  AccountRoute,
  OffersRoute,
  OrdersRoute,
  PayoutsRoute,
  PricingRoute,
  RequestsRoute,
  ServicesCalendarRoute,
  SimulatedCheckoutRoute,
  SimulatedDashboardRoute,
  SimulatedOnboardingRoute,
  SimulatedPortalRoute,
  StoresRoute,
} from './overview';
export { PartnerImportRoute, PartnerLandingRoute, PartnersRoute } from './partners';
