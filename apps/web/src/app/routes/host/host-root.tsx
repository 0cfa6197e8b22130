import { RequireHost } from '@/app/guards';
import { HostLayout } from '@/features/host-shell/components/host-layout';

/** Layout route of the host area: guard, then the host frame. */
export function HostRoot() {
  return (
    <RequireHost>
      <HostLayout />
    </RequireHost>
  );
}
