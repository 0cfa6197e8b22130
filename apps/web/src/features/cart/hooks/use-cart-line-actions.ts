import { getErrorMessage } from '@/lib/api-client';
import { useUpdateCartLineQuantity } from '../api/update-cart-line-quantity';
import type { OrderProduct } from '../types';
import { useFeedback } from '@/components/feedback/app-feedback';

/** Plus, minus and remove for cart lines; minus on a single item asks first (spec section 4). */
export function useCartLineActions(storeId: string) {
  const { modal, message } = useFeedback();
  const updateQuantity = useUpdateCartLineQuantity(storeId);
  const showError = (error: unknown) => void message.error(getErrorMessage(error));

  const setQuantity = (line: OrderProduct, count: number) =>
    updateQuantity.mutate({ orderProductId: line.id, count }, { onError: showError });

  const remove = (line: OrderProduct) =>
    modal.confirm({
      title: 'Remove product',
      content: `Do you want to remove ${line.product_name} from your cart?`,
      okText: 'Remove',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () =>
        updateQuantity.mutateAsync({ orderProductId: line.id, count: 0 }).catch(showError),
    });

  return {
    increment: (line: OrderProduct) => setQuantity(line, line.quantity + 1),
    decrement: (line: OrderProduct) =>
      line.quantity <= 1 ? remove(line) : setQuantity(line, line.quantity - 1),
    remove,
    /** The line whose change is being saved. */
    pendingLineId: updateQuantity.isPending ? updateQuantity.variables.orderProductId : null,
  };
}
