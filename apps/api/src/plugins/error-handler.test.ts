import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner } from '../testing/factories';
import { createStoreVia, validStore } from '../testing/store-factory';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/** Sends `request` as raw bytes, so Node's own HTTP parser is what answers. */
function sendRaw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
}

describe('errors raised before a route runs', () => {
  it('answers an address longer than Node reads with 414 {detail}', async () => {
    const response = await sendRaw(
      `GET /api/health/?q=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(response.status).toBe(414);
    expect(response.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(response.body)).toEqual({
      detail: 'The address of this request is too long.',
    });
  });

  it('answers headers larger than Node reads with 431 {detail}', async () => {
    const response = await sendRaw(
      `GET /api/health/ HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body)).toEqual({
      detail: 'The headers of this request are too large.',
    });
  });

  it('answers bytes that are not HTTP with a 400 in the field format', async () => {
    const response = await sendRaw('NOT-HTTP\r\n\r\n');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      non_field_errors: ['The request could not be read.'],
    });
  });

  it('answers a path parameter past the router limit and a broken escape in the spec format', async () => {
    const long = await t.client().get(`/api/services/store/${'a'.repeat(500)}/`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ detail: 'The address of this request is too long.' });
    const broken = await t.client().get('/api/services/store/%ff/');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      non_field_errors: ['The address of this request is not valid.'],
    });
  });
});

describe('errors of known and unknown addresses', () => {
  it('answers an unknown API address 404 and a known one with another method 405', async () => {
    const host = await signedInOwner(t);
    const store = await createStoreVia(host.client, host.ownerId);
    const missing = await host.client.get('/api/services/no-such-thing/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });
    const wrongMethod = await host.client.request('DELETE', `/api/services/store/${store.id}/`);
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD, PATCH');
    expect(wrongMethod.json()).toEqual({ detail: 'Method "DELETE" not allowed.' });
    // Nothing changed: the store is still there.
    expect((await host.client.get(`/api/services/store/${store.id}/`)).statusCode).toBe(200);
  });

  it('answers bodies it cannot read in the spec format', async () => {
    const client = t.client();
    const login = '/api/jwt/login/';
    const cases: [string, string, number, unknown][] = [
      [
        'application/json',
        '{"email": ',
        400,
        { non_field_errors: ['JSON parse error: the request body is not valid JSON.'] },
      ],
      ['text/plain', 'email=a', 415, { detail: 'Unsupported media type "text/plain" in request.' }],
      [
        'application/xml',
        '<login/>',
        415,
        { detail: 'Unsupported media type "application/xml" in request.' },
      ],
      [
        'application/json',
        JSON.stringify({ email: 'x'.repeat(2_000_000) }),
        413,
        { detail: 'Request body is too large.' },
      ],
    ];
    for (const [contentType, payload, status, body] of cases) {
      const response = await client.request('POST', login, payload, {
        headers: { 'content-type': contentType },
      });
      expect({ contentType, status: response.statusCode, body: response.json() }).toEqual({
        contentType,
        status,
        body,
      });
    }
  });

  it('names every unknown field and refuses null characters on the field that has them', async () => {
    const host = await signedInOwner(t);
    const response = await host.client.post('/api/services/store/create/', {
      ...validStore({ city: 'Den\u0000ver' }),
      ownerId: host.ownerId,
      role: 'admin',
      extra: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      city: ['Null characters are not allowed.'],
      role: ['This field is not allowed.'],
      extra: ['This field is not allowed.'],
    });
    expect(
      (await host.client.get(`/api/services/owner/${host.ownerId}/stores/`)).json().count,
    ).toBe(0);
  });
});
