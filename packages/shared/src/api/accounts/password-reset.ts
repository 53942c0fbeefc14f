import { z } from 'zod';
import { DOMAINS } from '../../domains.js';
import { mobileNumber, newPassword, withConfirmedPassword, withoutControlCharacters } from '../../fields.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { databaseId } from '../database-id.js';
import { calendarDateSchema } from '../public/calendar-date.js';
import { PASSWORD_RESET_MESSAGES } from './password-reset-messages.js';

/** Mobile numbers are unique across the platform, so `domain` is accepted but not needed. */
export const passwordResetRequestSchema = z.object({
  mobile_no: mobileNumber,
  date_of_birth: calendarDateSchema,
  domain: z.enum(DOMAINS).optional(),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

export const passwordResetResponseSchema = z.object({
  Status: z.literal('Success'),
  Message: z.enum([PASSWORD_RESET_MESSAGES.linkSent, PASSWORD_RESET_MESSAGES.noEmail]),
});
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;

/** The forgot-password form: field names as in spec section 5. */
export const passwordResetFormSchema = z.object({
  mobileNo: mobileNumber,
  dob_year: z.string().min(1, { error: M.required }),
  dob_month: z.string().min(1, { error: M.required }),
  dob_date: z.string().min(1, { error: M.required }),
});
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;

/** `POST /api/password/reset/confirm`: the e-mailed link's user id and secret, and the new password. */
export const passwordResetConfirmRequestSchema = z.object({
  // Ids of users and profiles are the same database integers: one bound for both.
  user_id: databaseId,
  secret: withoutControlCharacters(z.string().min(16).max(128)),
  password: newPassword,
});
export type PasswordResetConfirmRequest = z.input<typeof passwordResetConfirmRequestSchema>;

export const passwordResetConfirmResponseSchema = z.object({ Status: z.literal('Success') });
export type PasswordResetConfirmResponse = z.infer<typeof passwordResetConfirmResponseSchema>;

/** The page the e-mailed link opens: the new password twice. */
export const setPasswordFormSchema = withConfirmedPassword({});
export type SetPasswordForm = z.infer<typeof setPasswordFormSchema>;
