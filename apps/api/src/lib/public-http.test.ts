import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPublicUrl, isPublicAddress, NonPublicAddressError } from './public-http';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '0.0.0.0',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:a00:1',
    '::ffff:169.254.169.254',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('getPublicUrl', () => {
  let origin: string;
  let hits = 0;
  const server = createServer((req, res) => {
    hits += 1;
    if (req.url?.startsWith('/hop')) {
      res.writeHead(302, { location: req.url.slice('/hop'.length) || '/' });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('ok');
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses loopback by literal address and by name without connecting', async () => {
    const port = new URL(origin).port;
    const before = hits;
    await expect(getPublicUrl(`${origin}/a`, { timeoutMs: 1000 })).rejects.toThrow(
      NonPublicAddressError,
    );
    await expect(getPublicUrl(`http://localhost:${port}/a`, { timeoutMs: 1000 })).rejects.toThrow(
      NonPublicAddressError,
    );
    expect(hits).toBe(before);
  });

  it('trusts only the given origin, and checks every redirect again', async () => {
    const ok = await getPublicUrl(`${origin}/a`, { timeoutMs: 1000, trustedOrigin: origin });
    expect(ok.statusCode).toBe(200);
    ok.resume();
    const port = new URL(origin).port;
    await expect(
      getPublicUrl(`${origin}/hophttp://localhost:${port}/a`, {
        timeoutMs: 1000,
        trustedOrigin: origin,
      }),
    ).rejects.toThrow(NonPublicAddressError);
    await expect(
      getPublicUrl(`${origin}/hop/hop/hop/hop/a`, { timeoutMs: 1000, trustedOrigin: origin }),
    ).rejects.toThrow('could not be downloaded (302)');
  });

  it('refuses other schemes', async () => {
    await expect(getPublicUrl('file:///etc/passwd', { timeoutMs: 1000 })).rejects.toThrow(
      'not a web address',
    );
  });
});
