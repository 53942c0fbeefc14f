import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  type ErrorBody,
  type ErrorCode,
  type ErrorMessageKey,
  englishMessage,
  errorBodySchema,
  fieldMessageKey,
  type MessageKey,
  type MessageParams,
  type ValidationMessageKey,
} from '@varmala/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { App } from '../app-types.js';
import { isDatabaseUnavailable, isStatementTimeout } from '../db/client.js';
import { AppError, STATUS_BY_CODE } from '../errors.js';
import { bodyLimitKb } from '../lib/body-limits.js';

/** The rest say `tryAgain`. */
const GENERIC_KEYS: Partial<Record<ErrorCode, ErrorMessageKey>> = {
  BAD_REQUEST: 'badRequest',
  UNAUTHENTICATED: 'loginRequired',
  FORBIDDEN: 'notAllowed',
  NOT_FOUND: 'notFound',
  METHOD_NOT_ALLOWED: 'methodNotAllowed',
  REQUEST_TIMEOUT: 'requestTimeout',
  PAYLOAD_TOO_LARGE: 'payloadTooLarge',
  URI_TOO_LONG: 'uriTooLong',
  UNSUPPORTED_MEDIA_TYPE: 'unsupportedMediaType',
  RATE_LIMITED: 'rateLimited',
  HEADERS_TOO_LARGE: 'headersTooLarge',
  INTERNAL: 'internal',
  UNAVAILABLE: 'unavailable',
};

/**
 * Closing with a refused body unread makes the kernel reset the connection, and a client still sending
 * never reads the answer; past this the connection is closed all the same.
 */
const DRAIN_AFTER_ANSWER_MS = 30_000;
/** A connection answered at the socket level (not HTTP, timed out). */
const CLOSE_AFTER_SOCKET_ANSWER_MS = 2_000;

export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
}

interface BodyText {
  key?: MessageKey;
  params?: MessageParams;
  fields?: Record<string, ValidationMessageKey>;
}

/** The English text of its key, and the key for the reader's language. */
function body(code: ErrorCode, { key, params, fields }: BodyText = {}): ErrorBody {
  const messageKey = key ?? GENERIC_KEYS[code] ?? 'tryAgain';
  const hasFields = fields !== undefined && Object.keys(fields).length > 0;
  return {
    Status: 'Error',
    Message: englishMessage(messageKey, params),
    code,
    message_key: messageKey,
    ...(params && Object.keys(params).length > 0 ? { message_params: params } : {}),
    ...(hasFields
      ? {
          errors: Object.fromEntries(Object.entries(fields).map(([field, k]) => [field, englishMessage(k)])),
          error_keys: fields,
        }
      : {}),
  };
}

function codeForFastifyStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 406:
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 408:
      return 'REQUEST_TIMEOUT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 414:
      return 'URI_TOO_LONG';
    case 429:
      return 'RATE_LIMITED';
    case 431:
      return 'HEADERS_TOO_LARGE';
    case 503:
      return 'UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

function toErrorBody(error: FastifyError | AppError | Error, request: FastifyRequest): ErrorBody {
  if (error instanceof AppError) {
    return body(error.code, { key: error.key, params: error.params, fields: error.fields });
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    // Zod's own words (a schema without a message) read as "Invalid value", which every language has.
    const fields: Record<string, ValidationMessageKey> = {};
    for (const issue of error.validation) {
      const field =
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || '_';
      fields[field] ??= fieldMessageKey(issue.message);
    }
    return body('VALIDATION_FAILED', { key: Object.values(fields)[0], fields });
  }

  if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return body('PAYLOAD_TOO_LARGE', {
      key: 'requestTooLarge',
      params: { size: bodyLimitKb(request.routeOptions.bodyLimit) },
    });
  }
  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return body(codeForFastifyStatus(status));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return body('UNAVAILABLE');
  }
  // Overloaded or slow: the member may try again, and the log says which statement.
  if (isStatementTimeout(error)) {
    request.log.error({ err: error }, 'statement timed out');
    return body('UNAVAILABLE');
  }
  request.log.error({ err: error }, 'unexpected error');
  return body('INTERNAL');
}

interface RoutePath {
  pattern: RegExp;
  method: string;
}

function routePaths(app: App): RoutePath[] {
  return app.productRoutes.map((route) => ({
    pattern: new RegExp(`^${route.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`),
    method: route.method,
  }));
}

/** HEAD with GET, as Fastify adds it. */
function methodsAt(paths: RoutePath[], url: string): string[] {
  const path = url.split('?')[0] ?? '';
  const methods = new Set<string>();
  for (const route of paths) {
    if (!route.pattern.test(path)) continue;
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
  }
  return [...methods].sort();
}

/** Never answered twice. */
const answeredSockets = new WeakSet<Socket>();

function drainRestOfBody(request: FastifyRequest): void {
  const socket = request.raw.socket;
  answeredSockets.add(socket);
  const timer = setTimeout(() => socket.destroy(), DRAIN_AFTER_ANSWER_MS);
  timer.unref();
  const stopWaiting = () => clearTimeout(timer);
  request.raw.once('end', () => {
    stopWaiting();
    // A kept-alive connection may carry many refused requests: keep nothing of this one.
    socket.off('close', stopWaiting);
    answeredSockets.delete(socket);
  });
  socket.once('close', stopWaiting);
  request.raw.resume();
}

function sendError(reply: FastifyReply, payload: ErrorBody) {
  return reply.status(STATUS_BY_CODE[payload.code]).send(payload);
}

export function registerErrorHandler(app: App): void {
  let paths: RoutePath[] | undefined;
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    let payload = toErrorBody(error, request);
    if (error instanceof AppError && error.retryAfterSeconds) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (payload.code === 'UNAVAILABLE') reply.header('retry-after', '5');
    // A path other methods have is 405, with the methods it takes.
    if (request.is404 && payload.code === 'NOT_FOUND') {
      paths ??= routePaths(app);
      const methods = methodsAt(paths, request.url);
      if (methods.length > 0) {
        reply.header('allow', methods.join(', '));
        payload = body('METHOD_NOT_ALLOWED');
      }
    }
    if (request.raw.complete === false) {
      // Fastify asks to close when a body fails to parse: it is read to its end instead.
      reply.removeHeader('connection');
      drainRestOfBody(request);
    }
    return sendError(reply, payload);
  });
}

/** Fastify's `frameworkErrors` (a parameter over `maxParamLength`, bad percent-encoding), in our shape. */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  if (status >= 500) request.log.error({ err: error }, 'unexpected error');
  void sendError(reply, body(codeForFastifyStatus(status)));
}

/** Fastify's `clientErrorHandler`: written on the socket, closed once the client had a moment to read. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // The parser reports each later piece of a bad request again: the timer set then closes it.
  if (error.code === 'ECONNRESET' || socket.destroyed || answeredSockets.has(socket)) return;
  answeredSockets.add(socket);
  const code: ErrorCode =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 'REQUEST_TIMEOUT'
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 'HEADERS_TOO_LARGE'
        : 'BAD_REQUEST';
  const status = STATUS_BY_CODE[code];
  const json = JSON.stringify(body(code));
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  setTimeout(() => socket.destroy(), CLOSE_AFTER_SOCKET_ANSWER_MS).unref();
}
