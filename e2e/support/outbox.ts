import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';

const outboxDir = (dataDir = process.env.E2E_DATA_DIR ?? '') => path.join(dataDir, 'outbox');

export interface EmailFilter {
  /** Only a message whose subject matches. */
  subject?: RegExp;
  /** The data folder of another server than the runner's (e.g. the catalogue server). */
  dataDir?: string;
}

/** Waits for the newest e-mail to `to` in the server's outbox and returns its text. */
export async function waitForEmail(to: string, timeoutMs = 15_000, filter: EmailFilter = {}) {
  const deadline = Date.now() + timeoutMs;
  const dir = outboxDir(filter.dataDir);
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const mail = await PostalMime.parse(await readFile(path.join(dir, file)));
      if (filter.subject && !filter.subject.test(mail.subject ?? '')) continue;
      if (mail.to?.some((address) => address.address === to)) {
        return { subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html ?? '' };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
}
