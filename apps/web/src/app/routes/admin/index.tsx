// The support area.
import { RequireSupport } from '@/app/guards';
import { AdminLayout } from '@/app/layouts/admin-layout';
import { SectionPage } from '../section-page';

export function AdminRoot() {
  return (
    <RequireSupport>
      <AdminLayout />
    </RequireSupport>
  );
}

export const AdminHomeRoute = () => <SectionPage title="Admin" />;
