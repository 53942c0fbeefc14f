import { z } from 'zod';
import { withoutControlCharacters } from '../../fields.js';

export const verifyEmailRequestSchema = z.object({
  user_id: z.coerce.number({ error: 'Invalid value' }).int().positive(),
  secret: withoutControlCharacters(z.string().min(16).max(128)),
});
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;
