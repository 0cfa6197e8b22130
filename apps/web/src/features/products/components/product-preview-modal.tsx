import type { ReactNode } from 'react';
import { defaultOffPlatformInstructions, formatMoney, type Plan } from '@stayfront/core';
import { formatTimeIn } from '@stayfront/core/i18n';
import { Button, Flex, Modal, Tag, Typography } from 'antd';
import { useAppConfig } from '@/lib/app-config';
import type { Product } from '../types/product';
import { productBadges, productPriceText } from '../utils/product-display';
import { estimateProfit, type StoreCommissionTerms } from '../utils/profit';

interface ProductPreviewModalProps {
  product: Product | null;
  plan: Plan;
  store: StoreCommissionTerms & { currency: string };
  onClose: () => void;
  onEdit: (product: Product) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginTop: 16 }}>
      <h3 style={{ fontSize: 15, fontWeight: 600, margin: '0 0 4px' }}>{title}</h3>
      {children}
    </section>
  );
}

function ProfitText({
  product,
  plan,
  store,
}: Omit<ProductPreviewModalProps, 'onClose' | 'onEdit'> & { product: Product }) {
  const { brandName } = useAppConfig();
  const estimate = estimateProfit(product, plan, store);
  const money = (amount: number) => formatMoney(amount, store.currency);
  switch (estimate.kind) {
    case 'affiliate':
      return (
        <>
          <Typography.Paragraph strong style={{ margin: 0, fontSize: 18 }}>
            {estimate.percent}% of sales
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            Commission on what guests buy through this link. Affiliate purchases may take up to 6
            weeks to process.
          </Typography.Text>
        </>
      );
    case 'local':
      return (
        <>
          <Typography.Paragraph strong style={{ margin: 0, fontSize: 18 }}>
            {money(estimate.amount)} per sale
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            Your commission on this local vendor item; the vendor delivers it.
          </Typography.Text>
        </>
      );
    case 'variable':
      return (
        <Typography.Paragraph style={{ margin: 0 }}>
          Depends on the amount the guest enters.{' '}
          {estimate.feesCovered
            ? 'You keep the full amount: your plan covers the merchant fees.'
            : `Card processing fees and the ${brandName} commission are taken from it.`}
        </Typography.Paragraph>
      );
    case 'own':
      return (
        <>
          {estimate.amounts.length === 1 ? (
            <Typography.Paragraph strong style={{ margin: 0, fontSize: 18 }}>
              {money(estimate.amounts[0]!.amount)}
            </Typography.Paragraph>
          ) : (
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {estimate.amounts.map((row, index) => (
                <li key={index}>
                  {row.label ? `${row.label}: ` : ''}
                  <strong>{money(row.amount)}</strong>
                </li>
              ))}
            </ul>
          )}
          <Typography.Text type="secondary">
            {estimate.feesCovered
              ? 'The full price: your plan covers the merchant fees.'
              : `After card processing fees and the ${brandName} commission.`}
          </Typography.Text>
        </>
      );
  }
}

/** What a tile shows guests, and what the host earns from it. */
export function ProductPreviewModal({
  product,
  plan,
  store,
  onClose,
  onEdit,
}: ProductPreviewModalProps) {
  return (
    <Modal
      open={product != null}
      title={product?.product_name}
      onCancel={onClose}
      destroyOnHidden
      width={560}
      footer={
        product ? (
          <Flex justify="flex-end" gap={8} wrap>
            <Button onClick={onClose}>Close</Button>
            {product.is_local ? null : (
              <Button type="primary" onClick={() => onEdit(product)}>
                Edit product
              </Button>
            )}
          </Flex>
        ) : null
      }
    >
      {product ? (
        <div>
          {product.image ? (
            <img
              src={product.image}
              alt=""
              style={{
                width: '100%',
                aspectRatio: '4 / 3',
                maxHeight: 280,
                objectFit: 'cover',
                borderRadius: 8,
                display: 'block',
                background: '#eef2f1',
              }}
            />
          ) : null}
          <Flex gap={8} align="center" wrap style={{ marginTop: 12 }}>
            <Typography.Text strong style={{ fontSize: 20 }}>
              {productPriceText(product, store.currency)}
            </Typography.Text>
            {productBadges(product).map((badge) => (
              <Tag key={badge}>{badge}</Tag>
            ))}
          </Flex>
          {product.price_type === 'multiple' && product.product_prices.length > 1 ? (
            <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
              {product.product_prices.map((row) => (
                <li key={row.id}>
                  {row.label || formatTimeIn('en', row.time_label)}:{' '}
                  {formatMoney(row.price, store.currency)}
                </li>
              ))}
            </ul>
          ) : null}
          <Section title="Estimated profit">
            <ProfitText product={product} plan={plan} store={store} />
          </Section>
          {product.description ? (
            <Section title="Description">
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {product.description}
              </Typography.Paragraph>
            </Section>
          ) : null}
          <Section title="Instructions for guests after purchase">
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {product.instructions || 'No instructions.'}
            </Typography.Paragraph>
          </Section>
          {product.is_purchasable_off_platform ? (
            <Section title="Instructions for Airbnb guests">
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {product.instructions_off_platform || defaultOffPlatformInstructions}
              </Typography.Paragraph>
            </Section>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
