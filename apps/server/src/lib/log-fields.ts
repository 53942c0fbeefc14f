import { stdSerializers } from 'pino';

/** As pino's own redaction writes it. */
export const CENSORED = '[Redacted]';

/** A session travels in these; plugins log headers too (multipart at trace). */
const SECRET_HEADERS = ['authorization', 'cookie', 'referer'] as const;
/** A request body logged by mistake. */
const SECRET_FIELDS = ['password', 'old_password'] as const;

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

/**
 * `value` with `headers.authorization`, `headers.cookie`, `headers.referer`, `password` and
 * `old_password` hidden: pino's paths `*.headers.authorization` and the like, for one logged field.
 * The same object when it holds none of them, as nearly every field does.
 */
export function withoutSecretFields<T>(value: T): T {
  if (!isFields(value)) return value;
  const headers = value.headers;
  // Present, even undefined, as pino's paths match.
  const inHeaders = isFields(headers) && SECRET_HEADERS.some((name) => name in headers);
  const inFields = SECRET_FIELDS.some((name) => name in value);
  if (!inHeaders && !inFields) return value;
  const copy: Fields = { ...value };
  if (inHeaders) {
    const shown: Fields = { ...headers };
    for (const name of SECRET_HEADERS) if (name in headers) shown[name] = CENSORED;
    copy.headers = shown;
  }
  for (const name of SECRET_FIELDS) if (name in value) copy[name] = CENSORED;
  // The same fields as the value, two of them censored.
  return copy as T;
}

/**
 * Fields a serializer writes (Fastify's `req` and `res`, the error's): the serializer's output is
 * checked instead, as the request itself would lose its getters in a copy.
 */
const SERIALIZED = new Set(['req', 'res', 'err']);

/**
 * Every field of a log line but the serialized ones, without its secrets. Written for pino's
 * `formatters.log`: pino's `redact` with wildcard paths ran a redactor over every value of every
 * line, numbers and strings included, which cost a request's log more than the rest of its lines.
 */
export function logFieldsWithoutSecrets(object: Fields): Fields {
  let shown = object;
  for (const key in object) {
    if (SERIALIZED.has(key) || !Object.hasOwn(object, key)) continue;
    const value = object[key];
    const hidden = withoutSecretFields(value);
    if (hidden !== value) {
      if (shown === object) shown = { ...object };
      shown[key] = hidden;
    }
  }
  return shown;
}

/** pino's error serializer, its output without secrets (an HTTP client's error carries its headers). */
export const errorWithoutSecrets = (error: Error) => withoutSecretFields(stdSerializers.err(error));
