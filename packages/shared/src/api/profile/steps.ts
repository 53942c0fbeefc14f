import { z } from 'zod';
import { withoutControlCharacters } from '../../fields.js';
import { PROFILE_STEPS } from '../../profile-steps.js';

export { PROFILE_STEPS, type ProfileStep } from '../../profile-steps.js';

/** GET /api/profile/{userId}/<step>?t=<timestamp>: `t` only defeats caches. */
export const stepQuerySchema = z.object({ t: withoutControlCharacters(z.string().max(40)).optional() });

export const saveStepResponseSchema = z.object({
  Status: z.literal('Success'),
  completed_steps: z.array(z.enum(PROFILE_STEPS)),
});
export type SaveStepResponse = z.infer<typeof saveStepResponseSchema>;
