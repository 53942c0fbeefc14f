import {
  type ErrorCode,
  englishMessage,
  type MessageKey,
  type MessageParams,
  type ValidationMessageKey,
} from '@varmala/shared';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  SUBSCRIPTION_REQUIRED: 402,
  QUOTA_EXHAUSTED: 402,
  FORBIDDEN: 403,
  PROFILE_INACTIVE: 403,
  PROFILE_INCOMPLETE: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  MOBILE_TAKEN: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export interface AppErrorDetails {
  /** `{{count}}`, `{{max}}`... */
  params?: MessageParams;
  fields?: Record<string, ValidationMessageKey>;
  retryAfterSeconds?: number;
}

/** A code a client can branch on, and a text key every language has (`ERROR_MESSAGES`). */
export class AppError extends Error {
  readonly statusCode: number;
  readonly params: MessageParams | undefined;
  readonly fields: Record<string, ValidationMessageKey> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    readonly key: MessageKey,
    details: AppErrorDetails = {},
  ) {
    super(englishMessage(key, details.params));
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
    this.params = details.params;
    this.fields = details.fields;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}
