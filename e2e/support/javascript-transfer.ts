import type { Page } from '@playwright/test';

export interface ScriptTransfer {
  /** Path of the file under the site, e.g. `/assets/index-ab12.js`. */
  file: string;
  /** Bytes of the response body as sent (gzip when the server compressed it). */
  bytes: number;
  /** Milliseconds after the recorder started when the response finished. */
  at: number;
}

/**
 * Records every JavaScript response the page receives, with its encoded body size. The browser
 * context should ask for gzip only (`Accept-Encoding: gzip`), so the figures are gzip bytes.
 */
export function recordScripts(page: Page) {
  const started = Date.now();
  const transfers: ScriptTransfer[] = [];
  const pending = new Set<Promise<void>>();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('.js')) return;
    const at = Date.now() - started;
    const sized = request.sizes().then(({ responseBodySize }) => {
      transfers.push({ file: url.pathname, bytes: responseBodySize, at });
    });
    pending.add(sized);
    void sized.finally(() => pending.delete(sized));
  });
  return {
    /** What has been received so far, once the sizes of finished responses are known. */
    async transfers(): Promise<ScriptTransfer[]> {
      await Promise.all(pending);
      return [...transfers].sort((a, b) => a.at - b.at);
    },
  };
}

export const totalBytes = (transfers: ScriptTransfer[]) =>
  transfers.reduce((sum, transfer) => sum + transfer.bytes, 0);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

/** A table of the files, in the order they arrived, and their total against the budget. */
export function formatTransfers(title: string, transfers: ScriptTransfer[], budgetKb: number) {
  const lines = transfers.map(
    ({ file, bytes, at }) => `  ${file.padEnd(52)} ${kb(bytes)}  at ${(at / 1000).toFixed(1)} s`,
  );
  const total = totalBytes(transfers);
  const verdict = total / 1024 <= budgetKb ? 'met' : 'MISSED';
  return [
    title,
    ...lines,
    `  total ${(total / 1024).toFixed(1)} KB gzip in ${transfers.length} files (budget ${budgetKb} KB: ${verdict})`,
  ].join('\n');
}
