import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../../messages.js';

/** Rows in one page of every paged list. */
export const PAGE_SIZE = 20;
/** Far beyond any real browsing; keeps a hand-typed page number from asking for a huge offset. */
export const MAX_PAGE = 5000;

/** `{page}` of a paged list: a whole number from 1. */
export const pageParamsSchema = z.object({
  page: z.coerce
    .number({ error: M.invalidValue })
    .int({ error: M.invalidValue })
    .min(1, { error: M.invalidValue })
    .max(MAX_PAGE, { error: M.invalidValue }),
});
export type PageParams = z.infer<typeof pageParamsSchema>;
