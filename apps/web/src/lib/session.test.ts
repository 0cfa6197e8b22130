import { messages } from '@stayfront/core';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { createTestQueryClient, testHost } from '@/testing/fixtures';
import { bindApiClient, type ApiClientRuntime } from './api-client';
import { SESSION_QUERY_KEY } from './query-keys';
import { getSessionQueryOptions } from './session';

describe('the session query', () => {
  let runtime: ApiClientRuntime & {
    navigate: Mock<(to: string) => void>;
    notifyError: Mock<(text: string) => void>;
  };
  let unbind: () => void;

  beforeEach(() => {
    runtime = {
      queryClient: createTestQueryClient(),
      navigate: vi.fn<(to: string) => void>(),
      notifyError: vi.fn<(text: string) => void>(),
    };
    unbind = bindApiClient(runtime);
    mockFetch({ 'GET /api/jwt/me/': { status: 401, body: { detail: messages.notAuthenticated } } });
  });

  afterEach(() => unbind());

  /** Asks `jwt/me/` again, as a page mounted after the session went stale does. */
  const refetchSession = () =>
    runtime.queryClient.fetchQuery({ ...getSessionQueryOptions(), staleTime: 0 });

  it('says a host session that ended under its open pages has expired', async () => {
    runtime.queryClient.setQueryData(SESSION_QUERY_KEY, testHost);
    runtime.navigate.mockImplementation(() => {
      // The page is left before the session is cleared (no login redirect with a next).
      expect(runtime.queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(testHost);
    });
    await expect(refetchSession()).resolves.toBeNull();
    expect(runtime.notifyError).toHaveBeenCalledWith(messages.sessionExpired);
    expect(runtime.navigate).toHaveBeenCalledWith('/');
  });

  it('answers a visitor or a guest without a session quietly', async () => {
    await expect(refetchSession()).resolves.toBeNull();
    runtime.queryClient.setQueryData(SESSION_QUERY_KEY, { ...testHost, role: 'GUEST' });
    await expect(refetchSession()).resolves.toBeNull();
    expect(runtime.notifyError).not.toHaveBeenCalled();
    expect(runtime.navigate).not.toHaveBeenCalled();
  });
});
