import { messages } from '@stayfront/core';
import { App } from 'antd';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useDeleteProduct } from '../api/delete-product';
import { useMassDeleteProduct } from '../api/mass-delete-product';
import { usePropagateProduct } from '../api/propagate-product';
import { useUpdateProductActive } from '../api/update-product-active';
import type { Product } from '../types/product';
import { copyText } from '@/utils/copy-text';
import { productShareLink, type ProductMenuAction } from '../utils/product-display';

interface ProductActionsOptions {
  storeId: string;
  /** The store's guest link (share links add `?product=<id>`). */
  storeLink: string;
  onEdit: (product: Product) => void;
}

/** The card menu and the on/off switch, with their confirmations and toasts (spec section 8). */
export function useProductActions({ storeId, storeLink, onEdit }: ProductActionsOptions) {
  const { message, modal } = App.useApp();
  const remove = useDeleteProduct(storeId);
  const massRemove = useMassDeleteProduct(storeId);
  const propagate = usePropagateProduct(storeId);
  const setActive = useUpdateProductActive(storeId);

  const toggleActive = (product: Product, isActive: boolean) => {
    setActive.mutate(
      { productId: product.id, isActive },
      {
        onSuccess: () => void message.success("Product's status was successfully updated."),
        onError: (error) =>
          void message.error(isApiError(error) ? error.message : messages.somethingWentWrong),
      },
    );
  };

  const run = (product: Product, action: ProductMenuAction) => {
    switch (action) {
      case 'edit':
        onEdit(product);
        return;
      case 'share':
        copyText(productShareLink(storeLink, product.id)).then(
          () => void message.success('Product link copied to clipboard!'),
          () => void message.error(messages.somethingWentWrong),
        );
        return;
      case 'propagate':
        propagate.mutate(product.id, {
          onSuccess: ({ added_to_stores }) =>
            added_to_stores > 0
              ? void message.success('Product added successfully to all stores!')
              : void message.warning(
                  'Tile cannot be added to all stores because it is already in all stores.',
                ),
          onError: (error) => void message.error(getErrorMessage(error)),
        });
        return;
      case 'delete':
        modal.confirm({
          title: `Delete ${product.product_name}?`,
          content: 'The product will be removed from this store.',
          okText: 'Delete',
          okButtonProps: { danger: true },
          cancelText: 'Cancel',
          onOk: () =>
            remove.mutateAsync(product.id).then(
              () => void message.success('Product has been removed successfully!'),
              () =>
                void message.error(
                  'An error occurred while removing a product! Please try again later.',
                ),
            ),
        });
        return;
      case 'massDelete':
        modal.confirm({
          title: `Delete ${product.product_name} from all stores?`,
          content: 'The tile will be removed from every store that has it.',
          okText: 'Delete from all stores',
          okButtonProps: { danger: true },
          cancelText: 'Cancel',
          onOk: () =>
            massRemove.mutateAsync(product.id).then(
              () => void message.success('Product deleted successfully from all stores!'),
              (error: unknown) => void message.error(getErrorMessage(error)),
            ),
        });
        return;
    }
  };

  return { run, toggleActive };
}
