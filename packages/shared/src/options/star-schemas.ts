/**
 * The schemas of stars, raasis and padhams (stars.ts): apart from the lists, so a page that only
 * shows or offers them does not load zod.
 */
import { intRangeSchema, optionSchema } from './option-schema.js';
import { RAASI_VALUES, STAR_VALUES } from './stars.js';

export const birthStarSchema = optionSchema(STAR_VALUES);
export const raasiSchema = optionSchema(RAASI_VALUES);
export const padhamSchema = intRangeSchema(1, 4);
