import { z } from 'zod';
import { DEFAULT_DOMAIN, DOMAINS } from '../../domains.js';
import { mobileNumber, newPassword, requiredText } from '../../fields.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';

export const signupRequestSchema = z.object({
  user_name: requiredText(100),
  mobile_no: mobileNumber,
  password: newPassword,
  domain: z.enum(DOMAINS, { error: M.invalidValue }).default(DEFAULT_DOMAIN),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const signupFormSchema = z
  .object({
    name: requiredText(100),
    mobileNo: mobileNumber,
    password: newPassword,
    confirmPassword: z.string().min(1, { error: M.required }),
    domain: z.enum(DOMAINS),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: M.passwordMismatch,
    path: ['confirmPassword'],
  });
export type SignupForm = z.infer<typeof signupFormSchema>;
