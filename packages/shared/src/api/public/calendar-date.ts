import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../../messages.js';

const LOOSE_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * Whether the day exists in the Gregorian calendar (Date would carry 30 February into March).
 * `month` counts from 1. Counted, not built as a Date: a computation's body is checked on each call.
 */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] as number));
}

/** 'year-month-day' with or without leading zeros, where that day exists; undefined otherwise. */
export function looseCalendarDay(text: string): { year: number; month: number; day: number } | undefined {
  const match = LOOSE_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDay(year, month, day) ? { year, month, day } : undefined;
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
    const date = looseCalendarDay(text);
    if (!date || date.year < 1900) {
      ctx.addIssue({ code: 'custom', message: M.invalidValue });
      return z.NEVER;
    }
    return `${date.year}-${twoDigits(date.month)}-${twoDigits(date.day)}`;
  });
