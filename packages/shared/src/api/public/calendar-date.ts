import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../../messages.js';

const LOOSE_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** Whether the day exists: Date would carry 30 February into March. `month` counts from 1. */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A date as the spec's client sends it, 'year-month-day' with or without leading zeros
 * ('1998-3-5' or '1998-03-05'); a real calendar date, answered as 'YYYY-MM-DD'.
 */
export const calendarDateSchema = z
  .string({ error: M.required })
  .min(1, { error: M.required })
  .transform((text, ctx) => {
    const match = LOOSE_DATE.exec(text);
    const [year, month, day] = (match?.slice(1) ?? []).map(Number) as [number, number, number];
    if (!match || year < 1900 || !isCalendarDay(year, month, day)) {
      ctx.addIssue({ code: 'custom', message: M.invalidValue });
      return z.NEVER;
    }
    return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
  });
