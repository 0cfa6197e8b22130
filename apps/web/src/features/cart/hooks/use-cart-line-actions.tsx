import { useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n';
import { GuestConfirm } from '@/features/guest-ui';
import { useUpdateCartLineQuantity } from '../api/update-cart-line-quantity';
import type { OrderProduct } from '../types';
import { useFeedback } from '@/components/feedback/app-feedback';

/**
 * Plus, minus and remove for cart lines; minus on a single item asks first (spec section 4).
 * `removeDialog` is that question: the component using the actions renders it.
 */
export function useCartLineActions(storeId: string) {
  const { message } = useFeedback();
  const { t, message: translated } = useI18n();
  const updateQuantity = useUpdateCartLineQuantity(storeId);
  const [removing, setRemoving] = useState<OrderProduct | null>(null);
  const showError = (error: unknown) => void message.error(translated(getErrorMessage(error)));

  const setQuantity = (line: OrderProduct, count: number) =>
    updateQuantity.mutate({ orderProductId: line.id, count }, { onError: showError });

  const removeDialog = (
    <GuestConfirm
      open={removing != null}
      title={t('cart.removeTitle')}
      question={t('cart.removeQuestion', { name: removing?.product_name ?? '' })}
      confirmLabel={t('cart.remove')}
      onClose={() => setRemoving(null)}
      onConfirm={() =>
        removing
          ? updateQuantity.mutateAsync({ orderProductId: removing.id, count: 0 }).catch(showError)
          : Promise.resolve()
      }
    />
  );

  return {
    increment: (line: OrderProduct) => setQuantity(line, line.quantity + 1),
    decrement: (line: OrderProduct) =>
      line.quantity <= 1 ? setRemoving(line) : setQuantity(line, line.quantity - 1),
    remove: setRemoving,
    removeDialog,
    /** The line whose change is being saved. */
    pendingLineId: updateQuantity.isPending ? updateQuantity.variables.orderProductId : null,
  };
}
