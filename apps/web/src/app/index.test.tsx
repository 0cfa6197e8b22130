import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { App } from '.';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('App', () => {
  it("asks for the configuration and the session as it starts, before a host page's code loads", async () => {
    const { requests } = mockFetch({
      'GET /api/jwt/me/': { status: 401, body: { detail: 'Not signed in.' } },
    });
    window.history.replaceState(null, '', '/overview/partners/');

    render(<App />);
    await Promise.resolve();

    expect(requests.map((request) => request.path)).toEqual([
      '/api/services/app-config/',
      '/api/jwt/me/',
    ]);
  });

  it("asks for no session on a guest's or a merchant's request page", async () => {
    const { requests } = mockFetch({});
    window.history.replaceState(null, '', '/guest/7a1c2d3e-2222-4bbb-8ccc-000000000002/');

    render(<App />);
    await Promise.resolve();

    expect(requests.map((request) => request.path)).toEqual(['/api/services/app-config/']);
  });
});
