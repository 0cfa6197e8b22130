/**
 * Errors as they are written to the log. Only fields that describe what went wrong are kept: a
 * database error also carries the values of its query (Drizzle's `params`, PostgreSQL's
 * `detail` such as `Key (email)=(ana@example.com)`), which can be password hashes, e-mail
 * addresses or tokens, and those never reach the log.
 */
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'status',
  'errno',
  'syscall',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

type LoggedError = Record<string, unknown> & { type: string; message: string; stack: string };

interface DatabaseErrorFields {
  severity?: unknown;
  routine?: unknown;
  schema?: unknown;
  table?: unknown;
  column?: unknown;
  dataType?: unknown;
  constraint?: unknown;
}

/** Drizzle wraps the driver's error: "Failed query: <sql>\nparams: <values>". */
function isDrizzleQueryError(error: object): error is Error & { query: string; params: unknown } {
  return 'query' in error && 'params' in error && typeof error.query === 'string';
}

/** PostgreSQL's messages quote identifiers and values alike; only the identifiers are kept. */
function withoutQuotedValues(message: string, error: DatabaseErrorFields): string {
  const identifiers = new Set(
    [error.schema, error.table, error.column, error.dataType, error.constraint].filter(
      (name): name is string => typeof name === 'string',
    ),
  );
  return message.replace(/"([^"]*)"/g, (quoted, inner: string) =>
    identifiers.has(inner) ? quoted : '"[redacted]"',
  );
}

function safeMessage(error: Error): string {
  // PostgreSQL's own errors first: PGlite's also carry the query and its params.
  const fields = error as DatabaseErrorFields;
  if (typeof fields.severity === 'string' || typeof fields.routine === 'string') {
    return withoutQuotedValues(error.message, fields);
  }
  if (isDrizzleQueryError(error)) return `Failed query: ${error.query}`;
  return error.message;
}

function serialize(error: unknown, depth: number): unknown {
  if (!(error instanceof Error)) return typeof error === 'object' ? '[not an Error]' : error;
  const message = safeMessage(error);
  const logged: LoggedError = {
    type: error.constructor?.name ?? 'Error',
    message,
    stack: error.stack?.replace(error.message, message) ?? '',
  };
  const record = error as unknown as Record<string, unknown>;
  for (const field of KEPT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause !== undefined && depth < 5) logged.cause = serialize(error.cause, depth + 1);
  return logged;
}

export function errorSerializer(error: Error): LoggedError {
  return serialize(error, 0) as LoggedError;
}
