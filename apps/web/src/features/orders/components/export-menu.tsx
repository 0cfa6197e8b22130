import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { OrderFilters } from '../types';
import { exportHref, ORDERS_CSV, PRODUCTS_CSV } from '../utils';

interface ExportMenuProps {
  filters: OrderFilters;
  disabled?: boolean;
}

/**
 * Spec (recent orders): Export menu with Orders CSV and Products CSV, each with the filters in
 * use. They are plain links: the browser downloads the file while the server streams it.
 */
export function ExportMenu({ filters, disabled }: ExportMenuProps) {
  return (
    <Dropdown
      disabled={disabled}
      trigger={['click']}
      menu={{
        items: [ORDERS_CSV, PRODUCTS_CSV].map((file) => ({
          key: file.path,
          label: (
            <a href={exportHref(file.path, filters)} download>
              {file.label}
            </a>
          ),
        })),
        // A click lands on the link itself; Enter on a focused item does not, so start it here.
        onClick: ({ key, domEvent }) => {
          if (domEvent.type === 'keydown') window.location.assign(exportHref(key, filters));
        },
      }}
    >
      <Button icon={<DownloadOutlined />} disabled={disabled}>
        Export <DownOutlined />
      </Button>
    </Dropdown>
  );
}
