import { familySection, horoscopeSection, personalSection, workSection } from '@varmala/shared';
import type { z } from 'zod';

/** The steps after the first, each saved and read as a whole from its section's declared columns. */
export const SECTIONS = {
  personal: personalSection,
  work: workSection,
  family: familySection,
  horoscope: horoscopeSection,
} as const;

export type SectionStep = keyof typeof SECTIONS;
export type SectionResponse<S extends SectionStep> = z.infer<(typeof SECTIONS)[S]['response']>;
