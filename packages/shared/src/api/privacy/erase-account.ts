import { z } from 'zod';
import { existingPassword } from '../../fields.js';

/** `DELETE /api/me`: the password typed again, so a phone left logged in cannot erase the account. */
export const eraseAccountRequestSchema = z.object({ password: existingPassword });
export type EraseAccountRequest = z.infer<typeof eraseAccountRequestSchema>;
