import { z } from 'zod';
import { LANGUAGES } from '../../languages.js';

/** A success-story photo: signed links to its three sizes (200, 800 and 1600 px) and the caption. */
export const marriageSchema = z.object({
  id: z.number().int(),
  caption: z.string(),
  /** The language the caption was written in (a family's story); null for the operator's captions. */
  language: z.enum(LANGUAGES).nullable(),
  short: z.string(),
  large: z.string(),
  url: z.string(),
});
export type Marriage = z.infer<typeof marriageSchema>;

/** `GET /api/marriages`: the site's success stories, newest first. */
export const marriagesResponseSchema = z.object({ rows: z.array(marriageSchema) });
export type MarriagesResponse = z.infer<typeof marriagesResponseSchema>;

/** Stories the home page carousel shows. */
export const MARRIAGES_SHOWN = 20;
