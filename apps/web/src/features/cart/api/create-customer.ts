import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Starts the checkout: a customer record for the guest, whose id the checkout route carries. */
export function createCustomer(): Promise<{ id: string }> {
  return api.post<{ id: string }>('services/order/create-customer/');
}

export function useCreateCustomer() {
  return useMutation({ mutationFn: createCustomer });
}
