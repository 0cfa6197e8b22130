import { useState, type ReactNode } from 'react';
import { DownOutlined, PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { Category } from '@stayfront/core';
import {
  Alert,
  App,
  Badge,
  Button,
  Dropdown,
  Empty,
  Flex,
  Grid,
  Skeleton,
  Switch,
  Tabs,
} from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getOwnerDetailQueryOptions, getStoreQueryOptions } from '@/features/stores';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useSignedInUser } from '@/lib/session';
import { useStoreProducts } from '../api/get-store-products';
import { useReorderProducts } from '../api/reorder-products';
import { useLocalVendorNews } from '../hooks/use-local-vendor-news';
import { useProductActions } from '../hooks/use-product-actions';
import type { Product, ProductTab } from '../types/product';
import { EditProductModal } from './edit-product-modal';
import { LocalVendorsFooter } from './local-vendors-footer';
import { NewProductWizard } from './new-product-wizard';
import { ProductGrid } from './product-grid';
import { ProductPreviewModal } from './product-preview-modal';
import { StoreDashboardHeader } from './store-dashboard-header';

export const EMPTY_PRODUCTS_TEXT = "You haven't added any products to your store yet.";

/** Spec (store dashboard): the category groups shown within a tab, in order. */
const TAB_GROUPS: Partial<Record<ProductTab, Category[]>> = {
  'in-home': ['IH', 'PO', 'LINK'],
  'local-products': ['LP', 'POLP', 'AF', 'LS'],
};

const GROUP_HEADINGS: Partial<Record<Category, string>> = {
  IH: 'Immediately available',
  PO: 'Pre-order',
  LINK: 'Links',
  LP: 'Local products',
  POLP: 'Pre-order local products',
  AF: 'Affiliate links',
  LS: 'Local services',
};

const TAB_LABELS: Record<ProductTab, string> = {
  all: 'All',
  'in-home': 'My products',
  'local-products': 'Local vendors',
};

interface StoreDashboardProps {
  storeId: string;
  tab: ProductTab;
  /** Shown when the store does not exist (or is not this host's). */
  notFound: ReactNode;
}

function GridSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading products"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
        gap: 16,
      }}
    >
      {[0, 1, 2, 3].map((key) => (
        <Skeleton.Node key={key} active style={{ width: '100%', height: 280 }} />
      ))}
    </div>
  );
}

