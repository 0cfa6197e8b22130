import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import PostalMime from 'postal-mime';
import { BACKGROUND_WORK_MS } from './waits';

const outboxDir = (dataDir = process.env.E2E_DATA_DIR ?? '') => path.join(dataDir, 'outbox');

export interface EmailFilter {
  /** Only a message whose subject matches. */
  subject?: RegExp;
  /** The data folder of another server than the runner's (e.g. the catalogue server). */
  dataDir?: string;
}

/**
 * The outbox's files, newest first by when they were written: a keyed message (a receipt) is
 * named after its key, not its time, so the names do not sort by age.
 */
async function newestFirst(dir: string) {
  const names = await readdir(dir).catch(() => [] as string[]);
  const written = await Promise.all(
    names.map(async (name) => ({ name, at: (await stat(path.join(dir, name))).mtimeMs })),
  );
  return written.sort((a, b) => b.at - a.at || b.name.localeCompare(a.name)).map((f) => f.name);
}

/** Waits for the newest e-mail to `to` in the server's outbox and returns its text. */
export async function waitForEmail(
  to: string,
  timeoutMs = BACKGROUND_WORK_MS,
  filter: EmailFilter = {},
) {
  const deadline = Date.now() + timeoutMs;
  const dir = outboxDir(filter.dataDir);
  while (Date.now() < deadline) {
    for (const file of await newestFirst(dir)) {
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

/** The request page link in a new-request e-mail. */
export function requestLinkIn(text: string, side: 'owner' | 'merchant') {
  const match = new RegExp(`https?://[^\\s]+/${side}/[0-9a-f-]{36}/(\\?showPrices=True)?`).exec(
    text,
  );
  expect(match, `no ${side} link in:\n${text}`).not.toBeNull();
  return new URL(match![0]);
}
