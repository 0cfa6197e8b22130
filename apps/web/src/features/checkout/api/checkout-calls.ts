import type { Locale } from '@stayfront/core/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPaymentIntent, TSimulatedPaymentAnswer } from '@stayfront/core/contract';
import { cartKeys } from '@/features/cart';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './keys';

const orderPath = (orderId: string, action: string) =>
  `services/order/${encodeURIComponent(orderId)}/${action}/`;

export interface CustomerDetailsPayload {
  customer_id: string;
  first_name: string;
  last_name: string;
  phone: string;
  /** The language the guest reads: its receipt and request e-mails follow it. */
  locale?: Locale;
}

/** Puts the guest's name and phone on the order's customer. */
export function updateCustomer(orderId: string, payload: CustomerDetailsPayload): Promise<unknown> {
  return api.post(orderPath(orderId, 'update-customer'), payload);
}

export type PaymentIntent = TPaymentIntent;

/**
 * Prepares the order's purchases and answers the payment the guest confirms. `shownTotal` is the
 * grand total on the guest's screen: if the cart now costs something else (another tab changed
 * it), nothing is charged and the answer is `checkoutMessages.cartChanged`.
 */
export function createPaymentIntent(
  orderId: string,
  customerId: string,
  shownTotal: number,
): Promise<PaymentIntent> {
  return api.post<PaymentIntent>('services/order/create-payment-intent/', {
    order_id: orderId,
    customer_id: customerId,
    expected_total: shownTotal,
  });
}

export interface SimulatedCardPayload {
  client_secret: string;
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  email: string;
}

export type SimulatedConfirmResult = TSimulatedPaymentAnswer;

/** The plain card form of the simulated provider (test cards only). */
export function confirmSimulatedPayment(
  payload: SimulatedCardPayload,
): Promise<SimulatedConfirmResult> {
  return api.post<SimulatedConfirmResult>('services/payments/simulated/confirm/', payload);
}

/** An order whose guest total is 0 completes without a card. */
export function completeZeroPurchase(orderId: string, email: string): Promise<{ ok: boolean }> {
  return api.post<{ ok: boolean }>(orderPath(orderId, 'complete-zero-purchase'), { email });
}

/** After a declined card: the failed attempt is undone and the order is a cart again. */
export function retryPayment(orderId: string): Promise<{ ok: boolean }> {
  return api.post<{ ok: boolean }>(orderPath(orderId, 'retry-payment'));
}

export function useRetryPayment(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryPayment,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: checkoutKeys.all });
      await queryClient.invalidateQueries({ queryKey: cartKeys.detail(storeId) });
    },
  });
}
