import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AffiliateClickInput {
  affiliateLink: string;
  product: string;
}

/** Counts a guest opening a link product (the server ignores hosts). */
export function recordAffiliateClick(input: AffiliateClickInput): Promise<{ recorded: boolean }> {
  return api.post<{ recorded: boolean }>('services/affiliateclick/', input);
}

export function useRecordAffiliateClick() {
  return useMutation({ mutationFn: recordAffiliateClick });
}
