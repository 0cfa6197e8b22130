import { useMutation } from '@tanstack/react-query';
import { IMPORT_POLL_MS, type ImportPartner, type ImportAction } from '@stayfront/core';
import { api } from '@/lib/api-client';

export interface ImportRowInput {
  externalId: string;
  action: ImportAction;
  storeId: string | null;
  storeName: string | null;
}

export interface ImportRowResult {
  externalId: string;
  action: ImportAction;
  storeId: string | null;
  ok: boolean;
  error: string | null;
  warning: string | null;
}

export type MassImportAnswer =
  { massStoreRequestId: string } | { isFinishedSync: true; results: ImportRowResult[] };

export function useStartMassImport() {
  return useMutation({
    mutationFn: (body: { platform: ImportPartner; stores: ImportRowInput[] }) =>
      api.post<MassImportAnswer>('services/store/mass-import/', body),
  });
}

interface MassImportStatus {
  is_finished: boolean;
  request: { id: string; results: ImportRowResult[] };
}

export function getMassImportStatus(id: string) {
  return api.get<MassImportStatus>(`services/store/mass-import/${encodeURIComponent(id)}/`);
}

/**
 * Polls a mass store request every 3000 ms (spec section 9) until it is finished; answers its
 * results, or rejects with an AbortError when `signal` aborts (the page was left).
 */
export async function waitForMassImport(id: string, signal: AbortSignal) {
  for (;;) {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, IMPORT_POLL_MS);
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(new DOMException('The page was left.', 'AbortError'));
        },
        { once: true },
      );
    });
    const status = await getMassImportStatus(id);
    if (status.is_finished) return status.request.results;
  }
}
