import { Outlet } from 'react-router';
import AntdFrame from '@/components/antd-frame';

/** Every area but the guest store draws with antd: its theme comes with this layout's chunk. */
export function AntdLayout() {
  return (
    <AntdFrame>
      <Outlet />
    </AntdFrame>
  );
}
