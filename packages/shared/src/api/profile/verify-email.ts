import { z } from 'zod';
import { withoutControlCharacters } from '../../fields.js';
import { databaseId } from '../database-id.js';

export const verifyEmailRequestSchema = z.object({
  // An id past the database's integer range is refused here (400), not by the database (500).
  user_id: databaseId,
  secret: withoutControlCharacters(z.string().min(16).max(128)),
});
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;
