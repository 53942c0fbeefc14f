import { type ErrorBody, type ErrorCode, errorBodySchema } from '@varmala/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { App } from '../app-types.js';
import { isDatabaseUnavailable } from '../db/client.js';
import { AppError, STATUS_BY_CODE } from '../errors.js';

const GENERIC_MESSAGES: Partial<Record<ErrorCode, string>> = {
  BAD_REQUEST: 'The request could not be understood.',
  NOT_FOUND: 'Not found.',
  PAYLOAD_TOO_LARGE: 'The file or request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This type of file or request is not supported.',
  RATE_LIMITED: 'Too many attempts. Please try again later.',
  INTERNAL: 'Something went wrong. Please try again later.',
  UNAVAILABLE: 'The service is temporarily unavailable. Please try again in a minute.',
};

/** OpenAPI entries for the error replies a route can give. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
}

function body(code: ErrorCode, message?: string, errors?: Record<string, string>): ErrorBody {
  return {
    Status: 'Error',
    Message: message ?? GENERIC_MESSAGES[code] ?? 'Please try again...',
    code,
    ...(errors && Object.keys(errors).length > 0 ? { errors } : {}),
  };
}

/** Fastify's own errors (bad JSON, wrong content type, body too large...) carry a 4xx status. */
function codeForFastifyStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 406:
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'BAD_REQUEST';
  }
}

function toErrorBody(error: FastifyError | AppError | Error, request: FastifyRequest): ErrorBody {
  if (error instanceof AppError) return body(error.code, error.message, error.fields);

  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field =
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || '_';
      errors[field] ??= issue.message ?? 'Invalid value';
    }
    const first = Object.values(errors)[0];
    return body('VALIDATION_FAILED', first, errors);
  }

  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return body(codeForFastifyStatus(status));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return body('UNAVAILABLE');
  }
  request.log.error({ err: error }, 'unexpected error');
  return body('INTERNAL');
}

export function registerErrorHandler(app: App): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const payload = toErrorBody(error, request);
    if (error instanceof AppError && error.retryAfterSeconds) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (payload.code === 'UNAVAILABLE') reply.header('retry-after', '5');
    // Refused before its body was all read (too large, not logged in...): close the connection
    // rather than keep receiving, and throwing away, the rest of the upload.
    if (request.raw.complete === false) reply.header('connection', 'close');
    return reply.status(STATUS_BY_CODE[payload.code]).send(payload);
  });
}
