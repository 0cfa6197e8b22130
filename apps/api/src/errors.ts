import { messages } from '@stayfront/core';

export type FieldErrors = Record<string, string[]>;

const STATUS_BY_CODE = {
  VALIDATION: 400,
  NOT_AUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof STATUS_BY_CODE;

/** Every status the API answers an error with. */
export type ErrorStatus = (typeof STATUS_BY_CODE)[AppErrorCode];

const DEFAULT_DETAIL: Partial<Record<AppErrorCode, string>> = {
  NOT_AUTHENTICATED: messages.notAuthenticated,
  PERMISSION_DENIED: messages.permissionDenied,
  NOT_FOUND: messages.notFound,
};

/**
 * The one error type services throw. The error handler turns it into the spec's error format:
 * `{field: [msg], non_field_errors: [msg]}` for validation, `{detail}` otherwise.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: AppErrorCode,
    message?: string,
    readonly fields?: FieldErrors,
  ) {
    super(message ?? DEFAULT_DETAIL[code] ?? code);
    this.statusCode = STATUS_BY_CODE[code];
  }

  toBody(): Record<string, unknown> {
    if (this.fields) return this.fields;
    return { detail: this.message };
  }
}

export const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION', message, { [field]: [message] });

export const nonFieldError = (message: string) =>
  new AppError('VALIDATION', message, { non_field_errors: [message] });

export const notFound = () => new AppError('NOT_FOUND');
export const permissionDenied = () => new AppError('PERMISSION_DENIED');
export const notAuthenticated = () => new AppError('NOT_AUTHENTICATED');

/** One problem with the input: zod's issues and the services' own rules have this shape. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
  /** zod's `unrecognized_keys` names the unknown fields here; each is reported on its own. */
  keys?: readonly string[];
}

/** Field errors from zod-style issues; nested fields are named by their dotted path. */
export function validationError(issues: readonly FieldIssue[]) {
  const fields: FieldErrors = {};
  const add = (path: readonly PropertyKey[], message: string) => {
    const key = path.map(String).join('.') || 'non_field_errors';
    const list = (fields[key] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of issues) {
    if (issue.keys?.length) issue.keys.forEach((key) => add([...issue.path, key], issue.message));
    else add(issue.path, issue.message);
  }
  return new AppError('VALIDATION', 'Invalid input.', fields);
}
