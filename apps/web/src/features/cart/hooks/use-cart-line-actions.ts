import { getErrorMessage } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n';
import { useUpdateCartLineQuantity } from '../api/update-cart-line-quantity';
import type { OrderProduct } from '../types';
import { useFeedback } from '@/components/feedback/app-feedback';

/** Plus, minus and remove for cart lines; minus on a single item asks first (spec section 4). */
export function useCartLineActions(storeId: string) {
  const { modal, message } = useFeedback();
  const { t, message: translated } = useI18n();
  const updateQuantity = useUpdateCartLineQuantity(storeId);
  const showError = (error: unknown) => void message.error(translated(getErrorMessage(error)));

  const setQuantity = (line: OrderProduct, count: number) =>
    updateQuantity.mutate({ orderProductId: line.id, count }, { onError: showError });

  const remove = (line: OrderProduct) =>
    modal.confirm({
      title: t('cart.removeTitle'),
      content: t('cart.removeQuestion', { name: line.product_name }),
      okText: t('cart.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
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
