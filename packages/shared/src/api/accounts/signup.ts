import { z } from 'zod';
import { DEFAULT_DOMAIN, DOMAINS } from '../../domains.js';
import { mobileNumber, newPassword, withConfirmedPassword } from '../../fields.js';
import { requiredText } from '../../free-text.js';
import { languageSchema } from '../../language-schema.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';

export const signupRequestSchema = z.object({
  user_name: requiredText(100),
  mobile_no: mobileNumber,
  password: newPassword,
  domain: z.enum(DOMAINS, { error: M.invalidValue }).default(DEFAULT_DOMAIN),
  /** The language the site was read in at sign-up: the member's e-mails are written in it. */
  language: languageSchema.optional(),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;
export type ValidSignupRequest = z.output<typeof signupRequestSchema>;

export const signupFormSchema = withConfirmedPassword({
  name: requiredText(100),
  mobileNo: mobileNumber,
  domain: z.enum(DOMAINS),
});
export type SignupForm = z.infer<typeof signupFormSchema>;
