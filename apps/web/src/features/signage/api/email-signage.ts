import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** E-mails the sign to the signed-in host; answers the address it went to. */
export function emailSignage({ storeId, imageId }: { storeId: string; imageId: number }) {
  return api.post<{ ok: true; data: { email: string } }>(
    `services/store/${encodeURIComponent(storeId)}/signage/${imageId}/email/`,
  );
}

export function useEmailSignage() {
  return useMutation({ mutationFn: emailSignage });
}
