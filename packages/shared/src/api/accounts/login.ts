import { z } from 'zod';
import { existingPassword, mobileNumber } from '../../fields.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';

export const loginRequestSchema = z.object({
  mobile_no: mobileNumber,
  password: existingPassword,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginFormSchema = z.object({
  mobileNo: z.string().min(1, { error: M.required }),
  password: z.string().min(1, { error: M.required }),
});
export type LoginForm = z.infer<typeof loginFormSchema>;
