import { Navigate, useParams } from 'react-router';
import { NotFound } from '@/app/routes/not-found';
import { paths } from '@/config/paths';
import { StoreDashboard } from '@/features/products/components/store-dashboard';
import type { ProductTab } from '@/features/products/types/product';
import { SaleDetailPage } from '@/features/sales/components/sale-detail-page';
import { SalesReportPage } from '@/features/orders/components/sales-report-page';
import { SignagePage } from '@/features/signage/components/signage-page';
import { StoreFrame } from '@/features/stores/components/store-frame';

/** Spec (store dashboard): the category values of the products route. */
const PRODUCT_CATEGORIES: readonly string[] = ['all', 'in-home', 'local-products'];

function isProductTab(category: string): category is ProductTab {
  return PRODUCT_CATEGORIES.includes(category);
}

/** /dashboard/store/:storeId/…: the store's menu around each of its pages. */
export function StoreFrameRoute() {
  const { storeId = '' } = useParams();
  return <StoreFrame storeId={storeId} />;
}

/** /dashboard/store/:storeId/: the dashboard on its All tab. */
export function StoreDashboardRoute() {
  const { storeId = '' } = useParams();
  return <StoreDashboard storeId={storeId} tab="all" notFound={<NotFound />} />;
}

/** /dashboard/store/:storeId/products/:category/: the dashboard on that tab. */
export function StoreProductsRoute() {
  const { storeId = '', category = '' } = useParams();
  if (!isProductTab(category)) return <NotFound />;
  return <StoreDashboard storeId={storeId} tab={category} notFound={<NotFound />} />;
}

/** /dashboard/store/:storeId/products/ without a category: the dashboard itself. */
export function StoreProductsIndexRoute() {
  const { storeId = '' } = useParams();
  return <Navigate to={paths.dashboard.store(storeId)} replace />;
}

/** /dashboard/store/:storeId/sales/: the store's completed orders. */
export function SalesReportRoute() {
  const { storeId = '' } = useParams();
  return <SalesReportPage storeId={storeId} notFound={<NotFound />} />;
}
/** /dashboard/store/:storeId/sales/:purchaseId/: one sale, with Resend Receipt. */
export function SaleDetailRoute() {
  const { storeId = '', purchaseId = '' } = useParams();
  return <SaleDetailPage storeId={storeId} purchaseId={purchaseId} notFound={<NotFound />} />;
}
/** /dashboard/store/:storeId/signage/: the store's printable QR signs. */
export function SignageRoute() {
  const { storeId = '' } = useParams();
  return <SignagePage storeId={storeId} notFound={<NotFound />} />;
}
