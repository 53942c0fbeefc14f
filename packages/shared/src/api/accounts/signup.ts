import { z } from 'zod';
import { DEFAULT_DOMAIN, DOMAINS } from '../../domains.js';
import { mobileNumber, newPassword, withConfirmedPassword } from '../../fields.js';
import { requiredText } from '../../free-text.js';
import { LANGUAGES } from '../../languages.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { PROFILE_FOR_VALUES } from '../../profile-for.js';
import { STATUS_REJECTED } from '../../profile-status.js';
import { tokenResponseSchema } from '../common.js';

export const signupRequestSchema = z.object({
  user_name: requiredText(100),
  mobile_no: mobileNumber,
  password: newPassword,
  domain: z.enum(DOMAINS, { error: M.invalidValue }).default(DEFAULT_DOMAIN),
  /** The language the site was read in at sign-up: the member's e-mails are written in it. */
  language: z.enum(LANGUAGES).optional(),
  /** Whom the profile is for: the member, or the son, daughter, brother, sister or relative of who signs up. */
  profile_for: z.enum(PROFILE_FOR_VALUES, { error: M.invalidValue }).optional(),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;
export type ValidSignupRequest = z.output<typeof signupRequestSchema>;

/**
 * The new account's token. A number that belonged to an account the operator refused and that was
 * then erased makes the new account start Rejected: the answer says so, and what to do.
 */
export const signupResponseSchema = tokenResponseSchema.extend({
  profile_status: z.literal(STATUS_REJECTED).optional(),
  Message: z.string().optional(),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

export const signupFormSchema = withConfirmedPassword({
  profileFor: z.enum(PROFILE_FOR_VALUES, { error: M.required }),
  name: requiredText(100),
  mobileNo: mobileNumber,
  domain: z.enum(DOMAINS),
});
export type SignupForm = z.infer<typeof signupFormSchema>;
