import type { CSSProperties } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Grid } from 'antd';
import type { Product } from '../types/product';
import type { LocalVendorStatus } from '../utils/local-vendor-snapshot';
import { ProductCard, type ProductCardProps } from './product-card';

type CardHandlers = Pick<ProductCardProps, 'onOpen' | 'onAction' | 'onToggleActive' | 'currency'>;

interface ProductGridProps extends CardHandlers {
  products: Product[];
  statuses?: Record<string, LocalVendorStatus>;
  /** Drag and drop mode: tiles move, and the new order is handed to `onReorder`. */
  sortable?: boolean;
  onReorder?: (products: Product[]) => void;
  label?: string;
}

/** Two tiles side by side on a phone, as many 220 px tiles as fit on wider screens. */
function gridStyle(compact: boolean): CSSProperties {
  return {
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${compact ? 140 : 220}px), 1fr))`,
    gap: compact ? 12 : 16,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  };
}

function SortableProductCard({
  product,
  ...props
}: CardHandlers & { product: Product; vendorStatus?: LocalVendorStatus }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: product.id,
  });
  return (
    <ProductCard
      product={product}
      {...props}
      dragging={{
        ref: setNodeRef,
        isDragging,
        handleProps: { ...attributes, ...listeners },
        style: {
          transform: CSS.Translate.toString(transform),
          transition,
          position: 'relative',
          zIndex: isDragging ? 10 : undefined,
        },
      }}
    />
  );
}

function nameOf(products: Product[], id: string | number | undefined) {
  return products.find((product) => product.id === id)?.product_name ?? 'the tile';
}

/** The tiles of a tab; in drag and drop mode they can be moved with a mouse, touch or the keys. */
export function ProductGrid({
  products,
  statuses,
  sortable,
  onReorder,
  label,
  ...handlers
}: ProductGridProps) {
  const screens = Grid.useBreakpoint();
  const style = gridStyle(screens.sm !== true);
  // Spec section 9: a 10 px drag with the mouse; on touch a 250 ms press, moving at most 5 px.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 10 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  if (!sortable) {
    return (
      <ul style={style} aria-label={label}>
        {products.map((product) => (
          <li key={product.id} style={{ display: 'flex', flexDirection: 'column' }}>
            <ProductCard product={product} vendorStatus={statuses?.[product.id]} {...handlers} />
          </li>
        ))}
      </ul>
    );
  }

  const position = (id: string | number) => products.findIndex((product) => product.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(products, active.id)}, position ${position(active.id)} of ${products.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(products, active.id)} is over position ${position(over.id)} of ${products.length}.`
        : `${nameOf(products, active.id)} is no longer over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(products, active.id)} dropped at position ${position(over.id)} of ${products.length}.`
        : `${nameOf(products, active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(products, active.id)} was cancelled.`,
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = products.findIndex((product) => product.id === active.id);
    const to = products.findIndex((product) => product.id === over.id);
    if (from < 0 || to < 0) return;
    onReorder?.(arrayMove(products, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a tile, press space or enter, use the arrow keys to move it, then press space or enter to drop it, or escape to cancel.',
        },
      }}
    >
      <SortableContext items={products.map((product) => product.id)} strategy={rectSortingStrategy}>
        <ul style={style} aria-label={label}>
          {products.map((product) => (
            <li key={product.id} style={{ display: 'flex', flexDirection: 'column' }}>
              <SortableProductCard
                product={product}
                vendorStatus={statuses?.[product.id]}
                {...handlers}
              />
            </li>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
