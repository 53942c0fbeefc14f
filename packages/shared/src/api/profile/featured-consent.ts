import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../../messages.js';

/**
 * `POST /api/profile/{userId}/featured-consent`: whether the member lets the operator show the
 * profile (name, age, city and photo) on the public home page. Saying no also takes it off.
 */
export const featuredConsentRequestSchema = z.object({
  consent: z.boolean({ error: (issue) => (issue.input === undefined ? M.required : M.invalidValue) }),
});
export type FeaturedConsentRequest = z.input<typeof featuredConsentRequestSchema>;

export const featuredConsentResponseSchema = z.object({
  Status: z.literal('Success'),
  featured_consent: z.boolean(),
});
export type FeaturedConsentResponse = z.infer<typeof featuredConsentResponseSchema>;
