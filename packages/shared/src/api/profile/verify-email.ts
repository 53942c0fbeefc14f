import { z } from 'zod';

export const verifyEmailRequestSchema = z.object({
  user_id: z.coerce.number({ error: 'Invalid value' }).int().positive(),
  secret: z.string().min(16).max(128),
});
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;
