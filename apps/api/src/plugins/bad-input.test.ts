import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner } from '../testing/factories';
import { signedInGuest } from '../testing/guest-factory';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Operation = { method: string; path: string; bodyProps: string[] };

function operations(doc: {
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }
    >
  >;
}): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      bodyProps: Object.keys(
        op.requestBody?.content?.['application/json']?.schema?.properties ?? {},
      ),
    })),
  );
}

const GARBAGE_VALUES: unknown[] = [
  null,
  -1,
  1e308,
  'x'.repeat(5000),
  [],
  {},
  true,
  '../../etc/passwd',
  '<script>',
  '2026-02-30',
];

/** Malformed JSON, wrong shapes, and objects whose every known field holds a wrong value. */
function bodiesFor(op: Operation): unknown[] {
  if (op.method === 'GET') return [undefined];
  const wrongValues = op.bodyProps.length
    ? GARBAGE_VALUES.map((_, i) =>
        Object.fromEntries(
          op.bodyProps.map((prop, j) => [prop, GARBAGE_VALUES[(i + j) % GARBAGE_VALUES.length]]),
        ),
      )
    : [];
  return ['{"broken"', '[]', '"text"', '{}', ...wrongValues];
}

function fill(path: string, value: string) {
  return path.replace(/\{[^}]+\}/g, value);
}

/** Every documented call, fed malformed ids, bodies and values, answers below 500. */
describe('bad input never causes a server error', () => {
  it('holds for anonymous users, guests and hosts on every call', async () => {
    const doc = (await t.client().get('/api/openapi.json')).json();
    const ops = operations(doc).filter(
      (op) => !op.path.startsWith('/api/auth/login') && !op.path.startsWith('/api/auth/complete'),
    );
    expect(ops.length).toBeGreaterThan(40);
    const host = await signedInOwner(t);
    const guest = await signedInGuest(t);
    const clients: TestClient[] = [t.client(), guest.client, host.client];
    const failures: string[] = [];
    for (const client of clients) {
      for (const op of ops) {
        for (const id of ['x', randomUUID(), '%00', '1e9999']) {
          const url = fill(op.path, encodeURIComponent(id));
          const bodies = bodiesFor(op);
          for (const body of bodies) {
            const response = await client.request(
              op.method as 'GET',
              `${url}?limit=-5&offset=abc&category=%ff`,
              body,
              {
                headers: typeof body === 'string' ? { 'content-type': 'application/json' } : {},
              },
            );
            if (response.statusCode >= 500)
              failures.push(
                `${op.method} ${url} ${String(JSON.stringify(body)).slice(0, 80)} -> ${response.statusCode} ${response.body.slice(0, 120)}`,
              );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
