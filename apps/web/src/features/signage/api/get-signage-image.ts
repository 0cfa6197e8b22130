import { api } from '@/lib/api-client';

/** The full-size sign (PNG at 300 dpi), base64 encoded. */
export async function getSignageImage(storeId: string, imageId: number): Promise<string> {
  const answer = await api.get<{ data: { signage: string } }>(
    `services/store/${encodeURIComponent(storeId)}/signage/${imageId}/`,
  );
  return answer.data.signage;
}
