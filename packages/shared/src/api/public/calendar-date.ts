import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../../messages.js';

const LOOSE_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
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
    const date = match ? new Date(Date.UTC(year, month - 1, day)) : undefined;
    if (
      !date ||
      year < 1900 ||
      date.getUTCFullYear() !== year ||
      date.getUTCMonth() !== month - 1 ||
      date.getUTCDate() !== day
    ) {
      ctx.addIssue({ code: 'custom', message: M.invalidValue });
      return z.NEVER;
    }
    return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
  });
