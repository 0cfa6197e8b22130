import { SiteLayout } from '@/app/layouts/site-layout';
import { NotFound } from './not-found';

/** The 404 page in the plain site frame, for addresses outside every area. */
export function NotFoundPage() {
  return (
    <SiteLayout>
      <NotFound />
    </SiteLayout>
  );
}
