import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface VendorRequestInput {
  business_name: string;
  contact_name: string;
  email: string;
  phone: string;
  city: string;
  postal_code: string;
  message: string;
}

/** A local business asks to become a vendor (public; support gets an e-mail). */
export function requestVendor(input: VendorRequestInput): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('services/vendor-request/', input);
}

export function useRequestVendor() {
  return useMutation({ mutationFn: requestVendor });
}
