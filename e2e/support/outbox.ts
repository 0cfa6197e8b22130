import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';

const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** Waits for the newest e-mail to `to` in the server's outbox and returns its text. */
export async function waitForEmail(to: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(outboxDir()).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const mail = await PostalMime.parse(await readFile(path.join(outboxDir(), file)));
      if (mail.to?.some((address) => address.address === to)) {
        return { subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html ?? '' };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
}
