import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import { HolderOutlined, MoreOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Switch, Tag, Typography } from 'antd';
import type { Product } from '../types/product';
import {
  PRODUCT_MENU_LABELS,
  productBadges,
  productMenuActions,
  productPriceText,
  productQuantityText,
  type ProductBadge,
  type ProductMenuAction,
} from '../utils/product-display';
import { LOCAL_VENDOR_STATUS_TEXT, type LocalVendorStatus } from '../utils/local-vendor-snapshot';

const BADGE_COLORS: Record<ProductBadge, string> = {
  'Pre-order': 'blue',
  Request: 'gold',
  Link: 'purple',
  'Out of stock': 'red',
};

export interface ProductCardProps {
  product: Product;
  currency: string;
  /** New or updated local vendor item, shown on the Local vendors tab. */
  vendorStatus?: LocalVendorStatus;
  onOpen: (product: Product) => void;
  onAction: (product: Product, action: ProductMenuAction) => void;
  onToggleActive: (product: Product, active: boolean) => void;
  /** Drag and drop mode: the whole tile is the handle and its controls rest. */
  dragging?: {
    ref: Ref<HTMLElement>;
    style: CSSProperties;
    handleProps: HTMLAttributes<HTMLElement>;
    isDragging: boolean;
  };
}

function CardImage({ product, children }: { product: Product; children?: ReactNode }) {
  return (
    <div
      style={{
        position: 'relative',
        aspectRatio: '4 / 3',
        background: '#eef2f1',
        overflow: 'hidden',
      }}
    >
      {product.image ? (
        <img
          src={product.image}
          alt=""
          loading="lazy"
          draggable={false}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Flex align="center" justify="center" style={{ height: '100%' }}>
          <PictureOutlined aria-hidden="true" style={{ fontSize: 40, color: '#9aa8a4' }} />
        </Flex>
      )}
      {children}
    </div>
  );
}

/**
 * A long name stops at three lines with an ellipsis, so one tile does not stretch its row; the
 * whole name stays in the button's text (its accessible name) and in the title on hover.
 */
const CLAMPED_NAME = {
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

/** A product tile of the dashboard: image, badges, price, quantity, the on/off switch, a menu. */
export function ProductCard({
  product,
  currency,
  vendorStatus,
  onOpen,
  onAction,
  onToggleActive,
  dragging,
}: ProductCardProps) {
  const badges = productBadges(product);
  const actions = productMenuActions(product);
  const titleId = `product-${product.id}-title`;
  const inDragMode = Boolean(dragging);
  const name = product.product_name;

  return (
    <article
      ref={dragging?.ref as Ref<HTMLElement> | undefined}
      aria-labelledby={titleId}
      className="product-card"
      data-testid="product-card"
      {...(dragging?.handleProps ?? {})}
      style={{
        display: 'flex',
        flexDirection: 'column',
        flex: 1,
        background: '#fff',
        borderRadius: 12,
        border: '1px solid #e0e6e4',
        overflow: 'hidden',
        opacity: product.is_active ? 1 : 0.75,
        cursor: inDragMode ? 'grab' : 'pointer',
        touchAction: inDragMode ? 'none' : undefined,
        boxShadow: dragging?.isDragging ? '0 12px 28px rgba(16, 35, 31, 0.2)' : undefined,
        ...dragging?.style,
      }}
      onClick={inDragMode ? undefined : () => onOpen(product)}
    >
      <CardImage product={product}>
        {badges.length ? (
          <Flex gap={4} wrap style={{ position: 'absolute', top: 8, left: 8, right: 8 }}>
            {badges.map((badge) => (
              <Tag key={badge} color={BADGE_COLORS[badge]} style={{ marginInlineEnd: 0 }}>
                {badge}
              </Tag>
            ))}
          </Flex>
        ) : null}
        {inDragMode ? (
          <span
            aria-hidden="true"
            style={{
              position: 'absolute',
              right: 8,
              bottom: 8,
              background: 'rgba(255,255,255,0.9)',
              borderRadius: 6,
              padding: '2px 6px',
            }}
          >
            <HolderOutlined />
          </span>
        ) : null}
      </CardImage>
      <Flex vertical gap={4} style={{ padding: '12px 12px 8px', flex: 1 }}>
        {vendorStatus ? (
          <Typography.Text strong style={{ color: '#0E7C66', fontSize: 13 }}>
            {LOCAL_VENDOR_STATUS_TEXT[vendorStatus]}
          </Typography.Text>
        ) : null}
        <h3 id={titleId} style={{ margin: 0, fontSize: 16, lineHeight: 1.35, fontWeight: 600 }}>
          <button
            type="button"
            className="product-card-open"
            tabIndex={inDragMode ? -1 : undefined}
            aria-haspopup="dialog"
            onClick={(event) => {
              event.stopPropagation();
              if (!inDragMode) onOpen(product);
            }}
            style={{
              padding: 0,
              border: 0,
              background: 'none',
              font: 'inherit',
              color: 'inherit',
              textAlign: 'left',
              cursor: 'inherit',
            }}
          >
            <span title={name} style={CLAMPED_NAME}>
              {name}
            </span>
          </button>
        </h3>
        <Typography.Text strong style={{ fontSize: 15 }}>
          {productPriceText(product, currency)}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {productQuantityText(product)}
        </Typography.Text>
      </Flex>
      <Flex
        justify="space-between"
        align="center"
        style={{ padding: '8px 12px 12px', borderTop: '1px solid #f0f3f2' }}
        onClick={(event) => event.stopPropagation()}
      >
        <Switch
          checked={product.is_active}
          checkedChildren="Active"
          unCheckedChildren="Inactive"
          aria-label={`${name}: active`}
          disabled={inDragMode}
          onChange={(active) => onToggleActive(product, active)}
        />
        {actions.length ? (
          <Dropdown
            trigger={['click']}
            disabled={inDragMode}
            menu={{
              items: actions.map((action) => ({
                key: action,
                label: PRODUCT_MENU_LABELS[action],
                danger: action === 'delete' || action === 'massDelete',
              })),
              onClick: ({ key, domEvent }) => {
                domEvent.stopPropagation();
                onAction(product, key as ProductMenuAction);
              },
            }}
          >
            <Button
              type="text"
              icon={<MoreOutlined />}
              aria-label={`Actions for ${name}`}
              tabIndex={inDragMode ? -1 : undefined}
            />
          </Dropdown>
        ) : null}
      </Flex>
    </article>
  );
}
