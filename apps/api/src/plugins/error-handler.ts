import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@stayfront/core';
import { AppError, nonFieldError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods routed for `url` (empty when no route matches it at all). */
    allowedMethods(url: string): string[];
  }
}

export const requestMessages = {
  invalidJson: 'JSON parse error: the request body is not valid JSON.',
  bodyTooLarge: 'Request body is too large.',
  unsupportedMediaType: (type: string | undefined) =>
    type
      ? `Unsupported media type "${type.split(';')[0]!.trim().slice(0, 100)}" in request.`
      : 'Unsupported media type in request.',
  contentLengthMismatch: 'The request body does not match its Content-Length header.',
  badUrl: 'The address of this request is not valid.',
  uriTooLong: 'The address of this request is too long.',
  headersTooLarge: 'The headers of this request are too large.',
  timeout: 'The request took too long to arrive.',
  badRequest: 'The request could not be read.',
  methodNotAllowed: (method: string) => `Method "${method}" not allowed.`,
} as const;

/** Fastify's own client errors (bad JSON, too large, wrong content type...) in the spec's format. */
function mapFrameworkError(error: FastifyError, request?: FastifyRequest): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return nonFieldError(requestMessages.invalidJson);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', requestMessages.bodyTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        requestMessages.unsupportedMediaType(request?.headers['content-type']),
      );
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return nonFieldError(requestMessages.contentLengthMismatch);
    case 'FST_ERR_BAD_URL':
      return nonFieldError(requestMessages.badUrl);
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError('URI_TOO_LONG', requestMessages.uriTooLong);
    default:
      return undefined;
  }
}

/** The spec's body for an error that is not an AppError: field errors for 400, detail otherwise. */
function bodyFor(status: number, message: string) {
  return status === 400 ? { non_field_errors: [message] } : { detail: message };
}

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const appError = error instanceof AppError ? error : mapFrameworkError(error, request);
  if (appError) {
    if (appError.statusCode >= 500) request.log.error({ err: error }, appError.message);
    return reply.status(appError.statusCode).send(appError.toBody());
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send(bodyFor(status, error.message));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ detail: messages.somethingWentWrong });
}

/** Errors Fastify raises before a route runs (a malformed or too long address). */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return sendError(error, request, reply);
}

function clientErrorStatus(error: ConnectionError): number {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // Node counts the request line within its header limit. When the part that overflowed still
    // has no line break, the address itself was too long.
    const raw: unknown = error.rawPacket;
    const packet = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
    return packet.includes('\r\n') || packet.includes('\n') ? 431 : 414;
  }
  return 400;
}

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  408: requestMessages.timeout,
  414: requestMessages.uriTooLong,
  431: requestMessages.headersTooLarge,
  400: requestMessages.badRequest,
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or address too large,
 * not HTTP at all) get an answer in the spec's format too.
 */
export function handleClientError(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = clientErrorStatus(error);
  const body = JSON.stringify(bodyFor(status, CLIENT_ERROR_MESSAGES[status]!));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** A route's address as a pattern: `:param` is one path segment, the final slash is optional. */
function routePattern(url: string): RegExp {
  const body = url
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]+'
        : segment === '*'
          ? '.*'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/**
 * Unknown API addresses answer 404, and a known address asked with a method it does not have
 * answers 405 with `Allow`, both as `{detail}`.
 */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0]!;
  const allowed = request.server.allowedMethods(path);
  if (allowed.length > 0 && !allowed.includes(request.method)) {
    return reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send({ detail: requestMessages.methodNotAllowed(request.method) });
  }
  return reply.status(404).send({ detail: messages.notFound });
}

export default fp(async function errorHandler(app: FastifyInstance) {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    routes.push({ pattern: routePattern(route.url), methods });
  });
  app.decorate('allowedMethods', (url: string) => [
    ...new Set(routes.filter((route) => route.pattern.test(url)).flatMap((r) => r.methods)),
  ]);
  app.setErrorHandler(sendError);
});
