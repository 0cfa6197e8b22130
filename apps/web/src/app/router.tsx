import { lazy, type ComponentType, type ReactElement } from 'react';
import { Navigate, useLocation, useParams, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { EnterpriseRoot } from '@/features/stores/components/enterprise-root';
import { RootLayout } from './layouts/root-layout';

// One chunk per area, loaded when a route of that area is first visited. The guest-facing entry
// carries only the router, the providers and the root layout.
const loadAuth = () => import('./routes/auth');
const loadHost = () => import('./routes/host');
const loadStorefront = () => import('./routes/storefront');
const loadAdmin = () => import('./routes/admin');
const loadApproval = () => import('./routes/approval');
const loadMisc = () => import('./routes/misc');
// The 404 page and its site frame: only for unknown addresses.
const loadNotFound = () => import('./routes/not-found-page');
// The antd theme around every area but the guest store, whose first page draws without antd.
const loadAntdLayout = () => import('./layouts/antd-layout');

/** A route's page from an area's chunk: it suspends (root layout) until the chunk is in. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ReactElement {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return <Page />;
}

/** Redirect that keeps the query string and hash (e.g. `?next=`). */
function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/** /:storeId/ is the short form of a store link. */
function StoreShortLink() {
  const { storeId = '' } = useParams();
  return <RedirectTo to={paths.store.home(encodeURIComponent(storeId))} />;
}

/** The route table of the three spec documents (paths are matched with their trailing slash). */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        // An Enterprise store's subdomain shows that store; elsewhere the root goes to login.
        { index: true, element: <EnterpriseRoot /> },

        {
          element: lazyPage(loadAntdLayout, (m) => m.AntdLayout),
          children: [
            // Sign-in
            { path: 'login', element: lazyPage(loadAuth, (m) => m.LoginRoute) },
            { path: 'signup', element: lazyPage(loadAuth, (m) => m.SignupRoute) },
            { path: 'get-started', element: lazyPage(loadAuth, (m) => m.SignupRoute) },
            { path: 'new-store', element: <RedirectTo to={paths.signup} /> },
            { path: 'forgot-password', element: lazyPage(loadAuth, (m) => m.ForgotPasswordRoute) },
            {
              path: 'reset-password/:token?',
              element: lazyPage(loadAuth, (m) => m.ResetPasswordRoute),
            },
            {
              path: 'co-host/setup-password/:invitationUUID',
              element: lazyPage(loadAuth, (m) => m.CohostSetupPasswordRoute),
            },

            // Public pages
            { path: 'redirect', element: lazyPage(loadMisc, (m) => m.RedirectRoute) },
            { path: 'vendors', element: lazyPage(loadMisc, (m) => m.VendorsRoute) },

            // Host area (role HOST with an owner id)
            {
              element: lazyPage(loadHost, (m) => m.HostRoot),
              children: [
                { path: 'overview', element: <Navigate to={paths.overview.stores} replace /> },
                { path: 'dashboard', element: <Navigate to={paths.overview.stores} replace /> },
                { path: 'overview/stores', element: lazyPage(loadHost, (m) => m.StoresRoute) },
                { path: 'overview/payouts', element: lazyPage(loadHost, (m) => m.PayoutsRoute) },
                {
                  path: 'overview/payouts/simulated-onboarding',
                  element: lazyPage(loadHost, (m) => m.SimulatedOnboardingRoute),
                },
                {
                  path: 'overview/payouts/simulated-dashboard',
                  element: lazyPage(loadHost, (m) => m.SimulatedDashboardRoute),
                },
                {
                  path: 'overview/account',
                  element: lazyPage(loadHost, (m) => m.AccountIndexRoute),
                },
                {
                  path: 'overview/account/:tab',
                  element: lazyPage(loadHost, (m) => m.AccountRoute),
                },
                { path: 'overview/requests', element: lazyPage(loadHost, (m) => m.RequestsRoute) },
                { path: 'overview/orders', element: lazyPage(loadHost, (m) => m.OrdersRoute) },
                {
                  path: 'overview/services-calendar',
                  element: lazyPage(loadHost, (m) => m.ServicesCalendarRoute),
                },
                { path: 'overview/partners', element: lazyPage(loadHost, (m) => m.PartnersRoute) },
                {
                  path: 'overview/partners/landing/:company',
                  element: lazyPage(loadHost, (m) => m.PartnerLandingRoute),
                },
                {
                  path: 'overview/partners/:company',
                  element: lazyPage(loadHost, (m) => m.PartnerImportRoute),
                },
                { path: 'offers', element: lazyPage(loadHost, (m) => m.OffersRoute) },
                { path: 'onboarding', element: lazyPage(loadHost, (m) => m.OnboardingRoute) },
                {
                  path: 'onboarding/onboarding-video',
                  element: lazyPage(loadHost, (m) => m.OnboardingVideoRoute),
                },
                { path: 'pricing', element: lazyPage(loadHost, (m) => m.PricingRoute) },
                {
                  path: 'pricing/checkout/:sessionId',
                  element: lazyPage(loadHost, (m) => m.SimulatedCheckoutRoute),
                },
                {
                  path: 'pricing/portal',
                  element: lazyPage(loadHost, (m) => m.SimulatedPortalRoute),
                },
                {
                  path: 'dashboard/store/:storeId',
                  element: lazyPage(loadHost, (m) => m.StoreFrameRoute),
                  children: [
                    { index: true, element: lazyPage(loadHost, (m) => m.StoreDashboardRoute) },
                    {
                      path: 'products',
                      element: lazyPage(loadHost, (m) => m.StoreProductsIndexRoute),
                    },
                    {
                      path: 'products/:category',
                      element: lazyPage(loadHost, (m) => m.StoreProductsRoute),
                    },
                    { path: 'sales', element: lazyPage(loadHost, (m) => m.SalesReportRoute) },
                    {
                      path: 'sales/:purchaseId',
                      element: lazyPage(loadHost, (m) => m.SaleDetailRoute),
                    },
                    { path: 'signage', element: lazyPage(loadHost, (m) => m.SignageRoute) },
                  ],
                },
              ],
            },

            // Support area (role SUPPORT)
            {
              path: 'admin',
              element: lazyPage(loadAdmin, (m) => m.AdminRoot),
              children: [{ index: true, element: lazyPage(loadAdmin, (m) => m.AdminHomeRoute) }],
            },

            { path: 'store', element: lazyPage(loadNotFound, (m) => m.NotFoundPage) },
            // Order requests: /:actorType/:action/ and /:actorType/:purchaseUUID/
            { path: ':actorType/:second', element: lazyPage(loadApproval, (m) => m.ApprovalRoute) },
            { path: '*', element: lazyPage(loadNotFound, (m) => m.NotFoundPage) },
          ],
        },

        // Guest store (needs only a session)
        {
          path: 'store/:storeId',
          element: lazyPage(loadStorefront, (m) => m.StorefrontRoot),
          children: [
            { index: true, element: lazyPage(loadStorefront, (m) => m.StoreHomeRoute) },
            { path: 'cart', element: lazyPage(loadStorefront, (m) => m.CartRoute) },
            {
              path: 'checkout/:orderId/:customerId',
              element: lazyPage(loadStorefront, (m) => m.CheckoutRoute),
            },
            {
              path: ':orderId/checkout-details',
              element: lazyPage(loadStorefront, (m) => m.CheckoutDetailsRoute),
            },
            { path: ':category', element: lazyPage(loadStorefront, (m) => m.StoreCategoryRoute) },
          ],
        },
        { path: ':storeId', element: <StoreShortLink /> },
      ],
    },
  ];
}
