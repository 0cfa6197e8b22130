import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { paths } from '@/config/paths';
import { useStoreStatusActions } from '../hooks/use-store-status-actions';
import type { StoreListItem } from '../types';

interface StoreActionsMenuProps {
  store: Pick<StoreListItem, 'id' | 'storeName' | 'isVisible'>;
  onEdit: () => void;
  onDuplicate: () => void;
}

/** The more menu of a store row: view, edit, duplicate, activate/deactivate, archive. */
export function StoreActionsMenu({ store, onEdit, onDuplicate }: StoreActionsMenuProps) {
  const { confirmVisibility, confirmArchive } = useStoreStatusActions();
  const items: MenuProps['items'] = [
    {
      key: 'view',
      label: (
        <a href={paths.store.home(store.id)} target="_blank" rel="noopener noreferrer">
          View Store
        </a>
      ),
    },
    { key: 'edit', label: 'Edit Store', onClick: onEdit },
    { key: 'duplicate', label: 'Duplicate Store', onClick: onDuplicate },
    {
      key: 'visibility',
      label: store.isVisible ? 'Deactivate Store' : 'Activate Store',
      onClick: () => confirmVisibility(store),
    },
    { type: 'divider' },
    { key: 'archive', label: 'Archive Store', danger: true, onClick: () => confirmArchive(store) },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        icon={<MoreOutlined />}
        aria-label={`More actions for ${store.storeName}`}
      />
    </Dropdown>
  );
}
