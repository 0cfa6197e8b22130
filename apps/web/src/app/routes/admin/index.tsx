// The support area.
import { RequireSupport } from '@/app/guards';
import { AdminLayout } from '@/app/layouts/admin-layout';
import { AdminHome } from '@/features/admin/components/admin-home';

export function AdminRoot() {
  return (
    <RequireSupport>
      <AdminLayout />
    </RequireSupport>
  );
}

export const AdminHomeRoute = () => <AdminHome />;
