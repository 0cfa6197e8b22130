import { messages, type TSessionUser } from '@stayfront/core';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { createTestQueryClient, testHost } from '@/testing/fixtures';
import {
  api,
  ApiError,
  bindApiClient,
  normalizeApiError,
  SESSION_EXPIRED_ERROR,
  setSessionRecovery,
  type ApiClientRuntime,
} from './api-client';
import { SESSION_QUERY_KEY } from './query-keys';

describe('normalizeApiError', () => {
  it('maps a 400 body to field errors and general errors', () => {
    const error = normalizeApiError(400, {
      email: ['user with this email address already exists.'],
      password: ['Too short.', 'Too simple.'],
      non_field_errors: ['Unable to log in with provided credentials.'],
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({
      email: ['user with this email address already exists.'],
      password: ['Too short.', 'Too simple.'],
    });
    expect(error.nonFieldErrors).toEqual(['Unable to log in with provided credentials.']);
    expect(error.message).toBe('Unable to log in with provided credentials.');
  });

  it('keeps only field errors when there are no general ones, with the fallback message', () => {
    const error = normalizeApiError(400, { token: ['Does not exist or expired'] });
    expect(error.fieldErrors).toEqual({ token: ['Does not exist or expired'] });
    expect(error.nonFieldErrors).toEqual([]);
    expect(error.message).toBe(messages.somethingWentWrong);
  });

  it('treats a string body of a 400 or 409 as a general error', () => {
    for (const status of [400, 409]) {
      const error = normalizeApiError(status, 'This store already has that product.');
      expect(error.nonFieldErrors).toEqual(['This store already has that product.']);
      expect(error.fieldErrors).toEqual({});
      expect(error.message).toBe('This store already has that product.');
    }
  });

  it('flattens nested field errors into their messages', () => {
    const error = normalizeApiError(400, {
      extra_fields: [{ value: ['This field is required.'] }],
    });
    expect(error.fieldErrors).toEqual({ extra_fields: ['This field is required.'] });
  });

  it('uses the detail of other statuses', () => {
    const error = normalizeApiError(429, {
      detail: 'Too many attempts. Please try again in 5 minutes.',
    });
    expect(error.status).toBe(429);
    expect(error.message).toBe('Too many attempts. Please try again in 5 minutes.');
    expect(error.fieldErrors).toEqual({});
  });

  it('falls back to the generic message', () => {
    expect(normalizeApiError(500, undefined).message).toBe(messages.somethingWentWrong);
    expect(normalizeApiError(502, '<html>Bad gateway</html>').message).toBe(
      messages.somethingWentWrong,
    );
    expect(normalizeApiError(404, {}).message).toBe(messages.somethingWentWrong);
  });
});

describe('api client', () => {
  let runtime: ApiClientRuntime & {
    navigate: Mock<(to: string) => void>;
    notifyError: Mock<(text: string) => void>;
  };
  let unbind: () => void;

  beforeEach(() => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, testHost);
    runtime = {
      queryClient,
      navigate: vi.fn<(to: string) => void>(),
      notifyError: vi.fn<(text: string) => void>(),
    };
    unbind = bindApiClient(runtime);
  });

  afterEach(() => unbind());

  it('sends JSON with the session cookie to /api/ and reads JSON back', async () => {
    const { spy, requests } = mockFetch({
      'POST /api/services/owner/': { status: 201, body: { user: { email: 'a@b.co', id: '1' } } },
    });
    const result = await api.post('services/owner/', { firstName: 'Ann' });
    expect(result).toEqual({ user: { email: 'a@b.co', id: '1' } });
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/services/owner/' });
    expect(requests[0]?.body).toEqual({ firstName: 'Ann' });
    const init = spy.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('answers undefined for a 204', async () => {
    mockFetch({ 'POST /api/jwt/logout/': { status: 204 } });
    await expect(api.post('jwt/logout/')).resolves.toBeUndefined();
  });

  it('rejects a 400 with field and general errors', async () => {
    mockFetch({
      'POST /api/services/owner/': {
        status: 400,
        body: { email: [messages.emailTaken], non_field_errors: ['Nope.'] },
      },
    });
    const error = await api.post('services/owner/', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ email: [messages.emailTaken] });
    expect((error as ApiError).nonFieldErrors).toEqual(['Nope.']);
    expect(runtime.notifyError).not.toHaveBeenCalled();
  });

  it('ends an expired session: toast, back to the root, session cleared', async () => {
    mockFetch({
      'GET /api/services/owner/detail/': { status: 401, body: { detail: 'Token expired.' } },
    });
    const error = await api.get('services/owner/detail/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe(SESSION_EXPIRED_ERROR);
    expect(runtime.notifyError).toHaveBeenCalledWith('Your session has expired!');
    expect(runtime.navigate).toHaveBeenCalledWith('/');
    await vi.waitFor(() => expect(runtime.queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull());
  });

  it('treats a 401 from me and login as "signed out", not as an expiry', async () => {
    mockFetch({
      'GET /api/jwt/me/': { status: 401, body: { detail: messages.notAuthenticated } },
      'POST /api/jwt/login/': { status: 401, body: { detail: 'No.' } },
    });
    const me = await api.get('jwt/me/').catch((caught: unknown) => caught);
    const login = await api.post('jwt/login/', {}).catch((caught: unknown) => caught);
    expect((me as ApiError).message).toBe(messages.notAuthenticated);
    expect((login as ApiError).message).toBe('No.');
    expect(runtime.notifyError).not.toHaveBeenCalled();
    expect(runtime.navigate).not.toHaveBeenCalled();
  });

  it('shows the permission detail of a 403 as is, without ending the session', async () => {
    mockFetch({
      'GET /api/services/store/1/': { status: 403, body: { detail: messages.permissionDenied } },
    });
    const error = await api.get('services/store/1/').catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).message).toBe('You do not have permission to perform this action.');
    expect(runtime.navigate).not.toHaveBeenCalled();
    expect(runtime.notifyError).not.toHaveBeenCalled();
  });

  it('treats another 403 as an expired session unless the call opts out', async () => {
    mockFetch({
      'GET /api/services/order/1/': { status: 403, body: { detail: 'Signature expired.' } },
      'PATCH /api/services/order/add/': { status: 403, body: { detail: 'Signature expired.' } },
    });
    const optedOut = await api
      .patch('services/order/add/', {}, { handleSessionExpiry: false })
      .catch((caught: unknown) => caught);
    expect((optedOut as ApiError).message).toBe('Signature expired.');
    expect(runtime.navigate).not.toHaveBeenCalled();

    const expired = await api.get('services/order/1/').catch((caught: unknown) => caught);
    expect((expired as ApiError).message).toBe(SESSION_EXPIRED_ERROR);
    expect(runtime.navigate).toHaveBeenCalledWith('/');
  });

  it('refreshes a masqueraded session once and retries the call', async () => {
    const masqueraded: TSessionUser = { ...testHost, is_masqueraded: true };
    runtime.queryClient.setQueryData(SESSION_QUERY_KEY, masqueraded);
    let calls = 0;
    mockFetch({
      'GET /api/services/owner/detail/': () =>
        ++calls === 1 ? { status: 401, body: { detail: 'Expired.' } } : { body: { id: 'o1' } },
      'GET /api/jwt/me/': { body: masqueraded },
    });
    await expect(api.get('services/owner/detail/')).resolves.toEqual({ id: 'o1' });
    expect(runtime.notifyError).not.toHaveBeenCalled();
  });

  it('lets the area on screen replace an expired session once, then retries the call', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/services/cart/': () =>
        ++calls === 1 ? { status: 401, body: { detail: 'Expired.' } } : { body: { id: 'c1' } },
    });
    const recover = vi.fn(() => Promise.resolve(true));
    const uninstall = setSessionRecovery(recover);
    try {
      await expect(api.get('services/cart/')).resolves.toEqual({ id: 'c1' });
      expect(recover).toHaveBeenCalledTimes(1);
      expect(runtime.notifyError).not.toHaveBeenCalled();
      expect(runtime.navigate).not.toHaveBeenCalled();
    } finally {
      uninstall();
    }
  });

  it('ends the session as usual when the area cannot replace it, or after one retry', async () => {
    mockFetch({ 'GET /api/services/cart/': { status: 401, body: { detail: 'Expired.' } } });
    const uninstall = setSessionRecovery(() => Promise.resolve(false));
    const refused = await api.get('services/cart/').catch((caught: unknown) => caught);
    uninstall();
    expect((refused as ApiError).message).toBe(SESSION_EXPIRED_ERROR);
    expect(runtime.navigate).toHaveBeenCalledWith('/');

    const uninstallAgain = setSessionRecovery(() => Promise.resolve(true));
    const stillExpired = await api.get('services/cart/').catch((caught: unknown) => caught);
    uninstallAgain();
    expect((stillExpired as ApiError).message).toBe(SESSION_EXPIRED_ERROR);
    expect(runtime.notifyError).toHaveBeenCalledTimes(2);
  });

  it('falls back to the generic message on a network failure and a bodiless 500', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const network = await api.get('services/app-config/').catch((caught: unknown) => caught);
    expect((network as ApiError).status).toBe(0);
    expect((network as ApiError).message).toBe('Something went wrong! Please try again later.');

    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(jsonResponse(500));
    const server = await api.get('services/app-config/').catch((caught: unknown) => caught);
    expect((server as ApiError).status).toBe(500);
    expect((server as ApiError).message).toBe('Something went wrong! Please try again later.');
  });

  it('builds query strings and skips empty values', async () => {
    const { requests } = mockFetch({ 'GET /api/services/orders/': { body: [] } });
    await api.get('/services/orders/', {
      query: { limit: 10, offset: 0, store: null, s: ['a', 'b'] },
    });
    expect(requests[0]?.search).toBe('?limit=10&offset=0&s=a&s=b');
  });
});
