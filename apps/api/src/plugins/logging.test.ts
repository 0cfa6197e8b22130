import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../app';
import { STRONG_PASSWORD, signUpOwner } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    logger: {
      ...(loggerOptions('info') as object),
      stream: { write: (line: string) => lines.push(line) },
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('request logs', () => {
  it('are JSON lines with a request id and no password, token or cookie', async () => {
    const client = t.client();
    const { email } = await signUpOwner(client);
    await client.post('/api/services/password-reset/generate-reset-token/', { email });
    const token = /reset-password\/([\w-]+)\//.exec(t.smtp.lastTo(email)!.text)![1]!;
    await client.post('/api/services/password-reset/reset-password/', {
      password: 'Another-Pass-9',
      token,
    });
    await client.get('/api/auth/complete/google-oauth2/?code=secret-code&state=secret-state');
    await client.get('/api/jwt/me/', { headers: { 'x-request-id': 'trace-me-1' } });

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    const parsed = lines.map((line) => JSON.parse(line));
    expect(parsed.some((entry) => entry.reqId === 'trace-me-1')).toBe(true);
    expect(log).toContain('/api/jwt/me/');
    for (const secret of [
      STRONG_PASSWORD,
      'Another-Pass-9',
      token,
      'secret-code',
      'secret-state',
      'stayfront_session=',
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(client.cookies.get('stayfront_session')).toBeDefined();
    expect(log).not.toContain(client.cookies.get('stayfront_session')!);
  });
});
