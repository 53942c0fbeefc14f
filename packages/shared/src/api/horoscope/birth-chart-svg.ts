import { z } from 'zod';
import { languageSchema } from '../../language-schema.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';

/** South Indian: the square with fixed raasis (Tamil families). North Indian: the diamond, lagna on top. */
export const CHART_STYLES = ['south', 'north'] as const;
export type ChartStyle = (typeof CHART_STYLES)[number];

/**
 * `GET /api/profile/{userId}/chart.svg?style=&lang=` (and by profile id, `GET
 * /api/profile/view/{profileId}/chart.svg`, as the profile view knows it): the raasi chart of the
 * profile's birth. Without a style, the one the profile's site draws (south on tamilmala, north on
 * varmala).
 */
export const birthChartSvgQuerySchema = z.object({
  style: z.enum(CHART_STYLES, { error: M.invalidValue }).optional(),
  lang: z.enum(languageSchema.options, { error: M.invalidValue }).default('en'),
});

export const svgResponseSchema = z.string().describe('image/svg+xml');
