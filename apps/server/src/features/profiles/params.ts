import { z } from 'zod';

export const userIdParamsSchema = z.object({
  userId: z.coerce
    .number({ error: 'Invalid value' })
    .int({ error: 'Invalid value' })
    .positive({ error: 'Invalid value' }),
});
