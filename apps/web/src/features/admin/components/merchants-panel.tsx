import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { PAYOUT_METHOD_TYPES } from '@stayfront/core';
import { Alert, Button, Flex, Space, Tag, type TableColumnsType } from 'antd';
import { WideTable } from '@/components/wide-table';
import { Link } from 'react-router';
import { getErrorMessage } from '@/lib/api-client';
import { useMerchants } from '../api/get-merchants';
import type { Merchant } from '../types';
import { MerchantFormModal } from './merchant-form-modal';
import { MerchantProducts } from './merchant-products';

interface MerchantsPanelProps {
  /** The merchant whose products are open (from the address). */
  merchantId: string | null;
  hrefFor: (merchantId: string | null) => string;
}

/** Local vendors: the list, and one merchant's products. */
export function MerchantsPanel({ merchantId, hrefFor }: MerchantsPanelProps) {
  const merchants = useMerchants();
  const [editing, setEditing] = useState<Merchant | null | undefined>(undefined);

  if (merchants.isError)
    return <Alert type="error" showIcon title={getErrorMessage(merchants.error)} />;

  const open = merchantId
    ? merchants.data?.results.find((merchant) => merchant.id === merchantId)
    : undefined;
  if (merchantId && open) return <MerchantProducts merchant={open} backTo={hrefFor(null)} />;

  const columns: TableColumnsType<Merchant> = [
    {
      title: 'Business',
      dataIndex: 'business_name',
      key: 'business_name',
      render: (name: string, merchant) => <Link to={hrefFor(merchant.id)}>{name}</Link>,
    },
    { title: 'Contact', dataIndex: 'contact_name', key: 'contact_name' },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    { title: 'Phone', dataIndex: 'phone', key: 'phone' },
    {
      title: 'Payout',
      dataIndex: 'payout_method',
      key: 'payout_method',
      render: (method: Merchant['payout_method']) => PAYOUT_METHOD_TYPES[method],
    },
    {
      title: 'Status',
      dataIndex: 'is_active',
      key: 'is_active',
      render: (active: boolean) => (active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>),
    },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      render: (_, merchant) => (
        <Space>
          <Button
            size="small"
            onClick={() => setEditing(merchant)}
            aria-label={`Edit ${merchant.business_name}`}
          >
            Edit
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div>
      <Flex justify="flex-end" style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          Add merchant
        </Button>
      </Flex>
      <WideTable<Merchant>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={merchants.data?.results ?? []}
        loading={merchants.isPending}
        pagination={false}
        emptyText="No merchants yet."
      />
      <MerchantFormModal merchant={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
}
