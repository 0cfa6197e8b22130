import { useState } from 'react';
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { CATEGORIES, formatMoney } from '@stayfront/core';
import {
  Alert,
  App,
  Button,
  Flex,
  Popconfirm,
  Space,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { Link } from 'react-router';
import { WideTable } from '@/components/wide-table';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteLocalProduct } from '../api/delete-local-product';
import { useLocalProducts } from '../api/get-local-products';
import type { LocalProduct, Merchant } from '../types';
import { LocalProductFormModal } from './local-product-form-modal';

function areaSummary(product: LocalProduct): string {
  if (product.ships_nationwide) return 'Nationwide (United States)';
  const parts: string[] = [];
  if (product.area_postal_codes.length) parts.push(product.area_postal_codes.join(', '));
  if (product.area_cities.length) parts.push(product.area_cities.join('; '));
  if (product.area_center_postal_code && product.area_radius_miles > 0) {
    parts.push(`${product.area_radius_miles} mi around ${product.area_center_postal_code}`);
  }
  return parts.join(' · ') || '—';
}

/** One merchant's local products, with the area each serves and how many stores show it. */
export function MerchantProducts({ merchant, backTo }: { merchant: Merchant; backTo: string }) {
  const { message } = App.useApp();
  const products = useLocalProducts(merchant.id);
  const remove = useDeleteLocalProduct(merchant.id);
  const [editing, setEditing] = useState<LocalProduct | null | undefined>(undefined);

  const columns: TableColumnsType<LocalProduct> = [
    {
      title: 'Product',
      key: 'product',
      render: (_, product) => (
        <Flex gap={8} align="center">
          {product.image ? (
            <img
              src={product.image}
              alt=""
              width={48}
              height={36}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
          ) : null}
          <span>{product.product_name}</span>
        </Flex>
      ),
    },
    {
      title: 'Category',
      dataIndex: 'category',
      key: 'category',
      render: (category: LocalProduct['category']) => CATEGORIES[category],
    },
    {
      title: 'Price',
      dataIndex: 'price',
      key: 'price',
      align: 'right',
      render: (price: number) => formatMoney(price),
    },
    {
      title: 'Merchant gets',
      dataIndex: 'merchant_amount',
      key: 'merchant_amount',
      align: 'right',
      render: (amount: number) => formatMoney(amount),
    },
    {
      title: 'Host commission',
      dataIndex: 'owner_commission',
      key: 'owner_commission',
      align: 'right',
      render: (fraction: number) => `${Math.round(fraction * 10_000) / 100}%`,
    },
    { title: 'Area', key: 'area', render: (_, product) => areaSummary(product) },
    { title: 'Stores served', dataIndex: 'stores_served', key: 'stores_served', align: 'right' },
    {
      title: 'Status',
      dataIndex: 'is_active',
      key: 'is_active',
      render: (active: boolean) => (active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>),
    },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      render: (_, product) => (
        <Space>
          <Button
            size="small"
            onClick={() => setEditing(product)}
            aria-label={`Edit ${product.product_name}`}
          >
            Edit
          </Button>
          <Popconfirm
            title={`Delete ${product.product_name}?`}
            description="It is withdrawn from every store."
            okText="Delete"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={() =>
              remove.mutateAsync(product.id).then(
                () => void message.success('Local product deleted.'),
                (error: unknown) => void message.error(getErrorMessage(error)),
              )
            }
          >
            <Button size="small" danger aria-label={`Delete ${product.product_name}`}>
              Delete
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div>
      <Link to={backTo} style={{ display: 'inline-flex', gap: 6, marginBottom: 12 }}>
        <ArrowLeftOutlined aria-hidden="true" /> All merchants
      </Link>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <div>
          <h2 style={{ fontSize: 22, fontWeight: 600, margin: 0 }}>{merchant.business_name}</h2>
          <Typography.Text type="secondary">
            {[merchant.contact_name, merchant.email, merchant.phone].filter(Boolean).join(' · ')}
          </Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          Add local product
        </Button>
      </Flex>
      {merchant.is_active ? null : (
        <Alert
          type="warning"
          showIcon
          title="This merchant is inactive: its products are in no store."
          style={{ marginBottom: 16 }}
        />
      )}
      {products.isError ? (
        <Alert type="error" showIcon title={getErrorMessage(products.error)} />
      ) : (
        <WideTable<LocalProduct>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={products.data?.results ?? []}
          loading={products.isPending}
          pagination={false}
          emptyText="No local products yet."
        />
      )}
      <LocalProductFormModal
        merchantId={merchant.id}
        product={editing}
        onClose={() => setEditing(undefined)}
      />
    </div>
  );
}
