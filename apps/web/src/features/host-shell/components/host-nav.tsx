import { PlusOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAppConfig } from '@/lib/app-config';

type MenuItem = NonNullable<MenuProps['items']>[number];

function externalLink(href: string, label: string) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

/** Which entry the current page belongs to. */
function getSelectedKey(pathname: string): string | null {
  if (pathname.startsWith('/overview/partners/')) return 'partners';
  if (pathname.startsWith('/overview/orders/') || pathname.startsWith('/overview/requests/')) {
    return 'orders';
  }
  if (pathname.startsWith('/overview/services-calendar/')) return 'services-calendar';
  if (pathname.startsWith('/overview/payouts/')) return 'payouts';
  if (pathname.startsWith(paths.offers)) return 'offers';
  if (pathname.startsWith('/overview/stores/') || pathname.startsWith('/dashboard/')) {
    return 'stores-all';
  }
  return null;
}

interface HostNavProps {
  mode: 'horizontal' | 'inline';
  onNavigate?: () => void;
  /** Opens the store modal (Stores > Add store). */
  onAddStore: () => void;
}

/** Top navigation of the host area (spec: store dashboard, top navigation). */
export function HostNav({ mode, onNavigate, onAddStore }: HostNavProps) {
  const { marketingUrl, supportEmail } = useAppConfig();
  const { pathname } = useLocation();
  const selected = getSelectedKey(pathname);

  const items: MenuItem[] = [
    {
      key: 'stores',
      // The submenu title is a link too (to the list); it takes the menu's colours.
      label: (
        <Link to={paths.overview.stores} style={{ color: 'inherit' }}>
          Stores
        </Link>
      ),
      children: [
        { key: 'stores-all', label: <Link to={paths.overview.stores}>View all stores</Link> },
        { key: 'stores-add', label: 'Add store', icon: <PlusOutlined />, onClick: onAddStore },
      ],
    },
    { key: 'partners', label: <Link to={paths.overview.partners}>Partners</Link> },
    {
      key: 'support',
      label: 'Support',
      children: [
        { key: 'help-center', label: externalLink(`${marketingUrl}/help-center/`, 'Help center') },
        {
          key: 'example-store',
          label: externalLink(`${marketingUrl}/example-store/`, 'Example store'),
        },
        { key: 'contact-us', label: <a href={`mailto:${supportEmail}`}>Contact us</a> },
        { key: 'request-vendor', label: <Link to={paths.vendors}>Request a vendor</Link> },
      ],
    },
    { key: 'orders', label: <Link to={paths.overview.orders}>Orders</Link> },
    {
      key: 'services-calendar',
      label: <Link to={paths.overview.servicesCalendar}>Services Calendar</Link>,
    },
    { key: 'payouts', label: <Link to={paths.overview.payouts}>Payouts</Link> },
    { key: 'offers', label: <Link to={paths.offers}>Offers</Link> },
  ];

  return (
    <nav aria-label="Main" style={mode === 'horizontal' ? { flex: 1, minWidth: 0 } : undefined}>
      <Menu
        mode={mode}
        items={items}
        selectedKeys={selected ? [selected] : []}
        onClick={onNavigate}
        style={{ borderBottom: 'none', borderInlineEnd: 'none', background: 'transparent' }}
      />
    </nav>
  );
}
