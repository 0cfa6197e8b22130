import { useState } from 'react';
import { ApiOutlined } from '@ant-design/icons';
import { Button, List, Modal, Result, Skeleton, Tag, Typography } from 'antd';
import { PARTNER_LABEL } from '@stayfront/core';
import { formatDateTime } from '@/utils/format-date';
import { useStoreIntegrations } from '../api/get-store-integrations';

/** The store dashboard header's button for a synced store: its connected integrations. */
export function StoreIntegrationsButton({ storeId }: { storeId: string }) {
  const [open, setOpen] = useState(false);
  const integrations = useStoreIntegrations(storeId, open);
  return (
    <>
      <Button
        size="small"
        type="text"
        icon={<ApiOutlined />}
        title="This store is synced with a property-management platform"
        onClick={() => setOpen(true)}
      >
        Connected integrations
      </Button>
      <Modal
        open={open}
        title="Connected integrations"
        onCancel={() => setOpen(false)}
        footer={null}
      >
        {integrations.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : integrations.isError ? (
          <Result status="warning" title="The integrations could not be loaded." />
        ) : (
          <List
            dataSource={integrations.data}
            locale={{ emptyText: 'This store is not connected to any partner.' }}
            renderItem={(item) => (
              <List.Item
                extra={
                  <Tag color={item.is_imported_source ? 'blue' : 'green'}>
                    {item.is_imported_source ? 'Is imported' : 'Is synced'}
                  </Tag>
                }
              >
                <List.Item.Meta
                  title={PARTNER_LABEL[item.platform] ?? item.platform}
                  description={
                    <Typography.Text type="secondary">
                      Connected date: {formatDateTime(item.date_created)}
                    </Typography.Text>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Modal>
    </>
  );
}
