/**
 * The schemas of dates, times, ages and counts (dates.ts): apart from the lists, so a page that only
 * shows or offers them does not load zod.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import {
  BIRTH_HOUR_VALUES,
  BIRTH_MINUTE_VALUES,
  BIRTH_TIME_PATTERN,
  MAX_FILTER_AGE,
  MERIDIEM_VALUES,
  MIN_FILTER_AGE,
} from './dates.js';
import { intRangeSchema, optionSchema } from './option-schema.js';

export const monthSchema = intRangeSchema(1, 12);
export const daySchema = intRangeSchema(1, 31);
export const siblingCountSchema = intRangeSchema(0, 5);
export const ageFilterSchema = intRangeSchema(MIN_FILTER_AGE, MAX_FILTER_AGE);
export const birthHourSchema = optionSchema(BIRTH_HOUR_VALUES);
export const birthMinuteSchema = optionSchema(BIRTH_MINUTE_VALUES);
export const meridiemSchema = optionSchema(MERIDIEM_VALUES);

/** Birth time as stored and shown: 'hh:mm AM'. */
export const birthTimeSchema = z
  .string({ error: M.required })
  .regex(BIRTH_TIME_PATTERN, { error: M.invalidValue });
