import type { ReactElement, ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation, useParams, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyWithRetry } from '@/utils/lazy-with-retry';
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

interface LazyPageHandle {
  load: () => Promise<unknown>;
}

/**
 * A route's page from an area's chunk: it suspends (root layout) until the chunk is in, and a
 * chunk that failed to load is fetched again when the error page's Try again is pressed. The
 * route's handle keeps the loader, for `loadMatchedPages`.
 */
function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => () => ReactNode,
): { element: ReactElement; handle: LazyPageHandle } {
  const Page = lazyWithRetry(async () => ({ default: pick(await load()) }));
  return { element: <Page />, handle: { load } };
}

/**
 * Starts loading the code of every page `pathname` shows at once (the antd layout, an area's
 * frame, the page): rendered one inside the other, they would otherwise each wait for the one
 * around them.
 */
export function loadMatchedPages(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    // A chunk that fails to load fails again in its page, which shows the error page.
    (route.handle as LazyPageHandle | undefined)?.load().catch(() => {});
  }
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
          ...lazyPage(loadAntdLayout, (m) => m.AntdLayout),
          children: [
            // Sign-in
            { path: 'login', ...lazyPage(loadAuth, (m) => m.LoginRoute) },
            { path: 'signup', ...lazyPage(loadAuth, (m) => m.SignupRoute) },
            { path: 'get-started', ...lazyPage(loadAuth, (m) => m.SignupRoute) },
            { path: 'new-store', element: <RedirectTo to={paths.signup} /> },
            { path: 'forgot-password', ...lazyPage(loadAuth, (m) => m.ForgotPasswordRoute) },
            {
              path: 'reset-password/:token?',
              ...lazyPage(loadAuth, (m) => m.ResetPasswordRoute),
            },
            {
              path: 'co-host/setup-password/:invitationUUID',
              ...lazyPage(loadAuth, (m) => m.CohostSetupPasswordRoute),
            },

            // Public pages
            { path: 'redirect', ...lazyPage(loadMisc, (m) => m.RedirectRoute) },
            { path: 'vendors', ...lazyPage(loadMisc, (m) => m.VendorsRoute) },

            // Host area (role HOST with an owner id)
            {
              ...lazyPage(loadHost, (m) => m.HostRoot),
              children: [
                { path: 'overview', element: <Navigate to={paths.overview.stores} replace /> },
                { path: 'dashboard', element: <Navigate to={paths.overview.stores} replace /> },
                { path: 'overview/stores', ...lazyPage(loadHost, (m) => m.StoresRoute) },
                { path: 'overview/payouts', ...lazyPage(loadHost, (m) => m.PayoutsRoute) },
                {
                  path: 'overview/payouts/simulated-onboarding',
                  ...lazyPage(loadHost, (m) => m.SimulatedOnboardingRoute),
                },
                {
                  path: 'overview/payouts/simulated-dashboard',
                  ...lazyPage(loadHost, (m) => m.SimulatedDashboardRoute),
                },
                {
                  path: 'overview/account',
                  ...lazyPage(loadHost, (m) => m.AccountIndexRoute),
                },
                {
                  path: 'overview/account/:tab',
                  ...lazyPage(loadHost, (m) => m.AccountRoute),
                },
                { path: 'overview/requests', ...lazyPage(loadHost, (m) => m.RequestsRoute) },
                { path: 'overview/orders', ...lazyPage(loadHost, (m) => m.OrdersRoute) },
                {
                  path: 'overview/services-calendar',
                  ...lazyPage(loadHost, (m) => m.ServicesCalendarRoute),
                },
                { path: 'overview/partners', ...lazyPage(loadHost, (m) => m.PartnersRoute) },
                {
                  path: 'overview/partners/landing/:company',
                  ...lazyPage(loadHost, (m) => m.PartnerLandingRoute),
                },
                {
                  path: 'overview/partners/:company',
                  ...lazyPage(loadHost, (m) => m.PartnerImportRoute),
                },
                { path: 'offers', ...lazyPage(loadHost, (m) => m.OffersRoute) },
                { path: 'onboarding', ...lazyPage(loadHost, (m) => m.OnboardingRoute) },
                {
                  path: 'onboarding/onboarding-video',
                  ...lazyPage(loadHost, (m) => m.OnboardingVideoRoute),
                },
                { path: 'pricing', ...lazyPage(loadHost, (m) => m.PricingRoute) },
                {
                  path: 'pricing/checkout/:sessionId',
                  ...lazyPage(loadHost, (m) => m.SimulatedCheckoutRoute),
                },
                {
                  path: 'pricing/portal',
                  ...lazyPage(loadHost, (m) => m.SimulatedPortalRoute),
                },
                {
                  path: 'dashboard/store/:storeId',
                  ...lazyPage(loadHost, (m) => m.StoreFrameRoute),
                  children: [
                    { index: true, ...lazyPage(loadHost, (m) => m.StoreDashboardRoute) },
                    {
                      path: 'products',
                      ...lazyPage(loadHost, (m) => m.StoreProductsIndexRoute),
                    },
                    {
                      path: 'products/:category',
                      ...lazyPage(loadHost, (m) => m.StoreProductsRoute),
                    },
                    { path: 'sales', ...lazyPage(loadHost, (m) => m.SalesReportRoute) },
                    {
                      path: 'sales/:purchaseId',
                      ...lazyPage(loadHost, (m) => m.SaleDetailRoute),
                    },
                    { path: 'signage', ...lazyPage(loadHost, (m) => m.SignageRoute) },
                  ],
                },
              ],
            },

            // Support area (role SUPPORT)
            {
              path: 'admin',
              ...lazyPage(loadAdmin, (m) => m.AdminRoot),
              children: [{ index: true, ...lazyPage(loadAdmin, (m) => m.AdminHomeRoute) }],
            },

            { path: 'store', ...lazyPage(loadNotFound, (m) => m.NotFoundPage) },
            // Order requests: /:actorType/:action/ and /:actorType/:purchaseUUID/
            { path: ':actorType/:second', ...lazyPage(loadApproval, (m) => m.ApprovalRoute) },
            { path: '*', ...lazyPage(loadNotFound, (m) => m.NotFoundPage) },
          ],
        },

        // Guest store (needs only a session)
        {
          path: 'store/:storeId',
          ...lazyPage(loadStorefront, (m) => m.StorefrontRoot),
          children: [
            { index: true, ...lazyPage(loadStorefront, (m) => m.StoreHomeRoute) },
            { path: 'cart', ...lazyPage(loadStorefront, (m) => m.CartRoute) },
            {
              path: 'checkout/:orderId/:customerId',
              ...lazyPage(loadStorefront, (m) => m.CheckoutRoute),
            },
            {
              path: ':orderId/checkout-details',
              ...lazyPage(loadStorefront, (m) => m.CheckoutDetailsRoute),
            },
            { path: ':category', ...lazyPage(loadStorefront, (m) => m.StoreCategoryRoute) },
          ],
        },
        { path: ':storeId', element: <StoreShortLink /> },
      ],
    },
  ];
}