/** The store dashboard: header, tabs of tiles, the wizard and the product modals. */
export function StoreDashboard({ storeId, tab, notFound }: StoreDashboardProps) {
  const user = useSignedInUser();
  const ownerId = user.owner_id ?? '';
  const navigate = useNavigate();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const isWide = screens.md === true;

  const store = useQuery({ ...getStoreQueryOptions(storeId), enabled: Boolean(storeId) });
  const owner = useQuery({ ...getOwnerDetailQueryOptions(ownerId), enabled: Boolean(ownerId) });
  const products = useStoreProducts(storeId, tab);
  const localProducts = useStoreProducts(storeId, 'local-products');
  const news = useLocalVendorNews(ownerId, localProducts.data?.results, tab === 'local-products');
  const reorder = useReorderProducts(storeId);
  usePageTitle(store.data?.storeName ?? 'Store dashboard');

  const [dragEnabled, setDragEnabled] = useState(false);
  // Spec section 4: drag and drop is for the All tab only, and turns off when leaving it.
  if (tab !== 'all' && dragEnabled) setDragEnabled(false);
  const [wizard, setWizard] = useState<{ open: boolean; quick: boolean }>({
    open: false,
    quick: false,
  });
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);

  const list = products.data?.results ?? [];
  const find = (id: string | null) =>
    id ? (list.find((product) => product.id === id) ?? null) : null;
  const plan = owner.data?.plan ?? 'BASIC';
  const currency = store.data?.currency ?? 'USD';

  const actions = useProductActions({
    storeId,
    storeLink: store.data?.shareLink ?? paths.store.home(storeId),
    onEdit: (product) => {
      setPreviewId(null);
      setEditingId(product.id);
    },
  });

  if (store.isError && isApiError(store.error) && store.error.status === 404) return notFound;

  const openWizard = (quick: boolean) => setWizard({ open: true, quick });
  const handleReorder = (next: Product[]) =>
    reorder.mutate(
      { storeId, products: next },
      {
        onSuccess: () => void message.success('Products order has been successfully updated.'),
        onError: (error) => void message.error(getErrorMessage(error)),
      },
    );

  const cardHandlers = {
    currency,
    onOpen: (product: Product) => setPreviewId(product.id),
    onAction: actions.run,
    onToggleActive: actions.toggleActive,
  };

  const addButtons = isWide ? (
    <Flex gap={8}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => openWizard(false)}>
        Add product
      </Button>
      <Button icon={<ThunderboltOutlined />} onClick={() => openWizard(true)}>
        Quick-add
      </Button>
    </Flex>
  ) : (
    <Dropdown
      trigger={['click']}
      // The open menu takes the focus: the arrow keys move through it, Enter picks an item.
      autoFocus
      menu={{
        items: [
          { key: 'add', label: 'Add product', icon: <PlusOutlined /> },
          { key: 'quick', label: 'Quick-add', icon: <ThunderboltOutlined /> },
        ],
        onClick: ({ key }) => openWizard(key === 'quick'),
      }}
    >
      <Button type="primary" icon={<PlusOutlined />}>
        Add <DownOutlined />
      </Button>
    </Dropdown>
  );

  const toolbar = (
    <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
      {tab === 'all' ? (
        <Flex gap={8} align="center">
          <Switch
            id="drag-and-drop-tiles"
            checked={dragEnabled}
            disabled={list.length < 2}
            onChange={setDragEnabled}
          />
          <label htmlFor="drag-and-drop-tiles">Drag and drop tiles</label>
        </Flex>
      ) : (
        <span />
      )}
      {addButtons}
    </Flex>
  );

  const renderList = () => {
    if (products.isPending) return <GridSkeleton />;
    if (products.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={getErrorMessage(products.error)}
          action={
            <Button size="small" onClick={() => void products.refetch()}>
              Try again
            </Button>
          }
        />
      );
    }
    if (list.length === 0) {
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            tab === 'local-products'
              ? 'No local vendor items for this store yet.'
              : EMPTY_PRODUCTS_TEXT
          }
        >
          {tab === 'local-products' ? null : (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openWizard(false)}>
              Add product
            </Button>
          )}
        </Empty>
      );
    }
    const groups = TAB_GROUPS[tab];
    if (!groups) {
      return (
        <>
          <h2 className="visually-hidden">Products</h2>
          <ProductGrid
            products={list}
            label="Products"
            sortable={dragEnabled}
            onReorder={handleReorder}
            {...cardHandlers}
          />
        </>
      );
    }
    return groups.map((category) => {
      const ofGroup = list.filter((product) => product.category === category);
      if (!ofGroup.length) return null;
      const headingId = `group-${category}`;
      return (
        <section key={category} aria-labelledby={headingId} style={{ marginBottom: 28 }}>
          <h2 id={headingId} style={{ fontSize: 18, fontWeight: 600, margin: '0 0 12px' }}>
            {GROUP_HEADINGS[category]}
          </h2>
          <ProductGrid
            products={ofGroup}
            statuses={tab === 'local-products' ? news.statuses : undefined}
            {...cardHandlers}
          />
        </section>
      );
    });
  };

  const content = (
    <div>
      {toolbar}
      {renderList()}
      {tab === 'local-products' ? (
        <LocalVendorsFooter
          ownerId={ownerId}
          optedOut={owner.data?.isLocalProductOptedOut}
          hasVendors={(localProducts.data?.results.length ?? 0) > 0}
        />
      ) : null}
    </div>
  );

  const tabLabel = (key: ProductTab) =>
    key === 'local-products' && news.hasNews ? (
      <Badge dot offset={[6, 0]}>
        <span>
          {TAB_LABELS[key]}
          <span className="visually-hidden"> (new vendor items)</span>
        </span>
      </Badge>
    ) : (
      TAB_LABELS[key]
    );

  const storeTerms = {
    currency,
    commissionLow: store.data?.commissionLow ?? 0.07,
    commissionHigh: store.data?.commissionHigh ?? 0.1,
    commissionCutoff: store.data?.commissionCutoff ?? 20,
  };

  return (
    <div>
      <StoreDashboardHeader storeId={storeId} />
      <Tabs
        activeKey={tab}
        onChange={(key) => void navigate(paths.dashboard.products(storeId, key))}
        style={{ marginTop: 16 }}
        items={(Object.keys(TAB_LABELS) as ProductTab[]).map((key) => ({
          key,
          label: tabLabel(key),
          children: key === tab ? content : null,
        }))}
      />
      <ProductPreviewModal
        product={find(previewId)}
        plan={plan}
        store={storeTerms}
        onClose={() => setPreviewId(null)}
        onEdit={(product) => {
          setPreviewId(null);
          setEditingId(product.id);
        }}
      />
      <EditProductModal
        product={find(editingId)}
        storeId={storeId}
        plan={plan}
        currency={currency}
        onClose={() => setEditingId(null)}
      />
      <NewProductWizard
        open={wizard.open}
        quick={wizard.quick}
        storeId={storeId}
        plan={plan}
        currency={currency}
        onClose={() => setWizard((current) => ({ ...current, open: false }))}
      />
    </div>
  );
}
