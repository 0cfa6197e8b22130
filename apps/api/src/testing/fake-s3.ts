import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server answering S3's PutObject and DeleteObject (204 whether or not the key exists, as
 * S3 does), keeping what it receives, with its headers.
 */
export async function startFakeS3() {
  const objects = new Map<
    string,
    { body: Buffer; headers: Record<string, string | string[] | undefined> }
  >();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (
        (req.method !== 'PUT' && req.method !== 'DELETE') ||
        !String(req.headers.authorization).startsWith('AWS4-HMAC-SHA256')
      ) {
        res.writeHead(403, { 'content-type': 'application/xml' });
        return res.end('<Error><Code>AccessDenied</Code></Error>');
      }
      const key = new URL(req.url ?? '/', 'http://x').pathname;
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      objects.set(key, {
        body: Buffer.concat(chunks),
        headers: req.headers,
      });
      res.writeHead(200, { etag: '"fake-etag"' });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
