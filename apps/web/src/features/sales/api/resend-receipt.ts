import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ResendReceiptInput {
  purchaseId: string;
  guestEmail: string;
}

/** E-mails the order's receipt again, to the address given. */
export function resendReceipt({ purchaseId, guestEmail }: ResendReceiptInput) {
  return api.post<{ ok: true }>(
    `services/purchase/${encodeURIComponent(purchaseId)}/resend-guest-email/`,
    { guest_email: guestEmail },
  );
}

export function useResendReceipt() {
  return useMutation({ mutationFn: resendReceipt });
}
