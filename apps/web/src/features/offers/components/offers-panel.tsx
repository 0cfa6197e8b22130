import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { offerMessages } from '@stayfront/core';
import { Alert, App, Button, Flex, Popconfirm, Space, type TableColumnsType } from 'antd';
import { WideTable } from '@/components/wide-table';
import { getErrorMessage } from '@/lib/api-client';
import { useAdminOffers, useDeleteOffer } from '../api/offers';
import type { Offer } from '../types';
import { OfferFormModal } from './offer-form-modal';

/** Support's list of partner perks: add, edit, delete. */
export function OffersPanel() {
  const { message } = App.useApp();
  const offers = useAdminOffers();
  const remove = useDeleteOffer();
  const [editing, setEditing] = useState<Offer | null | undefined>(undefined);

  if (offers.isError) return <Alert type="error" showIcon title={getErrorMessage(offers.error)} />;

  const columns: TableColumnsType<Offer> = [
    {
      title: 'Image',
      dataIndex: 'image',
      key: 'image',
      render: (image: string | null) =>
        image ? (
          <img src={image} alt="" width={64} height={36} style={{ objectFit: 'cover' }} />
        ) : null,
    },
    { title: 'Title', dataIndex: 'title', key: 'title' },
    {
      title: 'Link',
      dataIndex: 'link',
      key: 'link',
      render: (link: string) => (
        <a href={link} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
          {link}
        </a>
      ),
    },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      render: (_, offer) => (
        <Space>
          <Button size="small" onClick={() => setEditing(offer)} aria-label={`Edit ${offer.title}`}>
            Edit
          </Button>
          <Popconfirm
            title={`Delete ${offer.title}?`}
            description="Hosts no longer see it."
            okText="Delete"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={() =>
              remove.mutateAsync(offer.id).then(
                () => void message.success(offerMessages.deleted),
                (error: unknown) => void message.error(getErrorMessage(error)),
              )
            }
          >
            <Button size="small" danger aria-label={`Delete ${offer.title}`}>
              Delete
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div>
      <Flex justify="flex-end" style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          Add offer
        </Button>
      </Flex>
      <WideTable<Offer>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={offers.data?.results ?? []}
        loading={offers.isPending}
        pagination={false}
        emptyText="No offers yet."
      />
      <OfferFormModal offer={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
}
