import { z } from 'zod';
import { existingPassword } from '../../fields.js';
import { managedErasureSchema } from '../family/family.js';

/**
 * `DELETE /api/me`: the password typed again, so a phone left logged in cannot erase the account
 * (acting for a family's profile: the guardian's). A guardian who runs other profiles says what
 * becomes of each (`managed`), else the answer is 409 naming them.
 */
export const eraseAccountRequestSchema = z.object({
  password: existingPassword,
  managed: managedErasureSchema,
});
export type EraseAccountRequest = z.infer<typeof eraseAccountRequestSchema>;
