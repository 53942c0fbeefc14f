import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.js';

/** Every table's id is a PostgreSQL `integer`: a larger number in a query fails the statement. */
export const MAX_DATABASE_ID = 2_147_483_647;

/**
 * The id of a row (account, profile, photo, horoscope file, report...) wherever a request carries
 * one, in its path or its body: a whole number from 1 to MAX_DATABASE_ID, or its digits as text
 * (path parameters, form values). Anything else is refused as invalid, before a query could fail
 * on it.
 */
export const databaseId = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
  z
    .number({ error: M.invalidValue })
    .int({ error: M.invalidValue })
    .positive({ error: M.invalidValue })
    .max(MAX_DATABASE_ID, { error: M.invalidValue }),
);
