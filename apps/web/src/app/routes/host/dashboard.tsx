import { Navigate, useParams } from 'react-router';
import { NotFound } from '@/app/routes/not-found';
import { paths } from '@/config/paths';
import { SectionPage } from '../section-page';

/** Spec (store dashboard): the category values of the products route. */
const PRODUCT_CATEGORIES = new Set(['all', 'in-home', 'local-products']);

export const StoreDashboardRoute = () => <SectionPage title="Store dashboard" />;

export function StoreProductsRoute() {
  const { category = '' } = useParams();
  return PRODUCT_CATEGORIES.has(category) ? <SectionPage title="Store dashboard" /> : <NotFound />;
}

/** /dashboard/store/:storeId/products/ without a category: the dashboard itself. */
export function StoreProductsIndexRoute() {
  const { storeId = '' } = useParams();
  return <Navigate to={paths.dashboard.store(storeId)} replace />;
}

export const SalesReportRoute = () => <SectionPage title="Sales report" />;
export const SaleDetailRoute = () => <SectionPage title="Order details" />;
export const SignageRoute = () => <SectionPage title="Signage" />;
