/** Every address the app links to, with the trailing slash the router enforces. */
export const paths = {
  root: '/',
  login: '/login/',
  signup: '/signup/',
  getStarted: '/get-started/',
  forgotPassword: '/forgot-password/',
  resetPassword: (token?: string) =>
    token ? `/reset-password/${encodeURIComponent(token)}/` : '/reset-password/',
  cohostSetupPassword: (invitationUUID: string) =>
    `/co-host/setup-password/${encodeURIComponent(invitationUUID)}/`,
  redirect: '/redirect/',
  pricing: '/pricing/',
  vendors: '/vendors/',
  offers: '/offers/',
  admin: '/admin/',
  onboarding: '/onboarding/',
  onboardingVideo: '/onboarding/onboarding-video/',
  overview: {
    stores: '/overview/stores/',
    payouts: '/overview/payouts/',
    account: (tab: string) => `/overview/account/${tab}/`,
    requests: '/overview/requests/',
    orders: '/overview/orders/',
    servicesCalendar: '/overview/services-calendar/',
    partners: '/overview/partners/',
    partnerLanding: (company: string) => `/overview/partners/landing/${company}/`,
    partnerImport: (company: string) => `/overview/partners/${company}/`,
  },
  dashboard: {
    store: (storeId: string) => `/dashboard/store/${storeId}/`,
    products: (storeId: string, category: string) =>
      `/dashboard/store/${storeId}/products/${category}/`,
    sales: (storeId: string) => `/dashboard/store/${storeId}/sales/`,
    sale: (storeId: string, purchaseId: string) =>
      `/dashboard/store/${storeId}/sales/${purchaseId}/`,
    signage: (storeId: string) => `/dashboard/store/${storeId}/signage/`,
  },
  store: {
    home: (storeId: string) => `/store/${storeId}/`,
  },
  /** The owner's order request page, where a request is approved or denied (prices shown). */
  ownerRequest: (ownerPurchaseUuid: string) =>
    `/owner/${encodeURIComponent(ownerPurchaseUuid)}/?showPrices=True`,
} as const;

/** Login page address that brings the visitor back to `next` afterwards. */
export function loginHref(next?: string): string {
  return next ? `${paths.login}?next=${encodeURIComponent(next)}` : paths.login;
}
