import { z } from 'zod';
import { existingPassword, newPassword, withConfirmedPassword } from '../../fields.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';

export const changePasswordRequestSchema = z.object({
  old_password: existingPassword,
  password: newPassword,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** A change signs out every other session; the caller gets a fresh token to stay signed in. */
export const changePasswordResponseSchema = z.object({
  Status: z.literal('Success'),
  token: z.string(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

export const changePasswordFormSchema = withConfirmedPassword({
  oldPassword: z.string().min(1, { error: M.required }),
});
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
