import { z } from 'zod';
import { MESSAGE_KEYS } from '../error-messages.js';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from '../messages.js';

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'SUBSCRIPTION_REQUIRED',
  'QUOTA_EXHAUSTED',
  'FORBIDDEN',
  'PROFILE_INACTIVE',
  'PROFILE_INCOMPLETE',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'REQUEST_TIMEOUT',
  'MOBILE_TAKEN',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'HEADERS_TOO_LARGE',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  Status: z.literal('Error'),
  Message: z.string(),
  code: z.enum(ERROR_CODES),
  /** The key of `Message` in the texts of every language (`ERROR_MESSAGES`, `VALIDATION_MESSAGES`). */
  message_key: z.enum(MESSAGE_KEYS),
  /** The values `Message` names (a count, a size), for the text in another language. */
  message_params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  errors: z.record(z.string(), z.string()).optional(),
  /** The key of each text of `errors`, by field. */
  error_keys: z
    .record(
      z.string(),
      z.enum(Object.keys(VALIDATION_MESSAGES) as [ValidationMessageKey, ...ValidationMessageKey[]]),
    )
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const successBodySchema = z.object({
  Status: z.literal('Success'),
  Message: z.string().optional(),
});
export type SuccessBody = z.infer<typeof successBodySchema>;

export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok') });
