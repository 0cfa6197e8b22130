import { useState } from 'react';
import {
  AppstoreOutlined,
  BarChartOutlined,
  QrcodeOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { Grid, Menu, type MenuProps } from 'antd';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { StoreModal } from './store-modal';

type StoreSection = 'products' | 'sales' | 'signage';

function sectionOf(pathname: string, storeId: string): StoreSection {
  if (pathname.startsWith(paths.dashboard.sales(storeId))) return 'sales';
  if (pathname.startsWith(paths.dashboard.signage(storeId))) return 'signage';
  return 'products';
}

/**
 * Every page of one store: its menu (spec: store dashboard side menu; products, sales report,
 * signage, store settings) beside the page on wide screens, above it on phones.
 */
export function StoreFrame({ storeId }: { storeId: string }) {
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const isWide = screens.lg === true;
  const [settingsOpen, setSettingsOpen] = useState(false);

  const items: MenuProps['items'] = [
    {
      key: 'products',
      icon: <AppstoreOutlined />,
      label: <Link to={paths.dashboard.store(storeId)}>Products</Link>,
    },
    {
      key: 'sales',
      icon: <BarChartOutlined />,
      label: <Link to={paths.dashboard.sales(storeId)}>Sales report</Link>,
    },
    {
      key: 'signage',
      icon: <QrcodeOutlined />,
      label: <Link to={paths.dashboard.signage(storeId)}>Signage</Link>,
    },
    {
      key: 'settings',
      icon: <SettingOutlined />,
      label: 'Store settings',
      onClick: () => setSettingsOpen(true),
    },
  ];

  return (
    <div
      style={{
        display: 'flex',
        flexDirection: isWide ? 'row' : 'column',
        gap: isWide ? 32 : 16,
        alignItems: 'flex-start',
      }}
    >
      <nav
        aria-label="Store"
        style={
          isWide
            ? { width: 200, flex: 'none', position: 'sticky', top: 88 }
            : { width: '100%', minWidth: 0 }
        }
      >
        <Menu
          mode={isWide ? 'inline' : 'horizontal'}
          items={items}
          selectedKeys={[sectionOf(pathname, storeId)]}
          // On phones the four entries wrap onto a second line rather than hide behind "…".
          disabledOverflow
          style={{
            borderInlineEnd: 'none',
            background: 'transparent',
            flexWrap: isWide ? undefined : 'wrap',
          }}
        />
      </nav>
      <div style={{ flex: 1, minWidth: 0, width: '100%' }}>
        <Outlet />
      </div>
      <StoreModal
        open={settingsOpen}
        mode="edit"
        storeId={storeId}
        onClose={() => setSettingsOpen(false)}
      />
    </div>
  );
}
