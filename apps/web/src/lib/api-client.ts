import type { QueryClient } from '@tanstack/react-query';
import { messages, type TSessionUser } from '@stayfront/core';
import { SESSION_QUERY_KEY } from './query-keys';

export const API_BASE_URL = '/api/';

/** The error text raised for an expired session (spec, error catalogue: 401). */
export const SESSION_EXPIRED_ERROR = 'The API key has expired!';

// A 401 from these only means "signed out" or "wrong credentials": never a session expiry.
const SESSION_PATHS = new Set(['jwt/me/', 'jwt/login/']);

export type FieldErrors = Record<string, string[]>;

interface ApiErrorInit {
  status: number;
  message: string;
  fieldErrors?: FieldErrors;
  nonFieldErrors?: string[];
  body?: unknown;
}

/** Every failed API call rejects with this, in the shape of the spec's error catalogue. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  readonly nonFieldErrors: string[];
  readonly body: unknown;

  constructor({ status, message, fieldErrors = {}, nonFieldErrors = [], body }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.nonFieldErrors = nonFieldErrors;
    this.body = body;
  }

  /** Whether `text` is one of the messages of `field` (or of the general errors). */
  hasMessage(text: string, field?: string): boolean {
    const list = field ? (this.fieldErrors[field] ?? []) : this.nonFieldErrors;
    return list.includes(text);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text to show for any error, API or not. */
export function getErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return messages.somethingWentWrong;
}

function collectMessages(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(collectMessages);
  if (value != null && typeof value === 'object') {
    return Object.values(value).flatMap(collectMessages);
  }
  return [];
}

function detailOf(body: unknown): string | undefined {
  if (body != null && typeof body === 'object' && !Array.isArray(body)) {
    const { detail } = body as { detail?: unknown };
    if (typeof detail === 'string' && detail.trim()) return detail;
  }
  return undefined;
}

/**
 * Turns a failed response into an ApiError (spec section 8): for 400 and 409 a string body is a
 * general error, `non_field_errors` are general errors and every other key is a field error;
 * other statuses use `detail`; anything else falls back to the generic text.
 */
export function normalizeApiError(status: number, body: unknown): ApiError {
  const isValidation = status === 400 || status === 409;
  const fieldErrors: FieldErrors = {};
  let nonFieldErrors: string[] = [];

  if (typeof body === 'string') {
    if (isValidation && body.trim()) nonFieldErrors = [body.trim()];
  } else if (Array.isArray(body)) {
    if (isValidation) nonFieldErrors = collectMessages(body);
  } else if (body != null && typeof body === 'object') {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (key === 'detail') continue;
      if (key === 'non_field_errors') {
        nonFieldErrors = collectMessages(value);
      } else if (isValidation) {
        const list = collectMessages(value);
        if (list.length > 0) fieldErrors[key] = list;
      }
    }
  }

  const message = detailOf(body) ?? nonFieldErrors[0] ?? messages.somethingWentWrong;
  return new ApiError({ status, message, fieldErrors, nonFieldErrors, body });
}

/** What the client needs from the running app to handle an expired session. */
export interface ApiClientRuntime {
  queryClient: QueryClient;
  navigate: (to: string) => void | Promise<void>;
  notifyError: (text: string) => void;
}

let runtime: ApiClientRuntime | null = null;

/** Connects the client to the app (toasts, router, cache); returns the disconnect function. */
export function bindApiClient(next: ApiClientRuntime): () => void {
  runtime = next;
  return () => {
    if (runtime === next) runtime = null;
  };
}

/**
 * Spec section 8, 401: toast, back to the root, and the session is gone; settles once the
 * session is cleared.
 */
export function expireSession(): Promise<void> {
  const current = runtime;
  if (!current) {
    window.location.assign('/');
    return Promise.resolve();
  }
  current.notifyError(messages.sessionExpired);
  // Leave the page first: clearing the session while a guarded page is still shown would make
  // its guard redirect to the login page with that page as `next`.
  return Promise.resolve(current.navigate('/')).then(() => {
    current.queryClient.setQueryData(SESSION_QUERY_KEY, null);
  });
}

let sessionRefresh: Promise<boolean> | null = null;

/**
 * A masqueraded session that expires is refreshed once and the call retried (spec: "an
 * expired-session error triggers a session refresh and a refetch").
 */
function refreshMasqueradedSession(): Promise<boolean> {
  const current = runtime;
  const user = current?.queryClient.getQueryData<TSessionUser | null>(SESSION_QUERY_KEY);
  if (!current || !user?.is_masqueraded) return Promise.resolve(false);
  sessionRefresh ??= apiRequest<TSessionUser>('jwt/me/')
    .then((fresh) => {
      current.queryClient.setQueryData(SESSION_QUERY_KEY, fresh);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      sessionRefresh = null;
    });
  return sessionRefresh;
}

/** Answers whether an expired session was replaced by a new one, so the call can be retried. */
export type SessionRecovery = () => Promise<boolean>;

let sessionRecovery: SessionRecovery | null = null;
let pendingRecovery: Promise<boolean> | null = null;

/**
 * Lets the area on screen replace an expired session itself instead of the spec's toast and
 * redirect (the storefront starts a new anonymous guest session); returns the uninstall
 * function. Calls failing at the same time share one recovery.
 */
export function setSessionRecovery(recover: SessionRecovery): () => void {
  sessionRecovery = recover;
  return () => {
    if (sessionRecovery === recover) sessionRecovery = null;
  };
}

function recoverSession(): Promise<boolean> {
  const recover = sessionRecovery;
  if (!recover) return Promise.resolve(false);
  pendingRecovery ??= recover()
    .catch(() => false)
    .finally(() => {
      pendingRecovery = null;
    });
  return pendingRecovery;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue | QueryValue[]>;
  signal?: AbortSignal;
  /**
   * Set to false where a 401 or 403 must come back to the caller instead of ending the session
   * (spec: owner detail and order add calls).
   */
  handleSessionExpiry?: boolean;
}

function normalizePath(path: string): string {
  return path.replace(/^\/+/, '').replace(/^api\//, '');
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE_URL}${normalizePath(path)}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (value != null) params.append(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
  isRetry = false,
): Promise<T> {
  const { method = 'GET', body, query, signal, handleSessionExpiry = true } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError({ status: 0, message: messages.somethingWentWrong });
  }

  const data = await readBody(response);
  if (response.ok) return data as T;

  const status = response.status;
  const expires =
    handleSessionExpiry &&
    !SESSION_PATHS.has(normalizePath(path)) &&
    (status === 401 || (status === 403 && detailOf(data) !== messages.permissionDenied));
  if (expires) {
    if (!isRetry && ((await refreshMasqueradedSession()) || (await recoverSession()))) {
      return apiRequest<T>(path, options, true);
    }
    void expireSession();
    throw new ApiError({ status, message: SESSION_EXPIRED_ERROR, body: data });
  }
  throw normalizeApiError(status, data);
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
