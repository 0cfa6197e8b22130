import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('security headers', () => {
  it.each([
    ['an answer', '/api/health/', 200],
    ['an error', '/api/services/guest/store/not-a-store/', 404],
  ])('come with %s, with its request id', async (_, url, status) => {
    const response = await t.client().get(url, { headers: { 'x-request-id': 'req-1' } });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject({
      'x-request-id': 'req-1',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(response.headers['x-powered-by']).toBeUndefined();
    const policy = String(response.headers['content-security-policy']).split(';').sort();
    expect(policy).toEqual([
      "base-uri 'self'",
      "connect-src 'self'",
      "default-src 'self'",
      "font-src 'self' data:",
      "form-action 'self'",
      "frame-ancestors 'self'",
      "frame-src 'self'",
      "img-src 'self' data: blob: https:",
      "object-src 'none'",
      "script-src 'self'",
      "script-src-attr 'none'",
      "style-src 'self' 'unsafe-inline'",
    ]);
  });
});
