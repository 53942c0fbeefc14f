import { z } from 'zod';
import { withoutControlCharacters } from '../../fields.js';
import { PROFILE_STEPS, type ProfileStep } from '../../profile-steps.js';
import type { OperationName } from '../operation-routes.js';

export { PROFILE_STEPS, type ProfileStep } from '../../profile-steps.js';

/** The operations that read and save each step asked as a form (the photo step uploads instead). */
export const STEP_OPERATIONS = {
  basic: { read: 'readBasic', save: 'saveBasic' },
  personal: { read: 'readPersonal', save: 'savePersonal' },
  work: { read: 'readWork', save: 'saveWork' },
  family: { read: 'readFamily', save: 'saveFamily' },
  horoscope: { read: 'readHoroscope', save: 'saveHoroscope' },
} as const satisfies Record<Exclude<ProfileStep, 'photo'>, { read: OperationName; save: OperationName }>;
export type FormStep = keyof typeof STEP_OPERATIONS;

/** GET /api/profile/{userId}/<step>?t=<timestamp>: `t` only defeats caches. */
export const stepQuerySchema = z.object({ t: withoutControlCharacters(z.string().max(40)).optional() });

export const saveStepResponseSchema = z.object({
  Status: z.literal('Success'),
  completed_steps: z.array(z.enum(PROFILE_STEPS)),
});
export type SaveStepResponse = z.infer<typeof saveStepResponseSchema>;
