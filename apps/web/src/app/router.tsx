import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useLocation, useParams, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/feedback/page-loader';
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

const RouteError = lazy(() =>
  import('@/components/feedback/route-error').then((m) => ({ default: m.RouteError })),
);

function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
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
      errorElement: (
        <Suspense fallback={null}>
          <RouteError />
        </Suspense>
      ),
      hydrateFallbackElement: <PageLoader />,
      children: [
        // An Enterprise store's subdomain shows that store; elsewhere the root goes to login.
        { index: true, element: <EnterpriseRoot /> },

        {
          lazy: lazyPage(loadAntdLayout, (m) => m.AntdLayout),
          children: [
            // Sign-in
            { path: 'login', lazy: lazyPage(loadAuth, (m) => m.LoginRoute) },
            { path: 'signup', lazy: lazyPage(loadAuth, (m) => m.SignupRoute) },
            { path: 'get-started', lazy: lazyPage(loadAuth, (m) => m.SignupRoute) },
            { path: 'new-store', element: <RedirectTo to={paths.signup} /> },
            { path: 'forgot-password', lazy: lazyPage(loadAuth, (m) => m.ForgotPasswordRoute) },
            {
              path: 'reset-password/:token?',
              lazy: lazyPage(loadAuth, (m) => m.ResetPasswordRoute),
            },
            {
              path: 'co-host/setup-password/:invitationUUID',
              lazy: lazyPage(loadAuth, (m) => m.CohostSetupPasswordRoute),
            },

            // Public pages
            { path: 'redirect', lazy: lazyPage(loadMisc, (m) => m.RedirectRoute) },
            { path: 'vendors', lazy: lazyPage(loadMisc, (m) => m.VendorsRoute) },

            // Host area (role HOST with an owner id)
            {
              lazy: lazyPage(loadHost, (m) => m.HostRoot),
              children: [
                { path: 'overview', element: <Navigate to={paths.overview.stores} replace /> },
                { path: 'dashboard', element: <Navigate to={paths.overview.stores} replace /> },
                { path: 'overview/stores', lazy: lazyPage(loadHost, (m) => m.StoresRoute) },
                { path: 'overview/payouts', lazy: lazyPage(loadHost, (m) => m.PayoutsRoute) },
                {
                  path: 'overview/payouts/simulated-onboarding',
                  lazy: lazyPage(loadHost, (m) => m.SimulatedOnboardingRoute),
                },
                {
                  path: 'overview/payouts/simulated-dashboard',
                  lazy: lazyPage(loadHost, (m) => m.SimulatedDashboardRoute),
                },
                { path: 'overview/account', lazy: lazyPage(loadHost, (m) => m.AccountIndexRoute) },
                { path: 'overview/account/:tab', lazy: lazyPage(loadHost, (m) => m.AccountRoute) },
                { path: 'overview/requests', lazy: lazyPage(loadHost, (m) => m.RequestsRoute) },
                { path: 'overview/orders', lazy: lazyPage(loadHost, (m) => m.OrdersRoute) },
                {
                  path: 'overview/services-calendar',
                  lazy: lazyPage(loadHost, (m) => m.ServicesCalendarRoute),
                },
                { path: 'overview/partners', lazy: lazyPage(loadHost, (m) => m.PartnersRoute) },
                {
                  path: 'overview/partners/landing/:company',
                  lazy: lazyPage(loadHost, (m) => m.PartnerLandingRoute),
                },
                {
                  path: 'overview/partners/:company',
                  lazy: lazyPage(loadHost, (m) => m.PartnerImportRoute),
                },
                { path: 'offers', lazy: lazyPage(loadHost, (m) => m.OffersRoute) },
                { path: 'onboarding', lazy: lazyPage(loadHost, (m) => m.OnboardingRoute) },
                {
                  path: 'onboarding/onboarding-video',
                  lazy: lazyPage(loadHost, (m) => m.OnboardingVideoRoute),
                },
                { path: 'pricing', lazy: lazyPage(loadHost, (m) => m.PricingRoute) },
                {
                  path: 'pricing/checkout/:sessionId',
                  lazy: lazyPage(loadHost, (m) => m.SimulatedCheckoutRoute),
                },
                { path: 'pricing/portal', lazy: lazyPage(loadHost, (m) => m.SimulatedPortalRoute) },
                {
                  path: 'dashboard/store/:storeId',
                  lazy: lazyPage(loadHost, (m) => m.StoreFrameRoute),
                  children: [
                    { index: true, lazy: lazyPage(loadHost, (m) => m.StoreDashboardRoute) },
                    {
                      path: 'products',
                      lazy: lazyPage(loadHost, (m) => m.StoreProductsIndexRoute),
                    },
                    {
                      path: 'products/:category',
                      lazy: lazyPage(loadHost, (m) => m.StoreProductsRoute),
                    },
                    { path: 'sales', lazy: lazyPage(loadHost, (m) => m.SalesReportRoute) },
                    {
                      path: 'sales/:purchaseId',
                      lazy: lazyPage(loadHost, (m) => m.SaleDetailRoute),
                    },
                    { path: 'signage', lazy: lazyPage(loadHost, (m) => m.SignageRoute) },
                  ],
                },
              ],
            },

            // Support area (role SUPPORT)
            {
              path: 'admin',
              lazy: lazyPage(loadAdmin, (m) => m.AdminRoot),
              children: [{ index: true, lazy: lazyPage(loadAdmin, (m) => m.AdminHomeRoute) }],
            },

            { path: 'store', lazy: lazyPage(loadNotFound, (m) => m.NotFoundPage) },
            // Order requests: /:actorType/:action/ and /:actorType/:purchaseUUID/
            { path: ':actorType/:second', lazy: lazyPage(loadApproval, (m) => m.ApprovalRoute) },
            { path: '*', lazy: lazyPage(loadNotFound, (m) => m.NotFoundPage) },
          ],
        },

        // Guest store (needs only a session)
        {
          path: 'store/:storeId',
          lazy: lazyPage(loadStorefront, (m) => m.StorefrontRoot),
          children: [
            { index: true, lazy: lazyPage(loadStorefront, (m) => m.StoreHomeRoute) },
            { path: 'cart', lazy: lazyPage(loadStorefront, (m) => m.CartRoute) },
            {
              path: 'checkout/:orderId/:customerId',
              lazy: lazyPage(loadStorefront, (m) => m.CheckoutRoute),
            },
            {
              path: ':orderId/checkout-details',
              lazy: lazyPage(loadStorefront, (m) => m.CheckoutDetailsRoute),
            },
            { path: ':category', lazy: lazyPage(loadStorefront, (m) => m.StoreCategoryRoute) },
          ],
        },
        { path: ':storeId', element: <StoreShortLink /> },
      ],
    },
  ];
}
