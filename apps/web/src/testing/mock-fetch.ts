import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export interface MockReply {
  status?: number;
  body?: unknown;
}

type MockHandler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

export function jsonResponse(status: number, body?: unknown): Response {
  const hasBody = body !== undefined && status !== 204;
  return new Response(hasBody ? JSON.stringify(body) : null, {
    status,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
  });
}

/**
 * Replaces `fetch` with handlers keyed "METHOD /api/path/". Unknown calls answer 404. Returns the
 * spy and the list of requests made, in order.
 */
export function mockFetch(handlers: Record<string, MockHandler>) {
  const requests: MockRequest[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: MockRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      search: url.search,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    requests.push(request);
    const handler = handlers[`${request.method} ${request.path}`];
    if (!handler) return jsonResponse(404, { detail: 'Not found.' });
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    return jsonResponse(reply.status ?? 200, reply.body);
  });
  return { spy, requests };
}
