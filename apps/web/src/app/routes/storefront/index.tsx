// The guest store: its own small chunk, with nothing from the host area.
import { StorefrontLayout } from '@/app/layouts/storefront-layout';
import { SectionPage } from '../section-page';

export const StorefrontRoot = StorefrontLayout;
export const StoreHomeRoute = () => <SectionPage title="Store" />;
export const StoreCategoryRoute = () => <SectionPage title="Store" />;
export const CartRoute = () => <SectionPage title="Cart" />;
export const CheckoutRoute = () => <SectionPage title="Checkout" />;
export const CheckoutDetailsRoute = () => <SectionPage title="Order details" />;
